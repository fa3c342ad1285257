import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import type { sessionMachine } from '#machines/session/session.machine';
import type { VerifiedActionKind } from '#machines/verified-action/verified-action.machine';
import { ChangePasscodeView } from './change-passcode-view';
import { EmailVerificationView } from './email-verification-view';
import { AccountDeletionView } from './account-deletion-view';
import { emailVerificationFlow } from './auth.actors';
import { accountDeletionFlow, changePasscodeFlow } from './verified-action.actors';
import { inspect } from '#src/lib/inspection';

type Session = ActorRefFrom<typeof sessionMachine>;

/**
 * A verified action's actor: once the server has ended every session, the session is forgotten
 * here and the member goes to `leaveTo` (login after a passcode change, home after a deletion).
 */
function useVerifiedAction(
  kind: VerifiedActionKind,
  { member, session }: { member: MemberDetails; session: Session },
  leaveTo: '/login' | '/',
) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    FLOWS[kind](() => {
      session.send({ type: 'session.logout' });
      void navigate({ to: leaveTo });
    }),
  );
  return useActorRef(machine, {
    input: {
      kind,
      birthday: member.birthday,
      mobile: member.mobileNumber,
      countryCode: member.countryCode,
    },
    inspect,
  });
}

const FLOWS = { changePasscode: changePasscodeFlow, deleteAccount: accountDeletionFlow };

export function ChangePasscodePanel(props: { member: MemberDetails; session: Session }) {
  return <ChangePasscodeView actor={useVerifiedAction('changePasscode', props, '/login')} />;
}

export function AccountDeletionPanel(props: { member: MemberDetails; session: Session }) {
  return <AccountDeletionView actor={useVerifiedAction('deleteAccount', props, '/')} />;
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
