import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
  ],
);
