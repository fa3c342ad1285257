import { internationalNumber } from '#src/lib/phone';

/**
 * The account a passcode belongs to, for password managers: a passcode form without a visible
 * number still tells them whose passcode is filled in or saved (the mobile number, in E.164).
 */
export function AccountUsername({ countryCode, mobile }: { countryCode: string; mobile: string }) {
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={internationalNumber(countryCode, mobile)}
      readOnly
      hidden
    />
  );
}
