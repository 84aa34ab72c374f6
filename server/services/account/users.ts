import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Gender, User } from '../../../src/contract';
import type { Db } from '../../db';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    nationalCode: row.nationalCode,
    birthDate: row.birthDate,
    gender: row.gender as Gender | null,
    hasPassword: row.passwordHash !== null,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
  };
}

export class Users {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<UserRow | undefined> {
    return (await this.db.select().from(users).where(eq(users.id, id)))[0];
  }

  async byPhone(phoneNumber: string): Promise<UserRow | undefined> {
    return (await this.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0];
  }

  async byEmail(email: string): Promise<UserRow | undefined> {
    return (await this.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
  }

  /** A new phone number gets an account at its first sign-in; two racing sign-ins get the same one. */
  async findOrCreate(phoneNumber: string): Promise<UserRow> {
    await this.db.insert(users).values({ id: randomUUID(), phoneNumber }).onConflictDoNothing({ target: users.phoneNumber });
    return (await this.byPhone(phoneNumber))!;
  }

  async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
    return row!;
  }
}
