import * as v from 'valibot';
import {
  type MemberDetails,
  type ProfileSection,
  ProfileUpdateRequestSchema,
} from '#contract/members';

/**
 * A profile section's values as its form holds them (strings, as inputs do), and the contract's
 * request built from them. The same contract schema the server applies validates the form, so
 * the member sees the server's own messages before anything is sent.
 */
export type SectionValues = Readonly<Record<string, string>>;

export const SECTION_FIELDS = {
  personal: ['civilStatus', 'gender', 'nationality'],
  contact: ['mobilePhoneAlternate', 'email'],
  address: ['country', 'province', 'city', 'barangay', 'zipCode', 'address'],
  car: ['vehicleOwner', 'fuelType', 'carNumber'],
  maxicare: ['maxicareId', 'maxicareCardLast4Digits'],
} as const satisfies Record<ProfileSection, readonly string[]>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The section's values from the member's details. */
export function sectionValues(section: ProfileSection, member: MemberDetails): SectionValues {
  switch (section) {
    case 'personal':
      return {
        civilStatus: text(member.civilStatus),
        gender: text(member.gender),
        nationality: text(member.nationality),
      };
    case 'contact':
      return {
        mobilePhoneAlternate: text(member.mobilePhoneAlternate),
        email: text(member.email),
      };
    case 'address':
      return {
        country: member.country ?? 'PH',
        province: text(member.province),
        city: text(member.city),
        barangay: text(member.barangay),
        zipCode: text(member.zipCode),
        address: text(member.address),
      };
    case 'car':
      return {
        vehicleOwner: text(member.vehicleOwner ?? 2),
        fuelType: text(member.fuelType),
        carNumber: text(member.carNumber),
      };
    case 'maxicare':
      return {
        maxicareId: text(member.maxicareId),
        maxicareCardLast4Digits: text(member.maxicareCardLast4Digits),
      };
  }
}

const numberOrText = (value: string | undefined) =>
  value !== undefined && /^[0-9]+$/.test(value) ? Number(value) : (value ?? '');

/** The contract's request for one section. */
export function sectionPayload(section: ProfileSection, values: SectionValues): unknown {
  const value = (name: string) => values[name] ?? '';
  switch (section) {
    case 'personal':
      return {
        section,
        civilStatus: numberOrText(value('civilStatus')),
        gender: numberOrText(value('gender')),
        nationality: value('nationality'),
      };
    case 'contact':
      return {
        section,
        mobilePhoneAlternate: value('mobilePhoneAlternate'),
        email: value('email').trim() === '' ? null : value('email'),
      };
    case 'address':
      return {
        section,
        country: value('country'),
        province: value('province'),
        city: value('city'),
        barangay: value('barangay'),
        zipCode: value('zipCode'),
        address: value('address'),
      };
    case 'car':
      return {
        section,
        vehicleOwner: numberOrText(value('vehicleOwner')),
        fuelType: numberOrText(value('fuelType')),
        carNumber: numberOrText(value('carNumber') === '' ? '0' : value('carNumber')),
      };
    case 'maxicare':
      return {
        section,
        maxicareId: value('maxicareId'),
        maxicareCardLast4Digits: value('maxicareCardLast4Digits'),
      };
  }
}

/** Each field's first message, by the contract's own rules; empty when the section may be sent. */
export function sectionErrors(
  section: ProfileSection,
  values: SectionValues,
): Record<string, string> {
  const result = v.safeParse(ProfileUpdateRequestSchema, sectionPayload(section, values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a field keeps of what was typed (the specification's input rules). */
export function cleanValue(name: string, value: string): string {
  switch (name) {
    case 'mobilePhoneAlternate':
      return value.replace(/[^0-9]/g, '').slice(0, 15);
    case 'carNumber':
      return value.replace(/[^0-9]/g, '').slice(0, 2);
    case 'zipCode':
      return value.replace(/[^0-9]/g, '').slice(0, 4);
    case 'maxicareId':
      return value.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
    case 'maxicareCardLast4Digits':
      return value.replace(/[^0-9]/g, '').slice(0, 4);
    default:
      return value;
  }
}

export function sameValues(a: SectionValues, b: SectionValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}
