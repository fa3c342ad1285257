import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGE,
  CAR_NUMBER_MESSAGE,
  EMAIL_MESSAGE,
  FUEL_TYPE_MESSAGE,
  LOCATION_MESSAGE,
  MemberDetailsSchema,
  REQUIRED_MESSAGE,
  ZIP_MESSAGE,
  ZIP_RANGE_MESSAGE,
} from '#contract/members';
import { DEMO, createMember, envelopeOf, memberRow, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** Profile sections (docs/specification.md#profile) and preferences. */
const t = useTestApp();

/** A member of its own, signed in. */
async function fresh(options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, options);
  return { ...member, cookies: await signedIn(t, member.mobile) };
}

const update = (cookies: string, body: unknown) =>
  t.call('updateMemberDetails', { offContractBody: body, cookies });

const PASIG = {
  section: 'address',
  country: 'PH',
  province: '1300000000',
  city: '1381200000',
  barangay: '1381200019',
  zipCode: '1605',
  address: 'Unit 5, 12 Caruncho Avenue',
};

describe(`profile sections (${testDatabaseKind})`, () => {
  it('shows the demo address as PSGC codes with their names', async () => {
    const cookies = await signedIn(t, DEMO.active);
    const response = await t.call('getMemberDetails', { cookies });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const details = v.parse(MemberDetailsSchema, response.body);
    expect(details).toMatchObject({
      country: 'PH',
      province: '1300000000',
      provinceName: 'Metro Manila',
      city: '1381200000',
      cityName: 'Pasig City',
      barangay: '1381200019',
      barangayName: 'San Antonio',
      region: 'National Capital Region (NCR)',
      zipCode: '1605',
    });
  });

  it('saves personal info, and refuses the read-only names and birth date', async () => {
    const member = await fresh();
    const saved = await update(member.cookies, {
      section: 'personal',
      civilStatus: 2,
      gender: 2,
      nationality: 'Filipino',
    });
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(v.parse(MemberDetailsSchema, saved.body)).toMatchObject({
      civilStatus: 2,
      gender: 2,
      nationality: 'Filipino',
    });
    const before = await memberRow(t, member.id);
    for (const field of ['firstName', 'lastName', 'middleName', 'birthday']) {
      const refused = await update(member.cookies, {
        section: 'personal',
        civilStatus: 1,
        gender: 1,
        nationality: 'Japanese',
        [field]: field === 'birthday' ? '2000-01-01' : 'Hacker',
      });
      expect(refused.status, field).toBe(400);
      expect(envelopeOf(refused).fields?.[field]).toBe(`Field '${field}' is not allowed.`);
    }
    for (const bad of [{ civilStatus: 5 }, { gender: 3 }, { nationality: 'Martian' }]) {
      const refused = await update(member.cookies, {
        section: 'personal',
        civilStatus: 1,
        gender: 1,
        nationality: 'Filipino',
        ...bad,
      });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await memberRow(t, member.id)).toEqual(before);
  });

  it('refuses mass assignment in every section, and unknown sections', async () => {
    const member = await fresh();
    const before = await memberRow(t, member.id);
    const attempts = [
      { section: 'contact', mobilePhoneAlternate: '', email: null, points: 1_000_000 },
      { ...PASIG, id: 'someone-else' },
      { ...PASIG, mobileNumber: '9171234567' },
      { section: 'car', vehicleOwner: 2, fuelType: 0, carNumber: 0, status: 'ACTIVE' },
      { section: 'maxicare', maxicareId: 'AB12', maxicareCardLast4Digits: '1234', tier: 'Black' },
      { section: 'admin', isAdmin: true },
      { civilStatus: 1 },
      JSON.parse(
        '{"section":"personal","civilStatus":1,"gender":1,"nationality":"Filipino","__proto__":{"x":1}}',
      ),
    ];
    for (const body of attempts) {
      const refused = await update(member.cookies, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      // A __proto__ key is refused by the JSON parser itself.
      expect(envelopeOf(refused).error_key).toMatch(/^(VALIDATION_ERROR|INVALID_JSON)$/);
    }
    expect(await memberRow(t, member.id)).toEqual(before);
    // The member comes from the session: without one, nothing at all.
    expect(
      (await update('', { section: 'car', vehicleOwner: 2, fuelType: 0, carNumber: 0 })).status,
    ).toBe(401);
  });

  it('saves contact info: digits-only alternate mobile (empty clears it) and email', async () => {
    const member = await fresh({ email: 'old@example.ph' });
    const saved = await update(member.cookies, {
      section: 'contact',
      mobilePhoneAlternate: '639171234567',
      email: 'new.address@example.ph',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      mobilePhoneAlternate: '639171234567',
      email: 'new.address@example.ph',
      isMailVerified: false,
    });
    const cleared = await update(member.cookies, {
      section: 'contact',
      mobilePhoneAlternate: '',
      email: null,
    });
    expect(cleared.body).toMatchObject({ mobilePhoneAlternate: null, email: null });
    const before = await memberRow(t, member.id);
    const cases: [unknown, string, string][] = [
      [
        { mobilePhoneAlternate: '0917-123', email: null },
        'mobilePhoneAlternate',
        'Digits only, up to 15.',
      ],
      [
        { mobilePhoneAlternate: '1'.repeat(16), email: null },
        'mobilePhoneAlternate',
        'Digits only, up to 15.',
      ],
      [{ mobilePhoneAlternate: '', email: 'not-an-email' }, 'email', EMAIL_MESSAGE],
      [
        { mobilePhoneAlternate: '', email: `${'a'.repeat(250)}@example.ph` },
        'email',
        EMAIL_MESSAGE,
      ],
      [
        { mobilePhoneAlternate: '', email: 'x@y.ph\r\nBcc: all@example.ph' },
        'email',
        EMAIL_MESSAGE,
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await update(member.cookies, { section: 'contact', ...(body as object) });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(refused).fields?.[field]).toBe(message);
    }
    expect(await memberRow(t, member.id)).toEqual(before);
  });

  it('locks a verified email; the same address (any case) still saves the other fields', async () => {
    const member = await fresh({ email: 'verified@example.ph', isMailVerified: true });
    const before = await memberRow(t, member.id);
    for (const email of ['other@example.ph', null]) {
      const refused = await update(member.cookies, {
        section: 'contact',
        mobilePhoneAlternate: '09181234567',
        email,
      });
      expect(refused.status).toBe(409);
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'EMAIL_LOCKED',
        error: 'Your email address is verified and can no longer be changed.',
      });
    }
    expect(await memberRow(t, member.id)).toEqual(before);
    const same = await update(member.cookies, {
      section: 'contact',
      mobilePhoneAlternate: '09181234567',
      email: 'Verified@Example.ph',
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({
      email: 'verified@example.ph',
      isMailVerified: true,
      mobilePhoneAlternate: '09181234567',
    });
  });

  it('saves a Philippine address as PSGC codes and answers their names', async () => {
    const member = await fresh();
    const saved = await update(member.cookies, {
      ...PASIG,
      city: '1380606000',
      barangay: '1380606001',
      zipCode: '1008',
      address: '  1 España Boulevard  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      country: 'PH',
      province: '1300000000',
      provinceName: 'Metro Manila',
      city: '1380606000',
      cityName: 'Manila – Sampaloc',
      barangay: '1380606001',
      barangayName: 'Barangay 395',
      region: 'National Capital Region (NCR)',
      zipCode: '1008',
      address: '1 España Boulevard',
    });
    expect((await memberRow(t, member.id)).region).toBe('1300000000');
  });

  it('requires province, city, barangay, a 4-digit zip and a complete address for PH', async () => {
    const member = await fresh();
    const before = await memberRow(t, member.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { province: '', city: '', barangay: '', zipCode: '', address: '' },
        {
          province: REQUIRED_MESSAGE,
          city: REQUIRED_MESSAGE,
          barangay: REQUIRED_MESSAGE,
          zipCode: ZIP_MESSAGE,
          address: ADDRESS_MESSAGE,
        },
      ],
      [{ zipCode: '123' }, { zipCode: ZIP_MESSAGE }],
      [{ zipCode: '12345' }, { zipCode: ZIP_MESSAGE }],
      [{ zipCode: '16a5' }, { zipCode: ZIP_MESSAGE }],
      [{ zipCode: '0399' }, { zipCode: ZIP_RANGE_MESSAGE }],
      [{ zipCode: '9812' }, { zipCode: ZIP_RANGE_MESSAGE }],
      [{ address: 'abc' }, { address: ADDRESS_MESSAGE }],
      [{ address: '   abc   ' }, { address: ADDRESS_MESSAGE }],
      [{ address: 'x'.repeat(251) }, { address: 'Use at most 250 characters.' }],
      [{ address: 'Line one\r\nLine two' }, { address: ADDRESS_MESSAGE }],
      [{ province: 'Metro Manila' }, { province: LOCATION_MESSAGE }],
      // Codes that exist but do not belong together, or do not exist.
      [{ province: '0702200000' }, { city: LOCATION_MESSAGE }],
      [{ city: '1381300000' }, { barangay: LOCATION_MESSAGE }],
      [{ barangay: '1381200099' }, { barangay: LOCATION_MESSAGE }],
      [{ province: '9999900000' }, { province: LOCATION_MESSAGE }],
      // Manila itself holds no barangay: its districts do.
      [{ city: '1380600000', barangay: '1380606001' }, { city: LOCATION_MESSAGE }],
    ];
    for (const [change, fields] of cases) {
      const refused = await update(member.cookies, { ...PASIG, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(envelopeOf(refused).error_key).toBe('VALIDATION_ERROR');
      expect(envelopeOf(refused).fields, JSON.stringify(change)).toEqual(fields);
    }
    expect(await memberRow(t, member.id)).toEqual(before);
  });

  it('asks only for the address outside the Philippines and stores the rest empty', async () => {
    const member = await fresh();
    await update(member.cookies, PASIG);
    const refused = await update(member.cookies, {
      section: 'address',
      country: 'JP',
      province: '',
      city: '',
      barangay: '',
      zipCode: '',
      address: 'ab',
    });
    expect(envelopeOf(refused).fields).toEqual({ address: ADDRESS_MESSAGE });
    const saved = await update(member.cookies, {
      section: 'address',
      country: 'JP',
      province: 'Tokyo',
      city: 'Shibuya',
      barangay: 'anything',
      zipCode: '150-0002',
      address: '2-21-1 Shibuya',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      country: 'JP',
      province: null,
      city: null,
      barangay: null,
      zipCode: null,
      provinceName: null,
      cityName: null,
      barangayName: null,
      region: null,
      address: '2-21-1 Shibuya',
    });
    expect((await update(member.cookies, { ...PASIG, country: 'XX' })).status).toBe(400);
  });

  it('saves car ownership: owners need a fuel type and a car count; none is stored as 0/0', async () => {
    const member = await fresh();
    const owner = await update(member.cookies, {
      section: 'car',
      vehicleOwner: 1,
      fuelType: 2,
      carNumber: 3,
    });
    expect(owner.body).toMatchObject({ vehicleOwner: 1, fuelType: 2, carNumber: 3 });
    const before = await memberRow(t, member.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { fuelType: 0, carNumber: 0 },
        { fuelType: FUEL_TYPE_MESSAGE, carNumber: CAR_NUMBER_MESSAGE },
      ],
      [{ fuelType: 1, carNumber: 0 }, { carNumber: CAR_NUMBER_MESSAGE }],
      [{ fuelType: 3, carNumber: 1 }, { fuelType: FUEL_TYPE_MESSAGE }],
      [{ fuelType: 1, carNumber: 1.5 }, { carNumber: CAR_NUMBER_MESSAGE }],
      [{ fuelType: 1, carNumber: 100 }, { carNumber: 'Enter at most 2 digits.' }],
      [{ fuelType: 1, carNumber: '2' }, { carNumber: CAR_NUMBER_MESSAGE }],
    ];
    for (const [change, fields] of cases) {
      const refused = await update(member.cookies, { section: 'car', vehicleOwner: 1, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(envelopeOf(refused).fields, JSON.stringify(change)).toEqual(fields);
    }
    expect(await memberRow(t, member.id)).toEqual(before);
    const none = await update(member.cookies, {
      section: 'car',
      vehicleOwner: 2,
      fuelType: 2,
      carNumber: 4,
    });
    expect(none.body).toMatchObject({ vehicleOwner: 2, fuelType: 0, carNumber: 0 });
  });

  it('saves the Maxicare ID and the card’s last 4 digits', async () => {
    const member = await fresh();
    const saved = await update(member.cookies, {
      section: 'maxicare',
      maxicareId: 'MX12345678',
      maxicareCardLast4Digits: '0042',
    });
    expect(saved.body).toMatchObject({
      maxicareId: 'MX12345678',
      maxicareCardLast4Digits: '0042',
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ maxicareId: '', maxicareCardLast4Digits: '1234' }, { maxicareId: REQUIRED_MESSAGE }],
      [
        { maxicareId: 'MX-123', maxicareCardLast4Digits: '1234' },
        { maxicareId: 'Up to 10 letters and numbers.' },
      ],
      [
        { maxicareId: 'A'.repeat(11), maxicareCardLast4Digits: '1234' },
        { maxicareId: 'Up to 10 letters and numbers.' },
      ],
      [
        { maxicareId: 'MX1', maxicareCardLast4Digits: '123' },
        { maxicareCardLast4Digits: ZIP_MESSAGE },
      ],
      [
        { maxicareId: 'MX1', maxicareCardLast4Digits: '12a4' },
        { maxicareCardLast4Digits: ZIP_MESSAGE },
      ],
    ];
    for (const [body, fields] of cases) {
      const refused = await update(member.cookies, { section: 'maxicare', ...body });
      expect(envelopeOf(refused).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await memberRow(t, member.id)).maxicareId).toBe('MX12345678');
  });
});

describe(`preferences (${testDatabaseKind})`, () => {
  it('stores the five subscriptions and answers the details', async () => {
    const member = await fresh();
    const choice = {
      smsSubscription: true,
      emailSubscription: false,
      discountsSubscription: true,
      exclusivesSubscription: false,
      creditScoringSubscription: true,
    };
    const saved = await t.call('updatePreferences', { body: choice, cookies: member.cookies });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(choice);
    const again = await t.call('getMemberDetails', { cookies: member.cookies });
    expect(again.body).toMatchObject(choice);
    const row = await memberRow(t, member.id);
    expect(row.creditScoringSubscription).toBe(true);
    for (const body of [
      { ...choice, smsSubscription: 'yes' },
      { smsSubscription: true },
      { ...choice, points: 5 },
    ]) {
      const refused = await t.call('updatePreferences', {
        offContractBody: body,
        cookies: member.cookies,
      });
      expect(refused.status).toBe(400);
    }
    expect(await memberRow(t, member.id)).toEqual(row);
  });
});
