import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { orders } from './orders';

// Reference data, seeded from server/db/seed/visa.json.
export const visaSpeeds = pgTable('visa_speeds', {
  code: text('code').primaryKey(),
  titleFa: text('title_fa').notNull(),
  surchargePercent: integer('surcharge_percent').notNull(),
  sort: integer('sort').notNull(),
});

export const visaDestinations = pgTable('visa_destinations', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2
  slug: text('slug').notNull().unique(),
  nameFa: text('name_fa').notNull(),
  nameEn: text('name_en').notNull(),
  note: text('note').notNull(),
  sort: integer('sort').notNull(),
});

export const visaTypes = pgTable('visa_types', {
  code: text('code').primaryKey(),
  destinationCode: text('destination_code').notNull().references(() => visaDestinations.code),
  titleFa: text('title_fa').notNull(),
  kind: text('kind').notNull(), // 'Tourist' | 'Transit' | 'Business' | 'Work'
  stayDays: integer('stay_days').notNull(),
  entries: text('entries').notNull(), // 'Single' | 'Multiple'
  validityDays: integer('validity_days').notNull(),
  basePrice: bigint('base_price', { mode: 'number' }).notNull(),
  /** Days to get it, per speed code. */
  processingDays: jsonb('processing_days').notNull(),
  documents: jsonb('documents').notNull(),
  sort: integer('sort').notNull(),
});

/** An uploaded image (photo, passport scan), checked by content and kept on disk. */
export const visaImages = pgTable('visa_images', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  path: text('path').notNull(),
  format: text('format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('visa_images_user_idx').on(t.userId)]);

/** The visa part of a Visa order: what was asked for and the price the server set. */
export const visaRequests = pgTable('visa_requests', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  destinationCode: text('destination_code').notNull(),
  visaTypeCode: text('visa_type_code').notNull(),
  speed: text('speed').notNull(),
  travelDate: text('travel_date').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  processingDays: integer('processing_days').notNull(),
});

export const visaPassengers = pgTable('visa_passengers', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  passengerType: integer('passenger_type').notNull(),
  firstNameFa: text('first_name_fa'),
  lastNameFa: text('last_name_fa'),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
  gender: text('gender').notNull(),
  birthDate: text('birth_date').notNull(),
  nationality: text('nationality').notNull(),
  nationalCode: text('national_code'),
  passportNumber: text('passport_number').notNull(),
  passportExpiryDate: text('passport_expiry_date').notNull(),
  photoImageId: uuid('photo_image_id').notNull().references(() => visaImages.id),
  passportImageId: uuid('passport_image_id').notNull().references(() => visaImages.id),
}, (t) => [index('visa_passengers_order_idx').on(t.orderId)]);
