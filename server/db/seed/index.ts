import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { PageSchema } from '#contract/settings';
import type { Database } from '../client';
import {
  announcements,
  cards,
  categories,
  members,
  pages,
  raffles,
  settings,
  socialIdentities,
  surveys,
  transactions,
} from '../schema';
import { DEV_IDENTITIES } from '../../adapters/dev-identities';
import { DEV_SOCIAL_PROVIDER_ID } from '../../config';
import { invalidateContent } from '../content-generation';
import type { PasscodeHasher } from '../../adapters/passcode-hasher';
import { manilaDay } from '../../shared/manila';
import { raffleRows, surveyRows } from './forms-data';
import { DEMO_PASSCODE, demoMembers } from './members-data';
import { seedContent } from './content';
import { contentData } from './content-data';
import {
  announcementRow,
  categoryImagePaths,
  categoryRows,
  footerPage,
  genericPages,
  headerPage,
  policyPage,
  settingRows,
} from './settings-data';
import { balanceAfter, generateTransactions } from './transactions-data';

export interface SeedOptions {
  hasher: PasscodeHasher;
  now?: Date;
}

const HISTORY: Record<string, { count: number; spanDays: number; opening: number }> = {
  '+639170000001': { count: 150, spanDays: 540, opening: 9_870.35 },
  '+639170000002': { count: 3, spanDays: 30, opening: 0 },
};
const DEFAULT_HISTORY = { count: 4, spanDays: 400, opening: 250 };

export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const today = manilaDay(now);
  await db.transaction(async (tx) => {
    for (const page of [headerPage, footerPage, policyPage, ...genericPages(contentData(today))]) {
      const [existing] = await tx
        .select({ value: pages.value })
        .from(pages)
        .where(eq(pages.apiId, page.api_id));
      if (!existing) {
        await tx.insert(pages).values({ apiId: page.api_id, value: page.value });
      } else if (!v.is(PageSchema, { api_id: page.api_id, value: existing.value })) {
        // A page the contract has outgrown (the home page before the content issue) is replaced;
        // a valid page, perhaps edited by an operator, is left as it is.
        await tx
          .update(pages)
          .set({ value: page.value, updatedAt: now })
          .where(eq(pages.apiId, page.api_id));
      }
    }
    for (const row of settingRows) {
      await tx
        .insert(settings)
        .values({ name: row.name, details: row.details })
        .onConflictDoNothing();
    }
    // Categories have no unique key: each (kind, name) of the list is added when missing.
    for (const [index, row] of categoryRows.entries()) {
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(eq(categories.categoryId, row.categoryId), eq(categories.category, row.category)),
        );
      if (existing) continue;
      const images = categoryImagePaths(row.category);
      await tx.insert(categories).values({
        categoryId: row.categoryId,
        category: row.category,
        activeImgPath: images.active,
        defaultImgPath: images.default,
        sortOrder: index,
      });
    }
    const [announcementCount] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(announcements);
    if (!announcementCount?.n) await tx.insert(announcements).values(announcementRow);
    await tx.insert(raffles).values(raffleRows).onConflictDoNothing({ target: raffles.slug });
    await tx.insert(surveys).values(surveyRows).onConflictDoNothing({ target: surveys.surveyId });
    await seedContent(tx, today);
  });
  // The content just written replaces whatever this process's cache holds.
  invalidateContent();

  const passcodeHashes = await Promise.all(
    demoMembers.map(() => options.hasher.hash(DEMO_PASSCODE)),
  );
  await db.transaction(async (tx) => {
    for (const [index, demo] of demoMembers.entries()) {
      const [inserted] = await tx
        .insert(members)
        .values({
          mobileE164: demo.mobile,
          status: demo.status,
          passcodeHash: passcodeHashes[index] ?? '',
          firstName: demo.firstName,
          middleName: demo.middleName,
          lastName: demo.lastName,
          birthday: demo.birthday,
          gender: demo.gender,
          civilStatus: demo.civilStatus,
          nationality: 'Filipino',
          email: demo.email,
          isMailVerified: demo.isMailVerified,
          country: demo.address ? 'PH' : null,
          ...(demo.address ?? {}),
          vehicleOwner: demo.vehicleOwner,
          fuelType: demo.fuelType,
          carNumber: demo.carNumber,
          smsSubscription: demo.subscriptions,
          emailSubscription: demo.subscriptions,
          discountsSubscription: demo.subscriptions,
          exclusivesSubscription: demo.subscriptions,
          creditScoringSubscription: false,
        })
        .onConflictDoNothing({ target: members.mobileE164 })
        .returning({ id: members.id });
      if (!inserted) continue;

      const history = HISTORY[demo.mobile] ?? DEFAULT_HISTORY;
      const rows = generateTransactions(
        index + 1,
        history.count,
        history.spanDays,
        now,
        history.opening,
      );
      const balance =
        demo.card.balance === '0' ? balanceAfter(history.opening, rows) : demo.card.balance;
      const [card] = await tx
        .insert(cards)
        .values({ ...demo.card, balance, memberId: inserted.id })
        .onConflictDoNothing({ target: cards.cardNumber })
        .returning({ id: cards.id });
      if (!card) continue;
      const [existing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(eq(transactions.cardId, card.id));
      if (!existing?.n)
        await tx.insert(transactions).values(rows.map((row) => ({ ...row, cardId: card.id })));
    }
    // The development provider's identities (docs/decisions/0036): the id 'dev' is reserved, so
    // no configured provider can ever sign in through these links.
    for (const identity of DEV_IDENTITIES) {
      if (!identity.linkedMobile) continue;
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.mobileE164, `+63${identity.linkedMobile.slice(1)}`));
      if (!member) continue;
      await tx
        .insert(socialIdentities)
        .values({
          provider: DEV_SOCIAL_PROVIDER_ID,
          subject: identity.subject,
          memberId: member.id,
        })
        .onConflictDoNothing();
    }
  });
}

export async function truncateAll(db: Database): Promise<void> {
  const result: unknown = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as { rows?: { tablename: string }[] }).rows ?? [];
  const names = rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (names.length)
    await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
  invalidateContent();
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pages);
  return !row?.n;
}
