import { useCallback, useEffect, useId, useRef, useState } from 'react';
import fieldStyles from '#src/components/fields/fields.module.css';
import { CalendarIcon } from './calendar-icon';
import { cx } from '#src/components/ui/cx';
import styles from './account.module.css';
import { displayDate } from './transactions-search';

export const DATE_FORMAT_MESSAGE = 'Enter a full date between 2000/01/01 and 2099/12/31.';

/** The range a date filter takes: four-digit years, so a half-typed year is never applied. */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;
const SETTLE_MS = 700;

/** What the member typed, as YYYY/MM/DD so far: the field writes the slashes. */
export function typedDate(text: string, previous: string): string {
  let digits = text.replace(/\D/g, '').slice(0, 8);
  // Deleting a slash the field wrote deletes the digit before it, or the caret would be stuck.
  if (text.length < previous.length && digits === previous.replace(/\D/g, '')) {
    digits = digits.slice(0, -1);
  }
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean);
  return parts.join('/');
}

/** The ISO day a whole, real, in-range YYYY/MM/DD names; null otherwise. */
export function isoOfTyped(text: string): string | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const iso = `${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`;
  return real && iso >= DATE_RANGE.min && iso <= DATE_RANGE.max ? iso : null;
}

export interface DateFilterProps {
  label: string;
  /** The applied day, ISO. */
  value: string | undefined;
  /** Why this day cannot be applied beside the other filters (a start after the end), or null. */
  conflict: (iso: string | undefined) => string | null;
  onApply: (iso: string | undefined) => void;
}

/**
 * A date typed as the specification writes it, YYYY/MM/DD, whatever the browser's locale (the
 * platform's date field follows the locale: mm/dd/yyyy in en-US), with the platform's calendar a
 * button away. A whole date applies once the member stops typing, or at once on Enter or on
 * leaving the field; a date that cannot apply says why next to the field and leaves the list as it
 * was.
 */
export function DateFilter({ label, value, conflict, onApply }: DateFilterProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const shown = displayDate(value);
  const [draft, setDraft] = useState({ text: shown, applied: value });
  const [error, setError] = useState<string | null>(null);
  // The URL changed (another filter, Back): the field shows it.
  if (draft.applied !== value) {
    setDraft({ text: shown, applied: value });
    setError(null);
  }
  const apply = useCallback(
    (text: string) => {
      const iso = text === '' ? undefined : isoOfTyped(text);
      if (iso === null) {
        setError(DATE_FORMAT_MESSAGE);
        return;
      }
      const refusal = conflict(iso);
      setError(refusal);
      if (refusal === null && iso !== value) onApply(iso);
    },
    [conflict, onApply, value],
  );
  useEffect(() => {
    if (draft.text === shown || isoOfTyped(draft.text) === null) return;
    const timer = setTimeout(() => apply(draft.text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft.text, shown, apply]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.dateInput}>
        <input
          id={id}
          className={cx(fieldStyles.input, error && fieldStyles.invalid)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY/MM/DD"
          maxLength={10}
          value={draft.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            const text = typedDate(event.target.value, draft.text);
            setDraft({ text, applied: value });
            if (isoOfTyped(text) !== null || text === '') setError(null);
          }}
          onBlur={() => {
            if (draft.text !== shown) apply(draft.text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(draft.text);
            }
          }}
        />
        <button
          type="button"
          className={styles.calendarButton}
          aria-label={`Choose the ${label.toLowerCase()}`}
          onClick={() => picker.current?.showPicker()}
        >
          <CalendarIcon />
        </button>
        {/* The platform's calendar, opened by the button; what it picks is written as YYYY/MM/DD. */}
        <input
          ref={picker}
          type="date"
          className={styles.datePicker}
          tabIndex={-1}
          aria-hidden="true"
          min={DATE_RANGE.min}
          max={DATE_RANGE.max}
          value={value ?? ''}
          onChange={(event) => {
            const text = displayDate(event.target.value);
            setDraft({ text, applied: value });
            apply(text);
          }}
        />
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        YYYY/MM/DD
      </p>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
