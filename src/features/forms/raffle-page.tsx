import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import type { Raffle } from '#contract/forms';
import type { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import {
  type RaffleField,
  type raffleFormMachine,
  SUCCESS_MESSAGE,
} from '#machines/raffle-form/raffle-form.machine';
import { Captcha } from '#src/components/captcha/captcha';
import { LocationSelects } from '#src/components/fields/location-selects';
import { TextField } from '#src/components/fields/text-field';
import { PromoEnded } from '#src/components/feedback/promo-ended';
import { Form } from '#src/components/fields/form';
import { Button } from '#src/components/ui/button';
import { sanitizeHtml } from '#src/lib/sanitize';
import { raffleFormFlow } from './forms.actors';
import type { RaffleMember } from './raffle-member';
import styles from './forms.module.css';
import { inspect } from '#src/lib/inspection';
import { useHydrating } from '#src/lib/hydration';

type RaffleActor = ActorRefFrom<typeof raffleFormMachine>;
type PickerActor = ActorRefFrom<typeof locationPickerMachine>;

const FIELDS: {
  name: RaffleField;
  label: string;
  optional?: boolean;
  props?: Record<string, string | number>;
}[] = [
  { name: 'grNumber', label: 'Membership number', props: { inputMode: 'numeric', maxLength: 16 } },
  { name: 'firstName', label: 'First name', props: { autoComplete: 'given-name', maxLength: 50 } },
  {
    name: 'middleName',
    label: 'Middle name',
    optional: true,
    props: { autoComplete: 'additional-name', maxLength: 50 },
  },
  { name: 'lastName', label: 'Last name', props: { autoComplete: 'family-name', maxLength: 50 } },
  {
    name: 'suffix',
    label: 'Suffix',
    optional: true,
    props: { autoComplete: 'honorific-suffix', maxLength: 10 },
  },
  { name: 'birthday', label: 'Birthday', props: { type: 'date', autoComplete: 'bday' } },
  {
    name: 'mobile',
    label: 'Mobile number (+63)',
    props: {
      inputMode: 'numeric',
      autoComplete: 'tel-national',
      maxLength: 10,
      placeholder: '9XXXXXXXXX',
    },
  },
  {
    name: 'email',
    label: 'Email',
    props: { type: 'email', autoComplete: 'email', maxLength: 255 },
  },
  {
    name: 'street',
    label: 'Street address',
    props: { autoComplete: 'address-line1', maxLength: 250 },
  },
];

export function RaffleForm({
  actor,
  captcha,
}: {
  actor: RaffleActor;
  captcha: ClientConfig['captcha'];
}) {
  const view = useSelector(actor, (snapshot) => ({
    consent: snapshot.matches('askingConsent') ? null : snapshot.matches('declined') ? false : true,
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    succeeded: snapshot.context.succeeded,
    captchaKey: snapshot.context.captchaKey,
    busy: snapshot.hasTag('busy'),
    picker: snapshot.children.locationPicker as PickerActor | undefined,
  }));
  const errors = view.fieldErrors;
  // Off without JavaScript; with it, on from the first paint, and a choice made before the app
  // runs reaches the machine when it does (decision 0060).
  const hydrating = useHydrating();

  return (
    <div className={styles.form}>
      <fieldset className={styles.consent} disabled={hydrating} data-needs-script="">
        <legend className={styles.legend}>
          Do you agree to the mechanics above and to Go Rewards using your details for this raffle?
        </legend>
        {[
          { label: 'Yes', consent: true },
          { label: 'No', consent: false },
        ].map((option) => (
          <label key={option.label} className={styles.radio}>
            <input
              type="radio"
              name="consent"
              checked={view.consent === option.consent}
              onChange={() => actor.send({ type: 'consent.choose', consent: option.consent })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {view.consent === false && (
        <p className={styles.muted} role="status">
          You need to agree to join this raffle.
        </p>
      )}
      {view.succeeded && (
        <p className={styles.success} role="status">
          {SUCCESS_MESSAGE}
        </p>
      )}
      {view.consent === true && (
        <Form className={styles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
          {view.error && (
            <p className={styles.error} role="alert">
              {view.error}
            </p>
          )}
          <div className={styles.grid}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.optional ? `${field.label} (optional)` : field.label}
                value={view.values[field.name]}
                error={errors[field.name]}
                onChange={(value) => actor.send({ type: 'field.change', name: field.name, value })}
                {...field.props}
              />
            ))}
          </div>
          {view.picker && (
            <LocationSelects
              picker={view.picker}
              errors={{ ...errors, barangay: errors.barangay ?? errors.region }}
            />
          )}
          <TextField
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={view.values.zipCode}
            error={errors.zipCode}
            onChange={(value) => actor.send({ type: 'field.change', name: 'zipCode', value })}
          />
          <div>
            <Captcha
              key={view.captchaKey}
              config={captcha}
              onChange={(token) => actor.send({ type: 'captcha.change', token })}
            />
            {errors.recaptcha && (
              <p className={styles.error} role="alert">
                {errors.recaptcha}
              </p>
            )}
          </div>
          <Button type="submit" aria-busy={view.busy} disabled={view.busy}>
            Join the Raffle
          </Button>
        </Form>
      )}
    </div>
  );
}

/** docs/specification.md#raffle-survey. The mechanics are sanitised. */
export function RafflePage({
  raffle,
  captcha,
  member,
}: {
  raffle: Raffle;
  captcha: ClientConfig['captcha'];
  /** A signed-in member's own details, to fill the form in. */
  member: RaffleMember;
}) {
  const actor = useActorRef(raffleFormFlow, {
    input: { slug: raffle.slug, ...member },
    inspect,
  });
  return <RaffleView actor={actor} raffle={raffle} captcha={captcha} />;
}

export function RaffleView({
  actor,
  raffle,
  captcha,
}: {
  actor: RaffleActor;
  raffle: Raffle;
  captcha: ClientConfig['captcha'];
}) {
  const ended = useSelector(actor, (snapshot) => snapshot.matches('ended'));
  const description = useMemo(() => sanitizeHtml(raffle.description), [raffle.description]);
  if (raffle.ended || raffle.maintenance || ended) return <PromoEnded title={raffle.title} />;
  return (
    <article className={styles.page}>
      <img className={styles.banner} src={raffle.bannerImage} alt="" width={1200} height={360} />
      <h1 className={styles.title}>{raffle.title}</h1>
      <div className={styles.cms} dangerouslySetInnerHTML={{ __html: description }} />
      <section className={styles.panel} aria-labelledby="raffle-form-title">
        <h2 id="raffle-form-title" className={styles.panelTitle}>
          Register for the raffle
        </h2>
        <RaffleForm actor={actor} captcha={captcha} />
      </section>
    </article>
  );
}
