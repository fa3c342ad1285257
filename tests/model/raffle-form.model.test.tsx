import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Raffle } from '#contract/forms';
import type { Barangay, City } from '#contract/locations';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import {
  type RaffleField,
  raffleFormMachine,
  type RaffleFormInput,
} from '#machines/raffle-form/raffle-form.machine';
import { failure } from '#machines/shared/test-support';
import { RaffleView } from '../../src/features/forms/raffle-page';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

vi.mock('../../src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof raffleFormMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const raffle: Raffle = {
  slug: 'holiday-raffle-2026',
  title: 'Go Rewards Holiday Raffle 2026',
  bannerImage: '/images/raffles/holiday-raffle-2026.svg',
  description: '<h2>Mechanics</h2><p>Register once.</p><img src=x onerror="alert(1)">',
  startDate: '2026-11-01T00:00:00+08:00',
  endDate: '2027-01-15T23:59:59+08:00',
  maintenance: false,
  ended: false,
};

const VALID: Partial<Record<RaffleField, string>> = {
  grNumber: '8800123400000011',
  firstName: 'maria clara',
  lastName: 'santos',
  birthday: '1990-03-14',
  mobile: '9170000001',
  email: 'maria.santos@example.ph',
  street: '25 ortigas avenue',
  zipCode: '1605',
};
const LABELS: Record<RaffleField, string> = {
  grNumber: 'Membership number',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  suffix: 'Suffix (optional)',
  birthday: 'Birthday',
  mobile: 'Mobile number (+63)',
  email: 'Email',
  street: 'Street address',
  zipCode: 'Zip code',
};
const LOCATION: ModelEvent = {
  type: 'location.change',
  location: { province: '1300000000', city: '1381200000', barangay: '1381200019', region: 'NCR' },
  names: { province: 'Metro Manila', city: 'Pasig City', barangay: 'San Antonio' },
};

const events = (): ModelEvent[] => [
  { type: 'consent.choose', consent: true },
  { type: 'consent.choose', consent: false },
  ...Object.entries(VALID).map(([name, value]) => ({ type: 'field.change', name, value })),
  { type: 'field.change', name: 'grNumber', value: '7800' },
  LOCATION,
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.enterRaffle', output: { data: { success: true } } },
  { type: 'xstate.error.actor.enterRaffle', error: failure('PROMO_ENDED', 'PROMO HAS ENDED') },
  {
    type: 'xstate.error.actor.enterRaffle',
    error: failure('DUPLICATE_ENTRY', "You've already joined this raffle."),
  },
  {
    type: 'xstate.error.actor.enterRaffle',
    error: failure('VALIDATION_ERROR', 'Please check required fields.', {
      fields: { email: 'Please enter a valid email address.' },
    }),
  },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    values: context.values,
    location: context.location.barangay !== '',
    captcha: context.captchaToken !== null,
    errors: Object.keys(context.fieldErrors).sort(),
    error: context.error,
    succeeded: context.succeeded,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('ended')) {
    expect(screen.getByRole('heading', { name: 'PROMO HAS ENDED' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See current promos' })).toHaveAttribute(
      'href',
      '/promos',
    );
    return;
  }
  expect(screen.getByRole('heading', { name: raffle.title })).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  const filling = snapshot.matches('filling');
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', filling);
  expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty(
    'checked',
    snapshot.matches('declined'),
  );
  expect(screen.queryByText('You need to agree to join this raffle.') !== null).toBe(
    snapshot.matches('declined'),
  );
  expect(screen.queryByRole('button', { name: 'Join the Raffle' }) !== null).toBe(filling);
  if (!filling) return;
  for (const [name, label] of Object.entries(LABELS)) {
    expect(screen.getByLabelText(label)).toHaveValue(context.values[name as RaffleField]);
  }
  for (const message of Object.values(context.fieldErrors))
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  expect(screen.queryByText(/You're in!/) !== null).toBe(context.succeeded);
}

const input: RaffleFormInput = { slug: raffle.slug, member: null, membershipNumber: null };

defineModelSuite({
  name: 'raffleForm',
  machine: raffleFormMachine,
  inputs: [input],
  unreachable: {
    'raffleForm.declined|consent.choose|0 false':
      "a checked No radio sends nothing when clicked again; 'says consent is needed after No and takes a Yes later' in raffle-form.machine.test.ts covers it",
  },
  events,
  serializeState,
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const machine = raffleFormMachine.provide({
      actors: {
        enterRaffle: calls.actor('enterRaffle'),
        locationPicker: locationPickerMachine.provide({
          actors: {
            loadProvinces: fromPromise(() =>
              Promise.resolve([{ code: '1300000000', name: 'Metro Manila' }]),
            ),
            loadCities: fromPromise(() => Promise.resolve<City[]>([])),
            loadBarangays: fromPromise(() => Promise.resolve<Barangay[]>([])),
          },
        }),
      },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(
      <RaffleView actor={actor} raffle={raffle} captcha={{ provider: 'development' }} />,
    );
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'consent.choose':
            return user.click(screen.getByRole('radio', { name: event.consent ? 'Yes' : 'No' }));
          case 'field.change': {
            const field = screen.getByLabelText(LABELS[event.name as RaffleField]);
            if (event.name === 'birthday') {
              await user.clear(field);
              return user.type(field, String(event.value));
            }
            return retype(user, field, String(event.value));
          }
          case 'location.change':
            // The location picker tells the form what was picked; its own paths are tested apart.
            actor.send(event as Parameters<typeof actor.send>[0]);
            return;
          case 'captcha.change':
            return user.click(screen.getByLabelText("I'm not a robot"));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Join the Raffle' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: () => {
        for (const call of calls.inputs.get('enterRaffle') ?? []) {
          expect(call).toEqual({
            slug: raffle.slug,
            payload: {
              grNumber: '8800123400000011',
              firstName: 'Maria Clara',
              middleName: undefined,
              lastName: 'Santos',
              suffix: undefined,
              birthday: '1990-03-14 00:00:00',
              mobile: '639170000001',
              email: 'maria.santos@example.ph',
              street: '25 Ortigas Avenue',
              barangay: 'San Antonio',
              city: 'Pasig City',
              province: 'Metro Manila',
              region: 'NCR',
              zipCode: '1605',
              country: 178,
              consent: true,
              recaptcha: CAPTCHA_PASS,
            },
          });
        }
      },
    };
  },
});
