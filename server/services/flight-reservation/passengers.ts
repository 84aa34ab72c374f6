import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Gender, Passenger, PassengerInput, PassengerType } from '../../../src/contract';
import type { Db } from '../../db';
import { passengers } from '../../db/schema';
import { BadRequest, badField, HttpError, type FieldErrors } from '../../http/envelope';
import { passengerTypeOn } from '../../rules/age';
import { checkPassenger, type CleanPassenger } from '../../rules/passenger';
import { isUniqueViolation } from '../../db/unique';

export type PassengerRow = typeof passengers.$inferSelect;

/** Enough for a large family; a limit keeps one account from filling the table. */
export const MAX_SAVED_PASSENGERS = 100;
export const PASSENGER_NOT_FOUND = 'این مسافر در فهرست مسافران شما نیست.';

export function toPassenger(row: PassengerRow, today: string): Passenger {
  return {
    id: row.id,
    passengerType: passengerTypeOn(row.birthDate, today) as PassengerType,
    firstNameFa: row.firstNameFa,
    lastNameFa: row.lastNameFa,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    gender: row.gender as Gender,
    birthDate: row.birthDate,
    nationality: row.nationality,
    nationalCode: row.nationalCode,
    passportNumber: row.passportNumber,
    passportExpiryDate: row.passportExpiryDate,
    passportIssuingCountry: row.passportIssuingCountry,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}


const columns = (p: CleanPassenger) => {
  const { passengerType: _kind, ...rest } = p;
  return rest;
};

/** The address book of travellers; every query is scoped to its owner. */
export class Passengers {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<PassengerRow[]> {
    return this.db.select().from(passengers).where(eq(passengers.userId, userId)).orderBy(desc(passengers.updatedAt), desc(passengers.id));
  }

  async get(userId: string, id: string): Promise<PassengerRow | undefined> {
    return (await this.db.select().from(passengers).where(and(eq(passengers.id, id), eq(passengers.userId, userId))))[0];
  }

  /** Adds a traveller, or updates one: by id, or the saved one with the same national code or passport. */
  async save(userId: string, input: PassengerInput, today: string): Promise<PassengerRow> {
    const errors: FieldErrors = {};
    const clean = checkPassenger(input, 'passenger', { today, ageOn: today }, errors);
    if (!clean) throw new BadRequest(errors);
    const id = input.id ?? (await this.samePerson(userId, clean))?.id;
    try {
      if (id) {
        const [row] = await this.db.update(passengers).set({ ...columns(clean), updatedAt: sql`now()` })
          .where(and(eq(passengers.id, id), eq(passengers.userId, userId))).returning();
        if (!row) throw new HttpError(404, PASSENGER_NOT_FOUND);
        return row;
      }
      const [{ count }] = (await this.db.select({ count: sql<number>`count(*)::int` }).from(passengers).where(eq(passengers.userId, userId))) as [{ count: number }];
      if (count >= MAX_SAVED_PASSENGERS) throw badField('passenger', 'فهرست مسافران شما پر است؛ چند مسافر را حذف کنید.');
      const [row] = await this.db.insert(passengers).values({ id: randomUUID(), userId, ...columns(clean) }).returning();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another saved traveller already has this document (or a racing save just added it).
      throw clean.nationalCode
        ? badField('passenger.nationalCode', 'مسافر دیگری با همین کد ملی در فهرست شما هست.')
        : badField('passenger.passportNumber', 'مسافر دیگری با همین شماره گذرنامه در فهرست شما هست.');
    }
  }

  private async samePerson(userId: string, p: CleanPassenger): Promise<PassengerRow | undefined> {
    const where = p.nationalCode
      ? and(eq(passengers.userId, userId), eq(passengers.nationalCode, p.nationalCode))
      : p.passportNumber
        ? and(eq(passengers.userId, userId), eq(passengers.nationality, p.nationality), eq(passengers.passportNumber, p.passportNumber), sql`national_code is null`)
        : undefined;
    return where ? (await this.db.select().from(passengers).where(where))[0] : undefined;
  }

  /** Deletes one of the owner's travellers; someone else's id is a 404. */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.db.delete(passengers).where(and(eq(passengers.id, id), eq(passengers.userId, userId))).returning({ id: passengers.id });
    if (deleted.length === 0) throw new HttpError(404, PASSENGER_NOT_FOUND);
  }
}
