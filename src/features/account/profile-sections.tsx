import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { COUNTRIES, NATIONALITIES, PH_COUNTRY_CODE } from '#contract/reference';
import type { addressSectionMachine } from '#machines/address-section/address-section.machine';
import type { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import type { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import type { profileSectionMachine } from '#machines/profile-section/profile-section.machine';
import { LocationSelects } from '../../components/forms/location-selects';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
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

function useSection(actor: SectionActor) {
  return useSelector(actor, (snapshot) => ({
    draft: snapshot.context.draft,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    justSaved: snapshot.context.justSaved,
    changed: !snapshot.matches('pristine'),
    busy: snapshot.hasTag('busy'),
  }));
}

function frameProps(actor: SectionActor, view: ReturnType<typeof useSection>) {
  return {
    changed: view.changed,
    busy: view.busy,
    error: view.error,
    justSaved: view.justSaved,
    onSubmit: () => actor.send({ type: 'form.submit' }),
    onCancel: () => actor.send({ type: 'form.cancel' }),
  };
}

const value = (draft: Readonly<Record<string, string>>, name: string) => draft[name] ?? '';

/** Personal info: names and birth date are read-only; civil status, gender and nationality. */
export function PersonalSection({ actor, member }: { actor: SectionActor; member: MemberDetails }) {
  const view = useSection(actor);
  const change = (name: string) => (next: string) =>
    actor.send({ type: 'field.change', name, value: next });
  return (
    <SectionFrame {...frameProps(actor, view)}>
      <dl className={styles.readOnly}>
        <div>
          <dt>First name</dt>
          <dd>{member.firstName}</dd>
        </div>
        <div>
          <dt>Middle name</dt>
          <dd>{member.middleName ?? '—'}</dd>
        </div>
        <div>
          <dt>Last name</dt>
          <dd>{member.lastName}</dd>
        </div>
        <div>
          <dt>Birth date</dt>
          <dd>{member.birthday ?? '—'}</dd>
        </div>
      </dl>
      <SelectField
        label="Civil status"
        placeholder="Select your civil status"
        value={value(view.draft, 'civilStatus')}
        options={CIVIL_STATUSES}
        error={view.fieldErrors.civilStatus}
        onChange={change('civilStatus')}
      />
      <SelectField
        label="Gender"
        placeholder="Select your gender"
        value={value(view.draft, 'gender')}
        options={GENDERS}
        error={view.fieldErrors.gender}
        onChange={change('gender')}
      />
      <SelectField
        label="Nationality"
        placeholder="Select your nationality"
        value={value(view.draft, 'nationality')}
        options={NATIONALITY_OPTIONS}
        error={view.fieldErrors.nationality}
        requiredMark
        onChange={change('nationality')}
      />
    </SectionFrame>
  );
}

/** Contact info: the alternate mobile (digits, up to 15) and the email, locked once verified. */
export function ContactSection({ actor, member }: { actor: SectionActor; member: MemberDetails }) {
  const view = useSection(actor);
  const change = (name: string) => (next: string) =>
    actor.send({ type: 'field.change', name, value: next });
  return (
    <SectionFrame {...frameProps(actor, view)}>
      <dl className={styles.readOnly}>
        <div>
          <dt>Mobile number</dt>
          <dd>
            +{member.countryCodeNumber} {member.mobileNumber}
          </dd>
        </div>
      </dl>
      <TextField
        label="Alternate mobile number"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={15}
        value={value(view.draft, 'mobilePhoneAlternate')}
        error={view.fieldErrors.mobilePhoneAlternate}
        onChange={change('mobilePhoneAlternate')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={255}
        value={value(view.draft, 'email')}
        readOnly={member.isMailVerified}
        hint={
          member.isMailVerified
            ? 'Your email is verified and can no longer be changed.'
            : 'Verify it in Email verification below.'
        }
        error={view.fieldErrors.email}
        onChange={change('email')}
      />
    </SectionFrame>
  );
}

/** Car ownership: no car disables fuel type and number of cars, sent as 0. */
export function CarSection({ actor }: { actor: SectionActor }) {
  const view = useSection(actor);
  const change = (name: string) => (next: string) =>
    actor.send({ type: 'field.change', name, value: next });
  const ownsCar = value(view.draft, 'vehicleOwner') === '1';
  return (
    <SectionFrame {...frameProps(actor, view)}>
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
              checked={value(view.draft, 'vehicleOwner') === option.value}
              onChange={() => change('vehicleOwner')(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <SelectField
        label="Fuel type"
        placeholder={ownsCar ? 'Select a fuel type' : 'None'}
        value={ownsCar ? value(view.draft, 'fuelType').replace(/^0$/, '') : ''}
        options={FUEL_TYPES}
        disabled={!ownsCar}
        error={view.fieldErrors.fuelType}
        onChange={change('fuelType')}
      />
      <TextField
        label="Number of cars"
        inputMode="numeric"
        maxLength={2}
        disabled={!ownsCar}
        value={ownsCar ? value(view.draft, 'carNumber').replace(/^0$/, '') : '0'}
        error={view.fieldErrors.carNumber}
        onChange={change('carNumber')}
      />
    </SectionFrame>
  );
}

type AddressActor = ActorRefFrom<typeof addressSectionMachine>;
type PickerActor = ActorRefFrom<typeof locationPickerMachine>;

export function LocationPickerView({
  picker,
  errors,
  region,
}: {
  picker: PickerActor;
  errors: Record<string, string>;
  /** The region the form holds, when the form owns it (the saved address after a Cancel). */
  region?: string;
}) {
  const view = useSelector(picker, (snapshot) => ({
    context: snapshot.context,
    loading: {
      provinces: snapshot.matches({ provinces: 'loading' }),
      cities: snapshot.matches({ cities: 'loading' }),
      barangays: snapshot.matches({ barangays: 'loading' }),
    },
  }));
  const { context } = view;
  return (
    <LocationSelects
      provinces={context.provinces}
      cities={context.cities}
      barangays={context.barangays}
      province={context.province}
      city={context.city}
      barangay={context.barangay}
      region={region ?? context.region}
      loading={view.loading}
      errors={{ province: errors.province, city: errors.city, barangay: errors.barangay }}
      optionsError={context.error}
      onRetry={() => picker.send({ type: 'options.retry' })}
      onSelect={(level, code) => picker.send({ type: 'location.select', level, code })}
    />
  );
}

/** Address: country, the PSGC lists for the Philippines, zip code and address. */
export function AddressSection({ actor }: { actor: AddressActor }) {
  const view = useSelector(actor, (snapshot) => ({
    draft: snapshot.context.draft,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    justSaved: snapshot.context.justSaved,
    changed: !snapshot.matches('pristine'),
    busy: snapshot.hasTag('busy'),
    picker: snapshot.children.locationPicker,
    region: snapshot.context.region,
  }));
  const change = (name: string) => (next: string) =>
    actor.send({ type: 'field.change', name, value: next });
  const philippines = value(view.draft, 'country') === PH_COUNTRY_CODE;
  return (
    <SectionFrame
      changed={view.changed}
      busy={view.busy}
      error={view.error}
      justSaved={view.justSaved}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
    >
      <SelectField
        label="Country"
        value={value(view.draft, 'country')}
        options={COUNTRY_OPTIONS}
        error={view.fieldErrors.country}
        requiredMark
        onChange={change('country')}
      />
      {philippines && view.picker && (
        <LocationPickerView picker={view.picker} errors={view.fieldErrors} region={view.region} />
      )}
      {philippines && (
        <TextField
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={value(view.draft, 'zipCode')}
          error={view.fieldErrors.zipCode}
          requiredMark
          onChange={change('zipCode')}
        />
      )}
      <TextField
        label="Address"
        autoComplete="street-address"
        maxLength={250}
        hint="House or unit number, street and building"
        value={value(view.draft, 'address')}
        error={view.fieldErrors.address}
        requiredMark
        onChange={change('address')}
      />
    </SectionFrame>
  );
}

type MaxicareActor = ActorRefFrom<typeof maxicareMachine>;

/** Maxicare: step 1 the ID, step 2 the card's last 4 digits, then save. */
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
    <form
      className={styles.sectionForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(view.step === 1 ? { type: 'step.next' } : { type: 'form.submit' });
      }}
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
    </form>
  );
}
