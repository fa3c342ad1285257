import { useActorRef } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { MemberDetails } from '#contract/members';
import { Accordion } from '#src/components/ui/accordion';
import { addressSectionFlow, maxicareFlow, profileSectionFlow } from './account.actors';
import styles from './account.module.css';
import {
  AddressSection,
  CarSection,
  ContactSection,
  MaxicareSection,
  PersonalSection,
} from './profile-sections';
import { inspect } from '#src/lib/inspection';

/** docs/specification.md#profile; email verification is supplied by the route. */
export function ProfilePage({
  member,
  onSaved,
  emailVerification,
}: {
  member: MemberDetails;
  onSaved: () => void;
  emailVerification: ReactNode;
}) {
  const [flows] = useState(() => ({
    section: profileSectionFlow(onSaved),
    address: addressSectionFlow(onSaved),
    maxicare: maxicareFlow(onSaved),
  }));
  const personal = useActorRef(flows.section, { input: { section: 'personal', member }, inspect });
  const contact = useActorRef(flows.section, { input: { section: 'contact', member }, inspect });
  const address = useActorRef(flows.address, { input: { member }, inspect });
  const car = useActorRef(flows.section, { input: { section: 'car', member }, inspect });
  const maxicare = useActorRef(flows.maxicare, { input: { member }, inspect });

  return (
    <>
      <h1 className={styles.pageTitle}>Profile</h1>
      <div className={styles.content}>
        <Accordion title="Personal info" defaultOpen>
          <PersonalSection actor={personal} member={member} />
        </Accordion>
        <Accordion title="Contact info">
          <ContactSection actor={contact} member={member} />
        </Accordion>
        <Accordion title="Address">
          <AddressSection actor={address} />
        </Accordion>
        <Accordion title="Car ownership">
          <CarSection actor={car} />
        </Accordion>
        <Accordion title="Maxicare code">
          <MaxicareSection actor={maxicare} />
        </Accordion>
        <Accordion
          title="Email verification"
          summary={member.isMailVerified ? 'Verified' : 'Not verified'}
          defaultOpen={!member.isMailVerified}
        >
          {member.isMailVerified ? null : (
            <p className={styles.muted}>
              {member.email
                ? `We will send a 6-digit code to ${member.email}.`
                : 'Add your email in Contact info first.'}
            </p>
          )}
          {emailVerification}
        </Accordion>
      </div>
    </>
  );
}
