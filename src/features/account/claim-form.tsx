import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type ReceiptChannel, TOO_MANY_OPEN_CLAIMS_MESSAGE } from '#contract/claims';
import {
  type ClaimField,
  type ClaimFormInput,
  type claimFormMachine,
} from '#machines/claim-form/claim-form.machine';
import { Form } from '#src/components/fields/form';
import { TextField, type TextFieldProps } from '#src/components/fields/text-field';
import { Button, buttonClassName } from '#src/components/ui/button';
import { inspect } from '#src/lib/inspection';
import panel from './account.module.css';
import { claimFormFlow } from './claims.actors';
import styles from './claims.module.css';

type ClaimFormActor = ActorRefFrom<typeof claimFormMachine>;

const RECEIPT_SENT: Record<NonNullable<ReceiptChannel>, string> = {
  email: 'We sent a receipt to your email.',
  sms: 'We sent a receipt to your mobile number by SMS.',
};
const RECEIPT_NOT_SENT =
  'We could not send a receipt just now. Your claim is saved all the same: keep its reference.';

const claimsLink = (
  <Link to="/account/claims" className={buttonClassName({ variant: 'outline' })}>
    See your claims
  </Link>
);

/** Report missing points (docs/decisions/0067-missing-points-claims.md). */
export function ClaimFormPage({ input }: { input: ClaimFormInput }) {
  const actor = useActorRef(claimFormFlow, { input, inspect });
  return (
    <>
      <h1 className={panel.pageTitle}>Report missing points</h1>
      <section className={panel.panel}>
        <ClaimFormView actor={actor} />
      </section>
    </>
  );
}

export function ClaimFormView({ actor }: { actor: ClaimFormActor }) {
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('limitReached')
      ? 'limitReached'
      : snapshot.matches('received')
        ? 'received'
        : 'form',
  );
  if (step === 'limitReached') {
    return (
      <>
        <p role="alert">{TOO_MANY_OPEN_CLAIMS_MESSAGE}</p>
        <div className={styles.actions}>{claimsLink}</div>
      </>
    );
  }
  return step === 'received' ? <ClaimReceived actor={actor} /> : <ClaimFields actor={actor} />;
}

function ClaimReceived({ actor }: { actor: ClaimFormActor }) {
  const claim = useSelector(actor, (snapshot) => snapshot.context.claim);
  const receipt = useSelector(actor, (snapshot) => snapshot.context.receipt);
  const answer = useRef<HTMLDivElement>(null);
  // What the member was typing has gone: the answer takes the focus in its place.
  useEffect(() => answer.current?.focus(), []);
  return (
    <>
      <div role="status" className={styles.received} tabIndex={-1} ref={answer}>
        <h2 className={styles.receivedTitle}>Claim received</h2>
        <p>
          Your reference is <span className={styles.reference}>{claim?.reference}</span>.
        </p>
        <p>{receipt === null ? RECEIPT_NOT_SENT : RECEIPT_SENT[receipt]}</p>
        <p className={panel.muted}>We will look into it; its status shows in your claims.</p>
      </div>
      <div className={styles.actions}>
        {claimsLink}
        <Button variant="secondary" onClick={() => actor.send({ type: 'form.restart' })}>
          Report another purchase
        </Button>
      </div>
    </>
  );
}

const FIELDS: {
  name: ClaimField;
  label: string;
  props: Omit<TextFieldProps, 'label' | 'value' | 'onChange'>;
}[] = [
  { name: 'storeName', label: 'Store', props: { maxLength: 120, autoComplete: 'off' } },
  { name: 'purchaseDate', label: 'Purchase date', props: { type: 'date' } },
  {
    name: 'amount',
    label: 'Amount paid',
    props: { inputMode: 'decimal', maxLength: 16, placeholder: '1250.50', autoComplete: 'off' },
  },
  {
    name: 'receiptNumber',
    label: 'Receipt number',
    props: {
      maxLength: 30,
      autoComplete: 'off',
      autoCapitalize: 'characters',
      spellCheck: false,
    },
  },
];

function ClaimFields({ actor }: { actor: ClaimFormActor }) {
  const view = useSelector(actor, (snapshot) => ({
    values: snapshot.context.values,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    window: snapshot.context.window,
    fromTransaction: snapshot.context.transactionId !== null,
    busy: snapshot.hasTag('busy'),
  }));
  return (
    <Form
      className={panel.sectionForm}
      aria-label="Report missing points"
      aria-busy={view.busy}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      <p className={styles.intro}>
        {view.fromTransaction
          ? 'We filled in the purchase from your transaction. Add the receipt number and send it to us.'
          : 'Tell us about a purchase from the last 30 days whose points did not arrive.'}
      </p>
      {view.error && (
        <p className={panel.error} role="alert">
          {view.error}
        </p>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          value={view.values[field.name]}
          error={view.fieldErrors[field.name]}
          {...field.props}
          {...(field.name === 'purchaseDate'
            ? { min: view.window.from, max: view.window.until }
            : {})}
          onChange={(value) => actor.send({ type: 'field.change', name: field.name, value })}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={view.busy} disabled={view.busy}>
          Send claim
        </Button>
      </div>
    </Form>
  );
}
