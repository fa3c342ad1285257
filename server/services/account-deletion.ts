import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, like, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELETION_GRACE_DAYS } from '#contract/account-deletion';
import type { CodeSent } from '#contract/auth';
import type { Database } from '../db/client';
import {
  cards,
  knownBrowsers,
  members,
  oneTimeTokens,
  otpChallenges,
  outbox,
  preferenceChanges,
  raffleEntries,
  rateLimits,
  sessions,
  socialIdentities,
  surveyResponses,
} from '../db/schema';
import { ApiError } from '../shared/errors';
import {
  DELETION_SUBJECT,
  deletionCancelledNotice,
  deletionScheduledNotice,
} from './blocks/messages';
import type { Deps, Requester } from './deps';
import type { MemberRow } from './members';
import { revokeMemberSessions } from './sessions';
import type { MemberTokenProof } from './verification/member-tokens';
import { voidMemberTokens } from './verification/tokens';
import { voidMemberChallenges } from './verification/otp';
import {
  DELETE_ACCOUNT,
  performVerifiedAction,
  requestActionCode,
} from './verification/verified-action';

const GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

function refuseIfScheduled(member: MemberRow): void {
  if (member.deletionDueAt) throw new ApiError('ACCOUNT_DELETION_PENDING');
}

/** Step 1: the passcode (with the login's lockout), then an SMS code for purpose 'deletion'. */
export function requestDeletionCode(
  deps: Deps<'db' | 'hasher' | 'config' | 'sender'>,
  request: { member: MemberRow; passcode: string; now: Date; requester: Requester },
): Promise<CodeSent> {
  refuseIfScheduled(request.member);
  return requestActionCode(deps, { ...request, action: DELETE_ACCOUNT });
}

/**
 * Step 2: the verified code's token and the passcode once more. The deletion is set for the end of
 * the grace period and every session of the member ends, this one included.
 */
export async function scheduleDeletion(
  deps: Deps<'db' | 'hasher' | 'config' | 'sender'>,
  request: {
    member: MemberRow;
    input: { passcode: string } & MemberTokenProof;
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<{ deletionDueAt: Date; sessionsEnded: number }> {
  const { member, input, now, log } = request;
  refuseIfScheduled(member);
  const deletionDueAt = new Date(now.getTime() + GRACE_MS);
  const sessionsEnded = await performVerifiedAction(deps, {
    ...request,
    action: DELETE_ACCOUNT,
    passcode: input.passcode,
    proof: input,
    perform: () => setDeletionDue(deps.db, { memberId: member.id, deletionDueAt, now }),
  });
  await tellMember(deps, {
    member,
    sms: deletionScheduledNotice(deletionDueAt, deps.config.supportEmail),
    log,
    event: 'account_deletion.notice_failed',
  });
  return { deletionDueAt, sessionsEnded };
}

/** Set for the end of the grace period, every session, code and token of the member ended. */
function setDeletionDue(
  db: Database,
  due: { memberId: string; deletionDueAt: Date; now: Date },
): Promise<number> {
  const { memberId, deletionDueAt, now } = due;
  return db.transaction(async (tx) => {
    const [scheduled] = await tx
      .update(members)
      .set({ deletionRequestedAt: now, deletionDueAt, updatedAt: now })
      .where(and(eq(members.id, memberId), isNull(members.deletionDueAt)))
      .returning({ id: members.id });
    if (!scheduled) throw new ApiError('ACCOUNT_DELETION_PENDING');
    const ended = await revokeMemberSessions(tx, { memberId, now, reason: 'account_deletion' });
    await voidMemberChallenges(tx, { memberId, now });
    await voidMemberTokens(tx, { memberId, now });
    return ended;
  });
}

/** Signing in during the grace period and choosing to keep the account. */
export async function keepAccount(
  deps: Deps<'db' | 'config' | 'sender'>,
  keep: { member: MemberRow; now: Date; log: FastifyBaseLogger },
): Promise<boolean> {
  const { member, now, log } = keep;
  const [kept] = await deps.db
    .update(members)
    .set({ deletionRequestedAt: null, deletionDueAt: null, updatedAt: now })
    .where(
      and(
        eq(members.id, member.id),
        isNotNull(members.deletionDueAt),
        isNull(members.anonymisedAt),
      ),
    )
    .returning({ id: members.id });
  if (!kept) return false;
  await tellMember(deps, {
    member,
    sms: deletionCancelledNotice(deps.config.supportEmail),
    log,
    event: 'account_deletion.cancel_notice_failed',
  });
  return true;
}

/** By SMS, and by email when the address is verified. A failed notice never fails the call. */
async function tellMember(
  deps: Deps<'sender'>,
  notice: { member: MemberRow; sms: string; log: FastifyBaseLogger; event: string },
): Promise<void> {
  const { member } = notice;
  const sends = [
    deps.sender.send({ channel: 'sms', to: member.mobileE164, body: notice.sms }),
    ...(member.email && member.isMailVerified
      ? [
          deps.sender.send({
            channel: 'email',
            to: member.email,
            subject: DELETION_SUBJECT,
            body: notice.sms,
          }),
        ]
      : []),
  ];
  const results = await Promise.allSettled(sends);
  if (results.some((result) => result.status === 'rejected')) {
    notice.log.warn({ event: notice.event, memberId: member.id }, 'notice not sent');
  }
}

/** How many accounts one housekeeping run anonymises at most (the rest wait for the next run). */
const PURGE_BATCH = 200;

/**
 * After the grace period: every personal detail is removed or overwritten. What stays is the
 * member row as an anonymous owner of its cards, with their balances and points transactions (the
 * programme's books), under card numbers that no longer name the member. Each account is done in
 * its own transaction, taken with SKIP LOCKED so two processes never work on the same one.
 */
export async function purgeDueDeletions(deps: Deps<'db'>, now: Date): Promise<number> {
  let purged = 0;
  while (purged < PURGE_BATCH) {
    const done = await deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(members)
        .where(
          and(
            isNotNull(members.deletionDueAt),
            lte(members.deletionDueAt, now),
            isNull(members.anonymisedAt),
          ),
        )
        .orderBy(members.deletionDueAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      await anonymise(tx, { member: due, now });
      return true;
    });
    if (!done) break;
    purged += 1;
  }
  return purged;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The member's mobile number as forms and messages may have written it. */
function mobileForms(member: MemberRow): string[] {
  const national = member.mobileE164.slice(`+${member.countryCodeNumber}`.length);
  return [member.mobileE164, national, `0${national}`, member.mobilePhoneAlternate].filter(
    (each): each is string => Boolean(each),
  );
}

async function anonymise(
  tx: Transaction,
  { member, now }: { member: MemberRow; now: Date },
): Promise<void> {
  const owned = await tx
    .select({ id: cards.id, cardNumber: cards.cardNumber })
    .from(cards)
    .where(eq(cards.memberId, member.id));
  const cardNumbers = owned.map((card) => card.cardNumber);
  const mobiles = mobileForms(member);
  const addresses = [...mobiles, ...(member.email ? [member.email] : [])];

  await tx
    .delete(raffleEntries)
    .where(
      or(
        cardNumbers.length ? inArray(raffleEntries.grNumber, cardNumbers) : undefined,
        inArray(raffleEntries.mobile, mobiles),
        member.email ? eq(raffleEntries.email, member.email) : undefined,
      ),
    );
  if (cardNumbers.length) {
    await tx.delete(surveyResponses).where(inArray(surveyResponses.grNumber, cardNumbers));
  }
  await tx.delete(outbox).where(inArray(outbox.to, addresses));
  await tx
    .delete(otpChallenges)
    .where(
      or(eq(otpChallenges.memberId, member.id), eq(otpChallenges.mobileE164, member.mobileE164)),
    );
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.memberId, member.id));
  await tx.delete(sessions).where(eq(sessions.memberId, member.id));
  await tx.delete(knownBrowsers).where(eq(knownBrowsers.memberId, member.id));
  await tx.delete(preferenceChanges).where(eq(preferenceChanges.memberId, member.id));
  await tx.delete(socialIdentities).where(eq(socialIdentities.memberId, member.id));
  // Counters keyed by the number (code checks, SMS windows) would still name it.
  await tx.delete(rateLimits).where(like(rateLimits.key, `%${member.mobileE164}%`));
  for (const card of owned) {
    await tx
      .update(cards)
      .set({ cardNumber: `deleted-${card.id}`, updatedAt: now })
      .where(eq(cards.id, card.id));
  }
  await tx
    .update(members)
    .set({
      mobileE164: `deleted:${member.id}`,
      status: 'INACTIVE',
      // Not a hash of anything: no passcode verifies against it.
      passcodeHash: '!deleted',
      failedLoginCount: 0,
      consecutiveFailures: 0,
      lockedUntil: null,
      firstName: '',
      middleName: null,
      lastName: '',
      birthday: null,
      gender: null,
      civilStatus: null,
      nationality: null,
      email: null,
      isMailVerified: false,
      mobilePhoneAlternate: null,
      address: null,
      country: null,
      province: null,
      city: null,
      barangay: null,
      region: null,
      zipCode: null,
      vehicleOwner: null,
      fuelType: 0,
      carNumber: 0,
      maxicareId: null,
      maxicareCardLast4Digits: null,
      image: null,
      ciamId: randomUUID(),
      buyingUnitInternalKey: null,
      smsSubscription: false,
      emailSubscription: false,
      discountsSubscription: false,
      exclusivesSubscription: false,
      creditScoringSubscription: false,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(members.id, member.id));
}
