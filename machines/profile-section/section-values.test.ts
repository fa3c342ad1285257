import { describe, expect, it } from 'vitest';
import { memberFixture } from '../shared/test-support';
import { sectionErrors, sectionPayload, sectionValues } from './section-values';

describe("a profile section's values", () => {
  it('holds the contact fields as text, an unset email as empty', () => {
    const member = memberFixture({ mobilePhoneAlternate: '9171234567', email: null });
    expect(sectionValues('contact', member)).toEqual({
      mobilePhoneAlternate: '9171234567',
      email: '',
    });
  });

  it('starts the address in the Philippines when the member has no country', () => {
    expect(sectionValues('address', memberFixture({ country: null })).country).toBe('PH');
  });

  it('holds the Maxicare fields as text', () => {
    const member = memberFixture({ maxicareId: 'AB12345678', maxicareCardLast4Digits: '4321' });
    expect(sectionValues('maxicare', member)).toEqual({
      maxicareId: 'AB12345678',
      maxicareCardLast4Digits: '4321',
    });
  });
});

describe("a profile section's request", () => {
  it('sends an option chosen by its number, and text that is not a whole number as text', () => {
    expect(
      sectionPayload('personal', { civilStatus: '12', gender: '2', nationality: 'Filipino' }),
    ).toEqual({ section: 'personal', civilStatus: 12, gender: 2, nationality: 'Filipino' });
    // Only a whole run of digits is a number: '2a', 'a2' and '' stay text.
    expect(
      sectionPayload('personal', { civilStatus: '2a', gender: 'a2', nationality: 'Filipino' }),
    ).toMatchObject({ civilStatus: '2a', gender: 'a2' });
    expect(sectionPayload('personal', { civilStatus: '', gender: '', nationality: '' })).toEqual({
      section: 'personal',
      civilStatus: '',
      gender: '',
      nationality: '',
    });
  });

  it('sends an email of spaces as no email, and a typed one as typed', () => {
    expect(sectionPayload('contact', { mobilePhoneAlternate: '', email: '   ' })).toEqual({
      section: 'contact',
      mobilePhoneAlternate: '',
      email: null,
    });
    expect(sectionPayload('contact', { mobilePhoneAlternate: '', email: ' a@b.ph' })).toMatchObject(
      { email: ' a@b.ph' },
    );
  });

  it('sends an empty car number as 0 and a typed one as its number', () => {
    const car = { vehicleOwner: '1', fuelType: '2' };
    expect(sectionPayload('car', { ...car, carNumber: '' })).toEqual({
      section: 'car',
      vehicleOwner: 1,
      fuelType: 2,
      carNumber: 0,
    });
    expect(sectionPayload('car', { ...car, carNumber: '3' })).toMatchObject({ carNumber: 3 });
  });

  it('sends the Maxicare fields as typed', () => {
    expect(
      sectionPayload('maxicare', { maxicareId: 'AB12345678', maxicareCardLast4Digits: '4321' }),
    ).toEqual({ section: 'maxicare', maxicareId: 'AB12345678', maxicareCardLast4Digits: '4321' });
  });

  it("names a refused field with the contract's message", () => {
    expect(sectionErrors('contact', { mobilePhoneAlternate: '', email: 'not an email' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(sectionErrors('contact', { mobilePhoneAlternate: '', email: '' })).toEqual({});
  });
});
