import { type InputHTMLAttributes, useId } from 'react';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, tied to the input and announced. */
  error?: string | null | undefined;
  hint?: string;
  /** Below the input: what the input's own display cannot show (a date as YYYY/MM/DD). */
  hintBelow?: boolean;
  /** Marked required for the member (the rules decide what is sent). */
  requiredMark?: boolean;
}

/** A labelled text input with its hint and its error next to it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  hintBelow = false,
  requiredMark = false,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {requiredMark && <span className={styles.requiredMark}> (required)</span>}
      </label>
      {hint && !hintBelow && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        className={cx(styles.input, error && styles.invalid)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && hintBelow && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
