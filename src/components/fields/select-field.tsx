import { useId } from 'react';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty choice's text ('Select a province'); omitted when a value is always set. */
  placeholder?: string;
  error?: string | null | undefined;
  disabled?: boolean;
  requiredMark?: boolean;
  /** Loading its options: shown, and the field waits. */
  busy?: boolean;
  /** Its name in a form the browser sends by itself. */
  name?: string;
}

/** A labelled native select with its error next to it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  disabled = false,
  requiredMark = false,
  busy = false,
  name,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {requiredMark && <span className={styles.requiredMark}> (required)</span>}
      </label>
      <select
        id={id}
        name={name}
        className={cx(styles.input, styles.select, error && styles.invalid)}
        value={value}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{busy ? 'Loading…' : placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
