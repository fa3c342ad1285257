import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClientConfig } from '#contract/auth';
import * as captchaCalls from '#contract/calls/captcha';
import { devEndpoints } from '#contract/endpoints';
import { call, toApiError } from '#src/lib/api';
import styles from '#src/components/fields/fields.module.css';

export interface CaptchaProps {
  config: ClientConfig['captcha'];
  /** A single-use captcha pass for the protected call, or null when there is none (any more). */
  onChange: (pass: string | null) => void;
}

type Status = 'idle' | 'checking' | 'solved' | 'failed';

/**
 * docs/specification.md#captcha: the server checks the provider's answer once and gives back a
 * short-lived single-use pass; the owner remounts it (React `key`) to reset it after a failed send.
 */
export function Captcha({ config, onChange }: CaptchaProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  const messageId = useId();
  const checkboxId = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(
    () => () => {
      if (expiry.current) clearTimeout(expiry.current);
    },
    [],
  );

  const verify = async (providerToken: string) => {
    setStatus('checking');
    setMessage(null);
    try {
      const { captchaPass, expiresInSeconds } = await call(captchaCalls.verifyCaptcha, {
        body: { recaptcha: providerToken },
      });
      setStatus('solved');
      onChangeRef.current(captchaPass);
      // A pass lives a short while: past it, the member solves the captcha again.
      expiry.current = setTimeout(() => {
        setStatus('idle');
        setMessage('The captcha expired. Please complete it again.');
        onChangeRef.current(null);
      }, expiresInSeconds * 1000);
    } catch (error) {
      setStatus('failed');
      setMessage(toApiError(error).message);
      onChangeRef.current(null);
    }
  };

  const feedback = message && (
    <p id={messageId} className={styles.error} role="alert">
      {message}
    </p>
  );

  if (config.provider === 'hcaptcha') {
    return (
      <div className={styles.captcha}>
        <HCaptcha
          sitekey={config.siteKey}
          onVerify={(token) => void verify(token)}
          onExpire={() => {
            setStatus('idle');
            onChangeRef.current(null);
          }}
          onError={() => {
            setStatus('failed');
            setMessage('The captcha could not load. Please try again.');
            onChangeRef.current(null);
          }}
        />
        {feedback}
      </div>
    );
  }

  const solveDevelopmentCaptcha = async () => {
    setStatus('checking');
    try {
      const { token } = await call(devEndpoints.getDevCaptcha, { body: {} });
      await verify(token);
    } catch (error) {
      setStatus('failed');
      setMessage(toApiError(error).message);
      onChangeRef.current(null);
    }
  };

  return (
    <div className={styles.captcha}>
      <div className={styles.devCaptcha}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={status === 'checking' || status === 'solved'}
          disabled={status === 'checking' || status === 'solved'}
          aria-describedby={message ? messageId : undefined}
          onChange={() => void solveDevelopmentCaptcha()}
        />
        <label htmlFor={checkboxId} className={styles.devCaptchaLabel}>
          I&apos;m not a robot
          <small>Development captcha: hCaptcha is not configured on this server.</small>
        </label>
        <span className={styles.captchaStatus} role="status">
          {status === 'checking' ? 'Checking…' : status === 'solved' ? 'Verified' : ''}
        </span>
      </div>
      {feedback}
    </div>
  );
}
