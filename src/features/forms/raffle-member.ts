import type { ActorRefFrom } from 'xstate';
import { waitFor } from 'xstate';
import * as membersCalls from '#contract/calls/members';
import type { MemberDetails } from '#contract/members';
import type { sessionMachine } from '#machines/session/session.machine';
import { call } from '#src/lib/api';

export interface RaffleMember {
  member: MemberDetails | null;
  membershipNumber: string | null;
}

const NO_MEMBER: RaffleMember = { member: null, membershipNumber: null };

/**
 * A signed-in member's details and card number fill the raffle form in (the session check is
 * waited for, never a sleep). A visitor, or a member whose details do not load, gets the empty
 * form: the raffle itself does not depend on them.
 */
export async function loadRaffleMember(
  session: ActorRefFrom<typeof sessionMachine>,
): Promise<RaffleMember> {
  const snapshot = await waitFor(session, (state) => !state.hasTag('pending'));
  if (!snapshot.matches('authenticated')) return NO_MEMBER;
  try {
    const [member, card] = await Promise.all([
      call(membersCalls.getMemberDetails),
      call(membersCalls.getMemberCard),
    ]);
    return { member, membershipNumber: card.cardNumber };
  } catch {
    return NO_MEMBER;
  }
}
