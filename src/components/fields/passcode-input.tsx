import { useId } from 'react';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

const SIX_DIGITS = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } as const;

export interface PasscodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  autoComplete?: 'new-password' | 'current-password';
  error?: string | null;
  /** Extra description (the strength meter's explanation). */
  describedBy?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Paste is allowed (docs/security.md, SEC-11). */
export function PasscodeInput({
  label,
  value,
  onChange,
  visible,
  autoComplete = 'new-password',
  error,
  describedBy,
  disabled = false,
  autoFocus = false,
}: PasscodeInputProps) {
  const inputId = useId();
  const errorId = useId();
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={cx(styles.input, styles.passcode, error && styles.invalid)}
        type={visible ? 'text' : 'password'}
        {...SIX_DIGITS}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
