import { sql } from 'drizzle-orm';
import type { AccountStatus, ChallengeType } from '#contract/auth';
import type { ClaimStatus } from '#contract/claims';
import {
  bigint,
  bigserial,
  boolean,
  uniqueIndex,
  date,
  doublePrecision,
  index,
  integer,
  primaryKey,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const pages = pgTable('pages', {
  apiId: text('api_id').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  details: jsonb('details').notNull(),
  ...timestamps,
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  categoryId: smallint('category_id').notNull(),
  category: text('category').notNull(),
  activeImgPath: text('active_img_path').notNull(),
  defaultImgPath: text('default_img_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  actionButton: jsonb('action_button').$type<{ label: string; url: string } | null>(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** SUCCESS and NOT_FOUND are answers only, never a stored status. */
export type MemberStatus = Exclude<AccountStatus, 'SUCCESS' | 'NOT_FOUND'>;

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobileE164: text('mobile_e164').notNull().unique(),
    countryCode: text('country_code').notNull().default('PH'),
    countryCodeNumber: text('country_code_number').notNull().default('63'),
    status: text('status').$type<MemberStatus>().notNull(),
    /** argon2id with a server-side pepper; never the passcode itself. */
    passcodeHash: text('passcode_hash').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender'),
    civilStatus: smallint('civil_status'),
    nationality: text('nationality'),
    email: text('email'),
    isMailVerified: boolean('is_mail_verified').notNull().default(false),
    mobilePhoneAlternate: text('mobile_phone_alternate'),
    address: text('address'),
    country: text('country'),
    province: text('province'),
    city: text('city'),
    barangay: text('barangay'),
    region: text('region'),
    zipCode: text('zip_code'),
    vehicleOwner: smallint('vehicle_owner'),
    fuelType: smallint('fuel_type').notNull().default(0),
    carNumber: smallint('car_number').notNull().default(0),
    maxicareId: text('maxicare_id'),
    maxicareCardLast4Digits: text('maxicare_card_last4_digits'),
    image: text('image'),
    ciamId: uuid('ciam_id').notNull().defaultRandom(),
    buyingUnitInternalKey: text('buying_unit_internal_key'),
    smsSubscription: boolean('sms_subscription').notNull().default(false),
    emailSubscription: boolean('email_subscription').notNull().default(false),
    discountsSubscription: boolean('discounts_subscription').notNull().default(false),
    exclusivesSubscription: boolean('exclusives_subscription').notNull().default(false),
    creditScoringSubscription: boolean('credit_scoring_subscription').notNull().default(false),
    /**
     * "Delete my account": asked at, and the end of its 30-day grace period;
     * after that the housekeeping job anonymises the row and sets `anonymisedAt`.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('members_deletion_due_idx')
      .on(table.deletionDueAt)
      .where(sql`${table.deletionDueAt} is not null`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number').notNull().unique(),
    productLabel: text('product_label').notNull(),
    type: text('type').notNull(),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (table) => [index('cards_member_idx').on(table.memberId)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    purchaseTime: timestamp('purchase_time', { withTimezone: true }).notNull(),
    transactionTotalAmount: numeric('transaction_total_amount', {
      precision: 12,
      scale: 2,
    }).notNull(),
    earnValue: numeric('earn_value', { precision: 12, scale: 2 }).notNull().default('0'),
    redeemValue: numeric('redeem_value', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    index('transactions_card_time_idx').on(table.cardId, sql`${table.purchaseTime} desc`),
    index('transactions_card_store_time_idx').on(
      table.cardId,
      table.storeName,
      sql`${table.purchaseTime} desc`,
    ),
  ],
);

/**
 * Missing-points claims (docs/decisions/0067-missing-points-claims.md). A receipt is claimed once,
 * by anyone: the same store's receipt number twice is refused by the unique index.
 */
export const pointsClaims = pgTable(
  'points_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    receiptNumber: text('receipt_number').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('Received'),
    points: numeric('points', { precision: 12, scale: 2 }),
    note: text('note'),
    /** The transaction the member reported from, if any. */
    reportedTransactionId: bigint('reported_transaction_id', { mode: 'number' }).references(
      () => transactions.id,
      { onDelete: 'set null' },
    ),
    /** The transaction a credit added. */
    creditTransactionId: bigint('credit_transaction_id', { mode: 'number' }).references(
      () => transactions.id,
      { onDelete: 'set null' },
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('points_claims_receipt_idx').on(
      sql`lower(${table.storeName})`,
      table.receiptNumber,
    ),
    index('points_claims_member_idx').on(table.memberId, sql`${table.createdAt} desc`),
  ],
);

/**
 * Each card's purchases summed by Manila calendar month, kept by a trigger on `transactions`
 * (migration 0009): My spending reads at most 12 rows, whatever the card's history
 * (docs/decisions/0064-my-spending-window.md).
 */
export const cardMonthlySpending = pgTable(
  'card_monthly_spending',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The month's first day in Manila. */
    month: date('month', { mode: 'string' }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.month] })],
);

/** Only SHA-256 hashes of the tokens are kept, so a database dump holds no usable credential. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    previousRefreshHash: text('previous_refresh_hash'),
    /**
     * The replaced refresh token is still answered briefly after this: two tabs refreshing at once
     * are not reuse (decision 0011).
     */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (at most 512 characters), for the member's device list. */
    userAgent: text('user_agent'),
    /** Updated at most every few minutes while the member uses the session (services/devices.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/**
 * The member's consent history (Data Privacy Act of 2012): every change of the
 * preferences, as the five choices after it, with its time.
 */
export const preferenceChanges = pgTable(
  'preference_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    smsSubscription: boolean('sms_subscription').notNull(),
    emailSubscription: boolean('email_subscription').notNull(),
    discountsSubscription: boolean('discounts_subscription').notNull(),
    exclusivesSubscription: boolean('exclusives_subscription').notNull(),
    creditScoringSubscription: boolean('credit_scoring_subscription').notNull(),
  },
  (table) => [index('preference_changes_member_idx').on(table.memberId, table.changedAt)],
);

/** Browsers a member has signed in from (the hash of their `browser` cookie): a new one is told. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.browserHash] })],
);

export const OTP_PURPOSES = ['reset', 'force_reset', 'account', 'deletion', 'email'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The code is kept only as an HMAC keyed with the pepper, the refCode only as a hash. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refCodeHash: text('ref_code_hash').notNull().unique(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    mobileE164: text('mobile_e164').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    channel: smallint('channel').$type<ChallengeType>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** For purpose 'email': the address the code proves (SEC-32: a code for A cannot verify B). */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('otp_challenges_mobile_idx').on(table.mobileE164, table.createdAt),
    index('otp_challenges_member_idx').on(table.memberId, table.purpose),
  ],
);

export const ONE_TIME_TOKEN_KINDS = [
  'captcha_pass',
  'dev_captcha',
  'channel_choice',
  'reset',
  'account',
  'deletion',
  'handoff',
  'link_handoff',
  'social_attempt',
] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/**
 * Hashed at rest; `subject` binds a token to what it may be used for (a mobile number, a refCode).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('one_time_tokens_kind_hash_idx').on(table.kind, table.tokenHash)],
);

/** `sub` is stable and unique per provider (OpenID Connect Core 1.0, section 2). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('social_identities_provider_subject_idx').on(table.provider, table.subject),
    index('social_identities_member_idx').on(table.memberId),
  ],
);

/** In the database so every API process behind a load balancer shares the counters. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt)],
);

export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  bannerImage: text('banner_image').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  ...timestamps,
});

/** The unique index gives parallel submits exactly one entry (SEC-49). */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    grNumber: text('gr_number').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    barangay: text('barangay').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    region: text('region').notNull(),
    zipCode: text('zip_code').notNull(),
    country: smallint('country').notNull(),
    consent: boolean('consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('raffle_entries_raffle_gr_idx').on(table.raffleId, table.grNumber)],
);

export const surveys = pgTable('surveys', {
  surveyId: text('survey_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.surveyId, { onDelete: 'cascade' }),
    grNumber: text('gr_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('survey_responses_survey_gr_idx').on(table.surveyId, table.grNumber)],
);

type ImageJson = { path: string; title?: string; alt?: string };
type BannerJson = {
  path: string;
  alt: string;
  link: string | null;
  start_date: string | null;
  end_date: string | null;
};
type SeoJson = { title?: string; description?: string };
type ActionButtonJson = { label: string; url: string };
type SectionJson = { title: string; content: string };

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull(),
    type: smallint('type').$type<1 | 2>().notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    catalogImg: jsonb('catalog_img').$type<ImageJson>().notNull(),
    promoStart: date('promo_start', { mode: 'string' }).notNull(),
    promoEnd: date('promo_end', { mode: 'string' }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    featured: boolean('featured').notNull().default(false),
    banners: jsonb('banners').$type<BannerJson[]>().notNull().default([]),
    seo: jsonb('seo').$type<SeoJson>().notNull().default({}),
    mechanics: text('mechanics').notNull(),
    terms: text('terms').notNull(),
    actionButton: jsonb('action_button').$type<ActionButtonJson | null>(),
    raffleSlug: text('raffle_slug').references(() => raffles.slug, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('promos_slug_idx').on(table.slug),
    index('promos_type_dates_idx').on(table.type, table.promoStart, table.promoEnd),
    index('promos_category_idx').on(table.categoryId),
  ],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    shopType: smallint('shop_type').$type<1 | 2>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    shortDescription: text('short_description').notNull(),
    catalogImg: jsonb('catalog_img').$type<ImageJson>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    grExclusive: boolean('gr_exclusive').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    banners: jsonb('banners').$type<BannerJson[]>().notNull().default([]),
    seo: jsonb('seo').$type<SeoJson>().notNull().default({}),
    actionButton: jsonb('action_button').$type<ActionButtonJson | null>(),
    mechanics: text('mechanics').notNull(),
    terms: text('terms').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shops_slug_idx').on(table.slug),
    index('shops_type_dates_idx').on(table.shopType, table.dateStart, table.dateEnd),
    index('shops_category_type_idx').on(table.categoryId, table.shopType),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    catalogImg: jsonb('catalog_img').$type<ImageJson>().notNull(),
    logo: jsonb('logo').$type<{ path: string; alt: string; link: string | null }>().notNull(),
    featured: boolean('featured').notNull().default(false),
    type: smallint('type').$type<1 | 2>().notNull(),
    description: text('description').notNull(),
    mechanics: text('mechanics').notNull(),
    terms: text('terms').notNull(),
    banners: jsonb('banners').$type<BannerJson[]>().notNull().default([]),
    seo: jsonb('seo').$type<SeoJson>().notNull().default({}),
    visitLink: text('visit_link'),
    storeBuid: text('store_buid'),
    storeLink: text('store_link'),
    about: text('about'),
    howToLoad: text('how_to_load'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('partners_slug_idx').on(table.slug),
    index('partners_category_idx').on(table.categoryId),
  ],
);

export const partnerStores = pgTable(
  'partner_stores',
  {
    id: serial('id').primaryKey(),
    buid: text('buid').notNull(),
    name: text('name').notNull(),
    branch: text('branch').notNull(),
    address: text('address').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    index('partner_stores_buid_name_idx').on(table.buid, table.name),
    index('partner_stores_buid_region_name_idx').on(table.buid, table.region, table.name),
    // Stores near me: the box around the member narrows the rows before distances are computed.
    index('partner_stores_location_idx').on(table.latitude, table.longitude),
  ],
);

export const partnerAddresses = pgTable(
  'partner_addresses',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: text('type').$type<'distribution' | 'loading'>().notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    index('partner_addresses_partner_type_idx').on(table.partnerId, table.type, table.name),
  ],
);

export const cardProducts = pgTable(
  'card_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    type: smallint('type').$type<1 | 2 | 3 | 4>().notNull(),
    cardType: text('card_type').$type<'virtual' | 'prepaid' | 'debit' | 'credit'>().notNull(),
    brand: text('brand').notNull(),
    bannerImage: jsonb('banner_image').$type<ImageJson>().notNull(),
    shortDescription: text('short_description').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    applyUrl: text('apply_url'),
    lifestyleImage: jsonb('lifestyle_image').$type<ImageJson | null>(),
    promotionImage: jsonb('promotion_image').$type<ImageJson | null>(),
    howToApply: jsonb('how_to_apply')
      .$type<{ icon: string; title: string; content: string }[]>()
      .notNull()
      .default([]),
    callToAction: smallint('call_to_action').$type<0 | 1 | 2>().notNull().default(0),
    callToActionData: jsonb('call_to_action_data').$type<{
      title: string;
      content: string;
      banner: { path: string };
      visit_link: { url: string; label: string };
    } | null>(),
    terms: jsonb('terms').$type<SectionJson[]>().notNull().default([]),
    privacy: jsonb('privacy').$type<SectionJson[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<SectionJson[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('card_products_slug_idx').on(table.slug),
    index('card_products_position_idx').on(table.position, table.id),
  ],
);

export const cardPartners = pgTable(
  'card_partners',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cardProducts.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'distribution' | 'loading'>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.kind, table.partnerId] })],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    catalogImg: jsonb('catalog_img').$type<ImageJson>().notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    banners: jsonb('banners').$type<BannerJson[]>().notNull().default([]),
    seo: jsonb('seo').$type<SeoJson>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stories_slug_idx').on(table.slug),
    index('stories_featured_published_idx').on(table.featured, table.publishedOn),
  ],
);

export const policyPages = pgTable('policy_pages', {
  kind: text('kind').$type<'terms' | 'privacy' | 'about'>().primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  seo: jsonb('seo').$type<SeoJson>().notNull().default({}),
  ...timestamps,
});

export const policySections = pgTable(
  'policy_sections',
  {
    id: serial('id').primaryKey(),
    kind: text('kind')
      .$type<'terms' | 'privacy' | 'about'>()
      .notNull()
      .references(() => policyPages.kind, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('policy_sections_kind_position_idx').on(table.kind, table.position)],
);
