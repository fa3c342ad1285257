/**
 * Passcode rules shared by the server (which refuses) and the app (whose strength indicator says
 * why before the member submits). DECISIONS.md, Passcodes: exactly 6 digits; refuse one digit
 * repeated, ascending or descending runs, and the member's birth date as DDMMYY or MMDDYY.
 */
export type PasscodeWeakness = 'length' | 'repeated' | 'sequence' | 'birthday' | 'mobile';

export const PASSCODE_WEAKNESS_MESSAGES: Record<PasscodeWeakness, string> = {
  length: 'Your passcode must be exactly 6 digits.',
  repeated: 'Avoid repeating one digit (like 111111).',
  sequence: 'Avoid digits in a row (like 123456 or 654321).',
  birthday: 'Avoid your birthday.',
  mobile: 'Avoid digits from your mobile number.',
};

export interface PasscodeContext {
  /** YYYY-MM-DD */
  birthday?: string | null;
  /** Digits of the mobile number (any format). */
  mobile?: string | null;
}

function isRun(passcode: string, step: 1 | -1): boolean {
  for (let i = 1; i < passcode.length; i += 1) {
    if ((Number(passcode[i - 1]) + step + 10) % 10 !== Number(passcode[i])) return false;
  }
  return true;
}

function birthdayForms(birthday: string): string[] {
  const match = /^(\d{2})(\d{2})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return [];
  const [, , yy = '', mm = '', dd = ''] = match;
  return [`${dd}${mm}${yy}`, `${mm}${dd}${yy}`, `${yy}${mm}${dd}`];
}

/** Every reason the passcode is weak, most important first; empty when it is acceptable. */
export function passcodeWeaknesses(
  passcode: string,
  context: PasscodeContext = {},
): PasscodeWeakness[] {
  if (!/^[0-9]{6}$/.test(passcode)) return ['length'];
  const reasons: PasscodeWeakness[] = [];
  if (/^(\d)\1{5}$/.test(passcode)) reasons.push('repeated');
  if (isRun(passcode, 1) || isRun(passcode, -1)) reasons.push('sequence');
  if (context.birthday && birthdayForms(context.birthday).includes(passcode))
    reasons.push('birthday');
  const mobileDigits = context.mobile?.replace(/\D/g, '') ?? '';
  if (mobileDigits.length >= 6 && mobileDigits.endsWith(passcode)) reasons.push('mobile');
  return reasons;
}

/** Strength for the indicator: 0 (not 6 digits), 1 (weak: refused), 2 (fair), 3 (strong). */
export function passcodeStrength(passcode: string, context: PasscodeContext = {}): 0 | 1 | 2 | 3 {
  const reasons = passcodeWeaknesses(passcode, context);
  if (reasons.includes('length')) return 0;
  if (reasons.length) return 1;
  const distinct = new Set(passcode).size;
  return distinct >= 4 ? 3 : 2;
}
