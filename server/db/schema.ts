import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Facts about this database itself (when it was created, which seed it holds, the JWT secret). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Reference data (seeded from server/db/seed/*.json) ─────────────────────────────────────

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2
  countryId: integer('country_id').notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
});

export const cities = pgTable('cities', {
  cityId: integer('city_id').primaryKey(),
  cityCode: text('city_code').notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  countryCode: text('country_code').notNull().references(() => countries.code),
  domesticPriority: integer('domestic_priority').notNull().default(0),
  internationalPriority: integer('international_priority').notNull().default(0),
  img: text('img'),
});

export const airports = pgTable('airports', {
  airportId: integer('airport_id').primaryKey(),
  iataCode: text('iata_code').notNull().unique(),
  icaoCode: text('icao_code'),
  alternateIataCode: text('alternate_iata_code'),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  cityId: integer('city_id').notNull().references(() => cities.cityId),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  domestic: boolean('domestic').notNull(),
  international: boolean('international').notNull(),
  /** A domestic hub: every other domestic airport has flights to it. */
  hub: boolean('hub').notNull().default(false),
  domesticPriority: integer('domestic_priority').notNull().default(0),
  internationalPriority: integer('international_priority').notNull().default(0),
});

export const airlines = pgTable('airlines', {
  code: text('code').primaryKey(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  countryCode: text('country_code').notNull(),
  logo: text('logo').notNull(),
  /** Flies domestic Iranian routes. */
  domestic: boolean('domestic').notNull(),
});

export const agencies = pgTable('agencies', {
  agencyId: integer('agency_id').primaryKey(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  licenseNumber: text('license_number').notNull(),
  phone: text('phone').notNull(),
  cityId: integer('city_id').notNull(),
  address: text('address').notNull(),
  logo: text('logo').notNull(),
});

export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt').notNull(),
}, (t) => [index('blog_posts_published_idx').on(t.publishedAt)]);

// ── Accounts ───────────────────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(), // canonical 09xxxxxxxxx
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nationalCode: text('national_code'),
  birthDate: text('birth_date'), // ISO YYYY-MM-DD
  gender: text('gender'), // 'Male' | 'Female'
  passwordHash: text('password_hash'),
  scope: text('scope').notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_email_idx').on(t.email)]);

/** One live code per phone number; the row is the rate limit, the expiry and the attempt counter. */
export const otpCodes = pgTable('otp_codes', {
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** Refresh tokens rotate: each use revokes the row and issues a successor in the same family. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)]);

/** Fixed-window counters shared by every process (password attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// ── Searches ───────────────────────────────────────────────────────────────────────────────

/** A search, keyed by a name-based UUID of its canonical form, so storing it is one idempotent insert. */
export const searchRequests = pgTable('search_requests', {
  requestId: uuid('request_id').primaryKey(),
  search: jsonb('search').notNull(),
  /** Which part of the search this id lists: the whole trip, or its returning leg. */
  leg: text('leg').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchHistories = pgTable('search_histories', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requestId: uuid('request_id').notNull(),
  search: jsonb('search').notNull(),
  active: boolean('active').notNull().default(true),
  searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('search_histories_user_request_idx').on(t.userId, t.requestId), index('search_histories_user_idx').on(t.userId, t.searchedAt)]);

// ── Booking (one file per area under ./tables) ─────────────────────────────────────────────
export * from './tables/passengers';
export * from './tables/orders';
export * from './tables/vouchers';
export * from './tables/wallet';
export * from './tables/payments';
export * from './tables/refunds';
export * from './tables/visa';
export * from './tables/resellers';
export * from './tables/live';
export * from './tables/messages';
export * from './tables/hotels';
export * from './tables/cip';
export * from './tables/tours';
export * from './tables/fare-watch';
