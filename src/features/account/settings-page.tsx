import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import {
  isAllowAll,
  type Preference,
  type preferencesMachine,
} from '#machines/preferences/preferences.machine';
import { Form } from '#src/components/fields/form';
import { API_PREFIX } from '#contract/endpoint-definition';
import { exportMemberData } from '#contract/calls/data-export';
import { Button, buttonClassName } from '#src/components/ui/button';
import { SmartLink } from '#src/components/ui/smart-link';
import { preferencesFlow } from './account.actors';
import styles from './account.module.css';
import { DevicesPanel } from './devices-panel';
import { inspect } from '#src/lib/inspection';

const LABELS: { name: Preference; label: string; hint: string }[] = [
  { name: 'smsSubscription', label: 'SMS', hint: 'Offers and updates by text message' },
  { name: 'emailSubscription', label: 'Email', hint: 'Offers and updates by email' },
  { name: 'discountsSubscription', label: 'Discounts', hint: 'Discounts from our partners' },
  { name: 'exclusivesSubscription', label: 'Exclusives', hint: 'Member-only events and deals' },
  {
    name: 'creditScoringSubscription',
    label: 'Credit scoring',
    hint: 'Use of my data for credit scoring by our partners',
  },
];

/**
 * docs/specification.md#preferences; change passcode and delete my account are supplied
 * by the route.
 */
export function SettingsPage({
  member,
  onSaved,
  changePasscode,
  deleteAccount,
}: {
  member: MemberDetails;
  onSaved: () => void;
  changePasscode: ReactNode;
  deleteAccount: ReactNode;
}) {
  const [machine] = useState(() => preferencesFlow(onSaved));
  const actor = useActorRef(machine, { input: { member }, inspect });
  return (
    <>
      <h1 className={styles.pageTitle}>Security and preferences</h1>
      <PreferencesPanel actor={actor} />
      <section className={styles.panel} aria-labelledby="change-passcode-title">
        <h2 id="change-passcode-title" className={styles.panelTitle}>
          Change Passcode
        </h2>
        {changePasscode}
      </section>
      <DevicesPanel />
      <YourDataPanel />
      <section className={styles.panel} aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className={styles.panelTitle}>
          Delete your account
        </h2>
        {deleteAccount}
      </section>
    </>
  );
}

/** The member's right to their data (Data Privacy Act of 2012). */
function YourDataPanel() {
  return (
    <section className={styles.panel} aria-labelledby="your-data-title">
      <h2 id="your-data-title" className={styles.panelTitle}>
        Your data
      </h2>
      <p className={styles.note}>
        Under the Data Privacy Act of 2012 you may have a copy of the personal data we hold about
        you: your profile, your card, your preferences with every change you made to them, your
        sign-ins, your points transactions and your missing-points claims, in one JSON file. Read
        how we use it in our <SmartLink href="/privacy-policy">Privacy Policy</SmartLink>.
      </p>
      <div className={styles.actions}>
        {/* A plain download: the browser keeps the file, and the page stays where it is. */}
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={`${API_PREFIX}${exportMemberData.path}`}
          download
        >
          Download my data
        </a>
      </div>
    </section>
  );
}

export function PreferencesPanel({ actor }: { actor: ActorRefFrom<typeof preferencesMachine> }) {
  const view = useSelector(actor, (snapshot) => ({
    draft: snapshot.context.draft,
    error: snapshot.context.error,
    justSaved: snapshot.context.justSaved,
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
  }));

  const preference = (item: (typeof LABELS)[number]) => (
    <Toggle
      key={item.name}
      label={item.label}
      hint={item.hint}
      checked={view.draft[item.name]}
      onChange={() => actor.send({ type: 'preference.toggle', name: item.name })}
    />
  );
  return (
    <section className={styles.panel} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className={styles.panelTitle}>
        Marketing and personalisation
      </h2>
      <Form className={styles.sectionForm} onSubmit={() => actor.send({ type: 'form.submit' })}>
        <fieldset className={styles.toggles}>
          <legend className={styles.legend}>Send me</legend>
          {LABELS.slice(0, 2).map(preference)}
        </fieldset>
        <fieldset className={styles.toggles}>
          <legend className={styles.legend}>Subscriptions</legend>
          <Toggle
            label="Allow All"
            hint="Discounts, exclusives and credit scoring"
            checked={isAllowAll(view.draft)}
            onChange={() => actor.send({ type: 'allowall.toggle' })}
          />
          {LABELS.slice(2).map(preference)}
        </fieldset>
        <p className={styles.note}>
          Changes to your preferences may take up to five days to take effect. Read our{' '}
          <SmartLink href="/privacy-policy">Privacy Policy</SmartLink>.
        </p>
        {view.error && (
          <p className={styles.error} role="alert">
            {view.error}
          </p>
        )}
        <p className={styles.saved} role="status">
          {view.justSaved ? 'Your preferences were saved.' : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={!view.canSubmit} aria-busy={view.busy}>
            Confirm my Preferences
          </Button>
        </div>
      </Form>
    </section>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={checked} onChange={onChange} />
      <span>
        {label}
        <span className={styles.note}> · {hint}</span>
      </span>
    </label>
  );
}
