import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import type { sessionMachine } from '#machines/session/session.machine';
import { ChangePasscodeView } from './change-passcode-view';
import { EmailVerificationView } from './email-verification-view';
import { AccountDeletionView } from './account-deletion-view';
import { changePasscodeFlow, emailVerificationFlow } from './auth.actors';
import { accountDeletionFlow } from './deletion.actors';
import { inspect } from '#src/lib/inspection';

/** Change passcode ends the session here once the server has ended them all. */
export function ChangePasscodePanel({
  member,
  session,
}: {
  member: MemberDetails;
  session: ActorRefFrom<typeof sessionMachine>;
}) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    changePasscodeFlow(() => {
      // The server has already ended every session; forget it here, then sign in again.
      session.send({ type: 'session.logout' });
      void navigate({ to: '/login' });
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      birthday: member.birthday,
      mobile: member.mobileNumber,
      countryCode: member.countryCode,
    },
    inspect,
  });
  return <ChangePasscodeView actor={actor} />;
}

/** Delete my account: once the deletion is set, the session is forgotten here and the member leaves. */
export function AccountDeletionPanel({
  member,
  session,
}: {
  member: MemberDetails;
  session: ActorRefFrom<typeof sessionMachine>;
}) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    accountDeletionFlow(() => {
      session.send({ type: 'session.logout' });
      void navigate({ to: '/' });
    }),
  );
  const actor = useActorRef(machine, {
    input: { mobile: member.mobileNumber, countryCode: member.countryCode },
    inspect,
  });
  return <AccountDeletionView actor={actor} />;
}

export function EmailVerificationPanel({
  member,
  onVerified,
}: {
  member: MemberDetails;
  onVerified: () => void;
}) {
  const [machine] = useState(() => emailVerificationFlow(onVerified));
  const actor = useActorRef(machine, {
    input: { email: member.email, verified: member.isMailVerified },
    inspect,
  });
  return <EmailVerificationView actor={actor} email={member.email ?? ''} />;
}
