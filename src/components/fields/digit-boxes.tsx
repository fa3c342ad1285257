import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

export interface DigitBoxesProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  masked?: boolean;
  /** A one-time code: every box offers the phone's SMS autofill ('one-time-code'). */
  oneTimeCode?: boolean;
  /** For a passcode: what a password manager may fill into the first box. */
  passcodeAutoComplete?: 'current-password' | 'new-password';
  autoFocus?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * "6 single-digit boxes, numeric only" (docs/specification.md#one-time-codes). The value stays one
 * string the caller owns. Boxes after the first empty one are out of the tab order, as focus there
 * would be sent back (WCAG 2.1.2, no keyboard trap).
 */
export function DigitBoxes({
  label,
  value,
  onChange,
  length = 6,
  masked = false,
  oneTimeCode = false,
  passcodeAutoComplete,
  autoFocus = false,
  disabled = false,
  invalid = false,
  describedBy,
}: DigitBoxesProps) {
  const legendId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The value as last written here: focus moves before the owner's new value comes back.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const emit = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const write = (index: number, digits: string) => {
    const current = latest.current;
    const start = Math.min(index, current.length);
    const next = (current.slice(0, start) + digits + current.slice(start + digits.length)).slice(
      0,
      length,
    );
    emit(next);
    focusBox(start + digits.length);
  };

  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const current = latest.current;
    const digits = digitsOf(event.currentTarget.value);
    if (digits === '') {
      if (event.currentTarget.value === '' && index < current.length) {
        emit(current.slice(0, index) + current.slice(index + 1));
      }
      return;
    }
    // A whole code at once (autofill, a keyboard's suggestion) replaces the value, whichever box.
    if (digits.length >= length) {
      emit(digits.slice(0, length));
      focusBox(length - 1);
      return;
    }
    // A box shows one digit; typing over it replaces it (the box selects itself on focus).
    const old = current[index] ?? '';
    const typed =
      digits.length > 1 && old !== '' && digits.startsWith(old) ? digits.slice(1) : digits;
    write(index, typed);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    if (event.key === 'Backspace' && (current[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      emit(current.slice(0, index - 1) + current.slice(index));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < Math.min(current.length, length - 1)) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits === '') return;
    if (digits.length >= length) {
      emit(digits.slice(0, length));
      focusBox(length - 1);
    } else {
      write(index, digits);
    }
  };

  // Boxes fill left to right: a click past the first empty box lands on it.
  const onFocus = (index: number) => () => {
    const filled = latest.current.length;
    if (index > filled) focusBox(filled);
    else boxes.current[index]?.select();
  };

  const autoCompleteOf = (index: number) => {
    if (oneTimeCode) return 'one-time-code';
    return index === 0 && passcodeAutoComplete ? passcodeAutoComplete : 'off';
  };

  return (
    <fieldset className={styles.digitGroup} aria-describedby={describedBy} disabled={disabled}>
      <legend id={legendId} className={styles.label}>
        {label}
      </legend>
      <div className={styles.digitRow}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={cx(styles.digit, invalid && styles.invalid)}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={autoCompleteOf(index)}
            tabIndex={index <= Math.min(value.length, length - 1) ? 0 : -1}
            aria-label={`Digit ${String(index + 1)} of ${String(length)}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={value[index] ?? ''}
            onChange={onInput(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={onFocus(index)}
            autoFocus={autoFocus && index === 0}
            data-autofocus={(autoFocus && index === 0) || undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
