import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { isExamFamily } from '@pariksha/shared/exam/families';
import type { CurrentUser } from '@pariksha/shared/schemas/auth';
import { normalizeMobile } from '@pariksha/shared/schemas/students';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Sign-in accepts an email or a username, both stored in lower case, or a mobile number in
 * any usual spelling (matched by its last 10 digits, as users_phone_unique is).
 */
export async function findUserByIdentifier(db: Db | Tx, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const mobile = normalizeMobile(value);
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value), mobile ? phoneIs(mobile) : undefined));
  return row;
}

/** The account with this mobile number (10 digits), whichever spelling it was stored in. */
export const phoneIs = (tenDigits: string) => and(isNotNull(users.phone), sql`right(${users.phone}, 10) = ${tenDigits.slice(-10)}`);

export async function findUserByPhone(db: Db | Tx, tenDigits: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(phoneIs(tenDigits));
  return row;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    role: row.role,
    orgRole: row.orgRole,
    organizationId: row.organizationId,
    preferredLanguage: row.preferredLanguage,
    profilePictureUrl: row.profilePictureUrl,
    examGoals: row.examGoals.filter(isExamFamily),
  };
}

/** Staff (admins, owners, teachers) see their organisation's invite code and authoring tools. */
export const isStaffRow = (row: Pick<UserRow, 'role' | 'orgRole'>) => row.role !== 'user' || row.orgRole !== 'student';
