import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/** A user's saved travellers (the address book the passenger step fills forms from). */
export const passengers = pgTable('passengers', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  firstNameFa: text('first_name_fa'),
  lastNameFa: text('last_name_fa'),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
  gender: text('gender').notNull(), // 'Male' | 'Female'
  birthDate: text('birth_date').notNull(), // ISO YYYY-MM-DD
  nationality: text('nationality').notNull(), // ISO 3166-1 alpha-2
  nationalCode: text('national_code'),
  passportNumber: text('passport_number'),
  passportExpiryDate: text('passport_expiry_date'),
  passportIssuingCountry: text('passport_issuing_country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('passengers_user_idx').on(t.userId),
  // One entry per person: saving a known national code (or passport) again updates it.
  uniqueIndex('passengers_user_national_code_idx').on(t.userId, t.nationalCode).where(sql`national_code is not null`),
  uniqueIndex('passengers_user_passport_idx').on(t.userId, t.nationality, t.passportNumber).where(sql`national_code is null and passport_number is not null`),
]);
