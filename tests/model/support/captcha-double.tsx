import { useId, useState } from 'react';
import type { CaptchaProps } from '#src/components/captcha/captcha';

/** The captcha pass the double hands out (the real one comes from the server). */
export const CAPTCHA_PASS = 'captcha-pass-000000000001';

/**
 * Stands in for the captcha widget in view tests, where no server answers: a checkbox that gives
 * the flow a pass when ticked and takes it back when cleared. The real widget is exercised by the
 * browser tests against the real server.
 */
export function CaptchaDouble({ onChange }: CaptchaProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <p>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked ? CAPTCHA_PASS : null);
        }}
      />
      <label htmlFor={id}>I&apos;m not a robot</label>
    </p>
  );
}
