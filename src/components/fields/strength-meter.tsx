import {
  PASSCODE_WEAKNESS_MESSAGES,
  passcodeStrength,
  passcodeWeaknesses,
  type PasscodeContext,
} from '#contract/passcode-rules';
import { cx } from '#src/components/ui/cx';
import styles from './fields.module.css';

const LABELS = ['', 'Weak', 'Fair', 'Strong'] as const;

/**
 * docs/specification.md#passcodes: the server's own rules, so a
 * passcode it would refuse shows as Weak with the reason before the member submits.
 */
export function StrengthMeter({
  id,
  passcode,
  context = {},
}: {
  id?: string;
  passcode: string;
  context?: PasscodeContext;
}) {
  const strength = passcodeStrength(passcode, context);
  const reasons = passcodeWeaknesses(passcode, context).filter((reason) => reason !== 'length');
  return (
    <div id={id} className={styles.strength} aria-live="polite">
      <div className={styles.strengthBar} aria-hidden="true">
        {[1, 2, 3].map((level) => (
          <span
            key={level}
            className={cx(styles.strengthStep, strength >= level && styles[`strength${strength}`])}
          />
        ))}
      </div>
      <p className={styles.hint}>
        {strength === 0 ? 'Use exactly 6 digits.' : `Strength: ${LABELS[strength]}`}
        {reasons.length > 0 && `. ${reasons.map((r) => PASSCODE_WEAKNESS_MESSAGES[r]).join(' ')}`}
      </p>
    </div>
  );
}
