import { DEMO_PASSCODE, demoMembers, type DemoMember } from '#server/db/seed/members-data';

function seeded(index: number): DemoMember {
  const member = demoMembers[index];
  if (!member) throw new Error(`the seed has no demo member ${index}`);
  return member;
}

/** The seed's demo members (docs/specification.md#demo-members) by role, in the seed's order. */
export const DEMO_MEMBERS = {
  active: seeded(0),
  newMember: seeded(1),
  expired: seeded(2),
  migrated: seeded(3),
  staged: seeded(4),
  inactive: seeded(5),
  lockedOut: seeded(6),
};
export type DemoRole = keyof typeof DEMO_MEMBERS;

function byRole<T>(pick: (member: DemoMember) => T): Record<DemoRole, T> {
  const { active, newMember, expired, migrated, staged, inactive, lockedOut } = DEMO_MEMBERS;
  return {
    active: pick(active),
    newMember: pick(newMember),
    expired: pick(expired),
    migrated: pick(migrated),
    staged: pick(staged),
    inactive: pick(inactive),
    lockedOut: pick(lockedOut),
  };
}

/** '+639170000001' → '09170000001', the way a member types it. */
export const local = (e164: string) => `0${e164.slice(3)}`;

/** Their mobile numbers in E.164. */
export const DEMO = byRole((member) => member.mobile);
/** Their mobile numbers as typed into the sign-in form. */
export const DEMO_LOCAL = byRole((member) => local(member.mobile));
/** The published demo passcode: a demo value, never a production credential. */
export const PASSCODE = DEMO_PASSCODE;
