import type * as v from 'valibot';
import type { RaffleEntryRequestSchema } from '#contract/forms';

type RaffleEntry = Omit<v.InferInput<typeof RaffleEntryRequestSchema>, 'recaptcha'>;

/** A raffle entry the contract takes, without its single-use captcha pass. */
export const raffleEntry = (changes: Partial<RaffleEntry> = {}): RaffleEntry => ({
  grNumber: '8800999000000001',
  firstName: 'María Clara',
  lastName: 'Dela Cruz',
  birthday: '1990-03-14 00:00:00',
  mobile: '639171234567',
  email: 'maria.clara@example.ph',
  street: 'Unit 5, 12 Caruncho Avenue',
  barangay: 'San Antonio',
  city: 'Pasig City',
  province: 'Metro Manila',
  region: 'National Capital Region (NCR)',
  zipCode: '1605',
  country: 178,
  consent: true,
  ...changes,
});
