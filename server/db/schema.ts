import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  uniqueIndex,
  date,
  index,
  integer,
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

/** Settings response: pages (api_id, value). The value's shape per api_id is in the contract. */
export const pages = pgTable('pages', {
  apiId: text('api_id').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/** Settings response: settings (name, details). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  details: jsonb('details').notNull(),
  ...timestamps,
});

/** Category: category_id 1 partner, 2 promo, 3 shop. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  categoryId: smallint('category_id').notNull(),
  category: text('category').notNull(),
  activeImgPath: text('active_img_path').notNull(),
  defaultImgPath: text('default_img_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Announcement top bar: body (HTML), action_button (label, url). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  actionButton: jsonb('action_button').$type<{ label: string; url: string } | null>(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const MEMBER_STATUSES = [
  'ACTIVE',
  'PASSWORD_EXPIRED',
  'MIGRATED',
  'STAGED',
  'INACTIVE',
  'LOCKOUT',
  'LOCKED_OUT',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Member details (specification 000, section 3). The mobile number is stored in E.164. */
export const members = pgTable('members', {
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
  ...timestamps,
});

/** Member card: applicationDate, type, balance. The card number is the membership number. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 16 digits starting with 8, carried as a string end to end. */
    cardNumber: text('card_number').notNull().unique(),
    productLabel: text('product_label').notNull(),
    type: text('type').notNull(),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (table) => [index('cards_member_idx').on(table.memberId)],
);

/** Transaction: storeName, purchaseTime, transactionTotalAmount, earnValue, redeemValue. */
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
    // The store filter and the distinct store list of a card (docs/decisions/0019).
    index('transactions_card_store_time_idx').on(
      table.cardId,
      table.storeName,
      sql`${table.purchaseTime} desc`,
    ),
  ],
);

/**
 * Signed-in sessions (DECISIONS.md, Sessions). Tokens are opaque random values; only their
 * SHA-256 hashes are kept, so a database dump holds no usable credential. The refresh token
 * rotates on every use; presenting the one it replaced revokes the session (reuse detection).
 */
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
     * When the refresh token last rotated. The replaced token is still answered (without new
     * cookies) for a few seconds after this, so two tabs refreshing at once are not mistaken for
     * a stolen token (docs/decisions/0011-refresh-lifetime-and-reuse.md).
     */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** No refresh extends a session past this (documented absolute lifetime). */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/**
 * 'reset' and 'force_reset' set a passcode without a session; 'account' is a signed-in member's
 * SMS code (change passcode); 'email' proves the member's email address (the email factor).
 */
export const OTP_PURPOSES = ['reset', 'force_reset', 'account', 'email'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One-time code challenges (DECISIONS.md, One-time codes and SMS): the code is kept only as an
 * HMAC keyed with the pepper; the refCode only as a hash. Bound to mobile number and purpose.
 * A challenge for an unknown number exists too (uniform answers) but has no member and no code
 * that can ever match.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refCodeHash: text('ref_code_hash').notNull().unique(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    mobileE164: text('mobile_e164').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** 1 SMS to the mobile number, 2 email. */
    channel: smallint('channel').$type<1 | 2>().notNull(),
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
  'handoff',
] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/**
 * Short-lived single-use tokens, hashed at rest: captcha passes, development captcha answers,
 * the forgot-passcode channel choice, the reset token a correct code earns (member_token), the
 * token a correct 'account' code earns (kept for the change-passcode call), and the /auth
 * handoff codes. `subject` binds a token to what it may be used for (a mobile number,
 * a refCode).
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

/**
 * Fixed-window counters for rate limits and caps (per IP, per mobile number, per day), kept in
 * the database so every API process behind a load balancer shares them (DECISIONS.md, Stack).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * The development outbox: every SMS and email the default sender "sends" (DECISIONS.md). Read at
 * GET /api/dev/outbox and /dev/outbox outside production.
 */
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

/**
 * Raffles (specification 000, Raffle registration form; DECISIONS.md: /raffle/{slug}). An entry
 * is refused with PROMO_ENDED after `endsAt` or while `maintenance` is set.
 */
export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  bannerImage: text('banner_image').notNull(),
  /** Mechanics and terms (CMS HTML, sanitised by the app). */
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  ...timestamps,
});

/**
 * One entry per raffle and membership number: the unique index makes parallel submits give
 * exactly one entry and DUPLICATE_ENTRY for the rest (SECURITY-CHECKLIST SEC-49).
 */
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
    /** 63 followed by the 10 national digits, as the form sends it. */
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

/** Survey e-forms (DECISIONS.md: /survey/{surveyId}); ids have at most 15 characters. */
export const surveys = pgTable('surveys', {
  surveyId: text('survey_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** One response per survey and membership number; a repeat is answered as a success. */
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
