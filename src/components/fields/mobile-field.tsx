import { type ReactNode, useId } from 'react';
import { callingCodeOf, countryOptions, DEFAULT_COUNTRY, loadCountryRules } from '#src/lib/phone';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

export interface MobileFieldProps {
  countryCode: string;
  onCountryChange: (countryCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** In the same announcement as the error (a step's way forward). */
  errorDetail?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** docs/specification.md#sign-in: default PH; the number typed as the member knows it (0917…). */
export function MobileField({
  countryCode,
  onCountryChange,
  value,
  onChange,
  error,
  errorDetail,
  autoFocus = false,
  disabled = false,
}: MobileFieldProps) {
  const inputId = useId();
  const countryId = useId();
  const errorId = useId();
  const options = countryOptions();
  const callingCode = callingCodeOf(countryCode);
  // Another country's rules load first, so the number is checked by them from the start.
  const chooseCountry = (code: string) => {
    if (code === DEFAULT_COUNTRY) return onCountryChange(code);
    void loadCountryRules()
      .catch(() => undefined)
      .then(() => onCountryChange(code));
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        Mobile number
      </label>
      <div className={styles.mobileRow}>
        {/* The closed select shows the short code and dialling code; its list names every
            country in English ("Philippines (+63)"), so typing a name finds it. */}
        <div className={styles.countryPicker}>
          <span className={styles.countryShown} aria-hidden="true">
            {countryCode} +{callingCode}
          </span>
          <label className="visually-hidden" htmlFor={countryId}>
            Country
          </label>
          <select
            id={countryId}
            className={styles.country}
            value={countryCode}
            disabled={disabled}
            onChange={(event) => chooseCountry(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name} (+{option.callingCode})
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          className={cx(styles.input, error && styles.invalid)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0917 123 4567"
          maxLength={20}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
          {errorDetail ? (
            <>
              {' '}
              <span className={styles.errorDetail}>{errorDetail}</span>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
