import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { COUNTRIES, NATIONALITIES, PH_COUNTRY_CODE } from '#contract/reference';
import type { addressSectionMachine } from '#machines/address-section/address-section.machine';
import type { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import type { profileSectionMachine } from '#machines/profile-section/profile-section.machine';
import { Form } from '#src/components/fields/form';
import { LocationSelects } from '#src/components/fields/location-selects';
import { SelectField } from '#src/components/fields/select-field';
import { TextField } from '#src/components/fields/text-field';
import { Button } from '#src/components/ui/button';
import { formatBirthday, formatMobile } from '#src/lib/format';
import styles from './account.module.css';
import { SectionFrame } from './section-frame';

type SectionActor = ActorRefFrom<typeof profileSectionMachine>;

export const CIVIL_STATUSES = [
  { value: '1', label: 'Single' },
  { value: '2', label: 'Married' },
  { value: '3', label: 'Widowed' },
  { value: '4', label: 'Legally Separated' },
];
export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
];
export const FUEL_TYPES = [
  { value: '1', label: 'Gasoline' },
  { value: '2', label: 'Diesel' },
];
const NATIONALITY_OPTIONS = NATIONALITIES.map((name) => ({ value: name, label: name }));
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

interface FormSnapshot {
  context: {
    draft: Readonly<Record<string, string>>;
    fieldErrors: Record<string, string>;
    error: string | null;
    justSaved: boolean;
  };
  matches(state: 'pristine'): boolean;
  hasTag(tag: 'busy'): boolean;
}

type FormEvent =
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'field.change'; name: string; value: string };

const formView = (snapshot: FormSnapshot) => ({
  draft: snapshot.context.draft,
  fieldErrors: snapshot.context.fieldErrors,
  error: snapshot.context.error,
  justSaved: snapshot.context.justSaved,
  changed: !snapshot.matches('pristine'),
  busy: snapshot.hasTag('busy'),
});

function sectionForm(send: (event: FormEvent) => void, view: ReturnType<typeof formView>) {
  const value = (name: string) => view.draft[name] ?? '';
  const change = (name: string) => (next: string) =>
    send({ type: 'field.change', name, value: next });
  return {
    value,
    change,
    field: (name: string) => ({
      value: value(name),
      error: view.fieldErrors[name],
      onChange: change(name),
    }),
    frame: {
      changed: view.changed,
      busy: view.busy,
      error: view.error,
      justSaved: view.justSaved,
      onSubmit: () => send({ type: 'form.submit' }),
      onCancel: () => send({ type: 'form.cancel' }),
    },
  };
}

function useSection(actor: SectionActor) {
  const view = useSelector(actor, formView);
  return sectionForm((event) => actor.send(event), view);
}

function ReadOnlyFacts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.readOnly}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PersonalSection({ actor, member }: { actor: SectionActor; member: MemberDetails }) {
  const form = useSection(actor);
  return (
    <SectionFrame {...form.frame}>
      <ReadOnlyFacts
        facts={[
          ['First name', member.firstName],
          ['Middle name', member.middleName ?? '—'],
          ['Last name', member.lastName],
          ['Birth date', member.birthday ? formatBirthday(member.birthday) : '—'],
        ]}
      />
      <SelectField
        label="Civil status"
        placeholder="Select your civil status"
        options={CIVIL_STATUSES}
        {...form.field('civilStatus')}
      />
      <SelectField
        label="Gender"
        placeholder="Select your gender"
        options={GENDERS}
        {...form.field('gender')}
      />
      <SelectField
        label="Nationality"
        placeholder="Select your nationality"
        options={NATIONALITY_OPTIONS}
        requiredMark
        {...form.field('nationality')}
      />
    </SectionFrame>
  );
}

export function ContactSection({ actor, member }: { actor: SectionActor; member: MemberDetails }) {
  const form = useSection(actor);
  return (
    <SectionFrame {...form.frame}>
      <ReadOnlyFacts
        facts={[['Mobile number', formatMobile(member.countryCodeNumber, member.mobileNumber)]]}
      />
      <TextField
        label="Alternate mobile number"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={15}
        {...form.field('mobilePhoneAlternate')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={255}
        readOnly={member.isMailVerified}
        hint={
          member.isMailVerified
            ? 'Your email is verified and can no longer be changed.'
            : 'Verify it in Email verification below.'
        }
        {...form.field('email')}
      />
    </SectionFrame>
  );
}

/** Car ownership: no car disables fuel type and number of cars, sent as 0. */
export function CarSection({ actor }: { actor: SectionActor }) {
  const form = useSection(actor);
  const ownsCar = form.value('vehicleOwner') === '1';
  return (
    <SectionFrame {...form.frame}>
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>Do you own a car?</legend>
        {[
          { value: '1', label: 'Yes' },
          { value: '2', label: 'No' },
        ].map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name="vehicleOwner"
              value={option.value}
              checked={form.value('vehicleOwner') === option.value}
              onChange={() => form.change('vehicleOwner')(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <SelectField
        label="Fuel type"
        placeholder={ownsCar ? 'Select a fuel type' : 'None'}
        options={FUEL_TYPES}
        disabled={!ownsCar}
        {...form.field('fuelType')}
        value={ownsCar ? form.value('fuelType').replace(/^0$/, '') : ''}
      />
      <TextField
        label="Number of cars"
        inputMode="numeric"
        maxLength={2}
        disabled={!ownsCar}
        {...form.field('carNumber')}
        value={ownsCar ? form.value('carNumber').replace(/^0$/, '') : '0'}
      />
    </SectionFrame>
  );
}

type AddressActor = ActorRefFrom<typeof addressSectionMachine>;

export function AddressSection({ actor }: { actor: AddressActor }) {
  const view = useSelector(actor, (snapshot) => ({
    ...formView(snapshot),
    picker: snapshot.children.locationPicker,
    region: snapshot.context.region,
  }));
  const form = sectionForm((event) => actor.send(event), view);
  const philippines = form.value('country') === PH_COUNTRY_CODE;
  return (
    <SectionFrame {...form.frame}>
      <SelectField
        label="Country"
        options={COUNTRY_OPTIONS}
        requiredMark
        {...form.field('country')}
      />
      {philippines && view.picker && (
        <LocationSelects picker={view.picker} errors={view.fieldErrors} region={view.region} />
      )}
      {philippines && (
        <TextField
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          requiredMark
          {...form.field('zipCode')}
        />
      )}
      <TextField
        label="Address"
        autoComplete="street-address"
        maxLength={250}
        hint="House or unit number, street and building"
        requiredMark
        {...form.field('address')}
      />
    </SectionFrame>
  );
}

type MaxicareActor = ActorRefFrom<typeof maxicareMachine>;

export function MaxicareSection({ actor }: { actor: MaxicareActor }) {
  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    step: snapshot.matches('enteringId')
      ? 1
      : snapshot.matches('enteringDigits') || snapshot.matches('saving')
        ? 2
        : 0,
    busy: snapshot.hasTag('busy'),
  }));
  const { context } = view;
  const send = (event: Parameters<MaxicareActor['send']>[0]) => actor.send(event);
  if (view.step === 0) {
    return (
      <div className={styles.sectionForm}>
        <p>
          {context.savedId
            ? `Maxicare ID ${context.savedId}, card ending in ${context.savedDigits}`
            : 'No Maxicare card linked yet.'}
        </p>
        {context.justSaved && (
          <p className={styles.saved} role="status">
            Saved
          </p>
        )}
        <Button variant="secondary" onClick={() => send({ type: 'form.open' })}>
          {context.savedId ? 'Change Maxicare card' : 'Add Maxicare card'}
        </Button>
      </div>
    );
  }
  const errors = context.fieldErrors;
  return (
    <Form
      className={styles.sectionForm}
      onSubmit={() => send(view.step === 1 ? { type: 'step.next' } : { type: 'form.submit' })}
    >
      <p className={styles.stepCount}>Step {view.step} of 2</p>
      {view.step === 1 ? (
        <TextField
          label="Maxicare ID"
          autoComplete="off"
          maxLength={10}
          value={context.maxicareId}
          error={errors.maxicareId}
          hint="Letters and numbers only, up to 10"
          autoFocus
          onChange={(next) => send({ type: 'field.change', name: 'maxicareId', value: next })}
        />
      ) : (
        <TextField
          label="Last 4 digits of your Maxicare card"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={context.maxicareCardLast4Digits}
          error={errors.maxicareCardLast4Digits}
          autoFocus
          onChange={(next) =>
            send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: next })
          }
        />
      )}
      {context.error && !Object.keys(errors).length && (
        <p className={styles.error} role="alert">
          {context.error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={view.busy} disabled={view.busy}>
          {view.step === 1 ? 'Continue' : 'Save'}
        </Button>
        {view.step === 2 && (
          <Button variant="ghost" onClick={() => send({ type: 'step.back' })}>
            Back
          </Button>
        )}
        <Button variant="ghost" onClick={() => send({ type: 'form.cancel' })}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
