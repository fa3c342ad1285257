/** Decision 0030; shared so the app's strength indicator says why before the member submits. */
export type PasscodeWeakness =
  'length' | 'repeated' | 'sequence' | 'pattern' | 'common' | 'birthday' | 'mobile';

export const PASSCODE_WEAKNESS_MESSAGES: Record<PasscodeWeakness, string> = {
  length: 'Your passcode must be exactly 6 digits.',
  repeated: 'Avoid repeating one digit (like 111111).',
  sequence: 'Avoid digits in a row (like 123456 or 654321).',
  pattern: 'Avoid patterns (like 121212, 112233 or 123123).',
  common: 'Avoid commonly used passcodes (like 159753 or 147258).',
  birthday: 'Avoid your birthday.',
  mobile: 'Avoid digits from your mobile number.',
};

/**
 * The hard stop leaves 15 guesses per account, so the head of the frequency tables matters
 * (decision 0030).
 */
const COMMON_PASSCODES: ReadonlySet<string> = new Set(
  [
    '100000 100200 102030 102938 112358 121314 123000 123455 123457 123465 123654 123789',
    '124578 131420 135246 142536 147258 147369 147852 147896 159357 159753 200000 201314',
    '246810 258369 258456 321654 357159 369258 456123 520131 521314 654123 741852 753159',
    '753951 789123 789456 852456 852963 951357 951753 963852 987456',
  ]
    .join(' ')
    .split(' '),
);

export interface PasscodeContext {
  birthday?: string | null;
  mobile?: string | null;
}

function isRun(passcode: string, step: 1 | -1): boolean {
  for (let i = 1; i < passcode.length; i += 1) {
    if ((Number(passcode[i - 1]) + step + 10) % 10 !== Number(passcode[i])) return false;
  }
  return true;
}

function isPattern(passcode: string): boolean {
  const [a, b, c, d, e, f] = passcode;
  return (
    passcode.slice(0, 2).repeat(3) === passcode ||
    passcode.slice(0, 3).repeat(2) === passcode ||
    (a === b && c === d && e === f) ||
    (a === b && b === c && d === e && e === f) ||
    (a === f && b === e && c === d)
  );
}

function birthdayForms(birthday: string): string[] {
  const match = /^(\d{2})(\d{2})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return [];
  const [, , yy = '', mm = '', dd = ''] = match;
  return [`${dd}${mm}${yy}`, `${mm}${dd}${yy}`, `${yy}${mm}${dd}`];
}

export function passcodeWeaknesses(
  passcode: string,
  context: PasscodeContext = {},
): PasscodeWeakness[] {
  if (!/^[0-9]{6}$/.test(passcode)) return ['length'];
  const reasons: PasscodeWeakness[] = [];
  if (/^(\d)\1{5}$/.test(passcode)) reasons.push('repeated');
  if (isRun(passcode, 1) || isRun(passcode, -1)) reasons.push('sequence');
  if (!reasons.includes('repeated') && isPattern(passcode)) reasons.push('pattern');
  if (COMMON_PASSCODES.has(passcode)) reasons.push('common');
  if (context.birthday && birthdayForms(context.birthday).includes(passcode))
    reasons.push('birthday');
  const mobileDigits = context.mobile?.replace(/\D/g, '') ?? '';
  if (mobileDigits.length >= 6 && mobileDigits.endsWith(passcode)) reasons.push('mobile');
  return reasons;
}

export function passcodeStrength(passcode: string, context: PasscodeContext = {}): 0 | 1 | 2 | 3 {
  const reasons = passcodeWeaknesses(passcode, context);
  if (reasons.includes('length')) return 0;
  if (reasons.length) return 1;
  const distinct = new Set(passcode).size;
  return distinct >= 4 ? 3 : 2;
}
