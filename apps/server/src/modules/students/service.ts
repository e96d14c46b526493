import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { rooms } from '@pariksha/shared/realtime';
import { GROUP_MEMBERS_MAX } from '@pariksha/shared/schemas/groups';
import {
  STUDENT_SET_PASSWORD_TTL_DAYS,
  type Student,
  type StudentCreated,
  type StudentCredentials,
  type StudentList,
} from '@pariksha/shared/schemas/students';
import type { z } from 'zod';
import type { studentCreate, studentListQuery, studentUpdate } from '@pariksha/shared/schemas/students';
import type { Deps } from '../../app.ts';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, passwordResets, studentProfiles, users } from '../../db/schema/index.ts';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { groupChangesFor } from '../../realtime/chat/group-changes.ts';
import { revokeSessions } from '../auth/service.ts';
import { findOrganization } from '../organizations/repo.ts';
import { freeUsername, usernameStem } from './import-rows.ts';
import {
  memberCounts,
  selectBatches,
  selectStudent,
  selectStudents,
  takenIdentifiers,
  usernamesLike,
  type StudentFilters,
} from './repo.ts';

type CreateBody = z.output<typeof studentCreate>;
type UpdateBody = z.output<typeof studentUpdate>;
type ListQuery = z.output<typeof studentListQuery>;

/**
 * The organisation whose students the caller may manage: their own (staff), any (superAdmin).
 * Another organisation is unknown to staff (404, not 403, which would sign the web out).
 */
export async function requireOrganization(db: Db, user: AuthUser, organizationId: string) {
  if (user.role !== 'superAdmin' && user.organizationId !== organizationId) throw notFound('Organisation');
  const org = await findOrganization(db, organizationId);
  if (!org) throw notFound('Organisation');
  return org;
}

export async function listStudents(db: Db, organizationId: string, q: ListQuery): Promise<StudentList> {
  return selectStudents(db, organizationId, q, { limit: q.limit, offset: (q.page - 1) * q.limit });
}

async function requireStudent(db: Db | Tx, organizationId: string, studentId: string): Promise<Student> {
  const found = await selectStudent(db, organizationId, studentId);
  if (!found) throw notFound('Student');
  return found;
}

/** Readable and strong: 10 characters (about 49 bits) without look-alikes, with a letter and a digit. */
const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function oneTimePassword(): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
    if (/[a-z]/.test(p) && /[0-9]/.test(p)) return p;
  }
}

/** Checks batch ids against the organisation's live batches; the refusal names the wrong ones. */
async function requireBatches(tx: Db | Tx, organizationId: string, batchIds: string[]) {
  if (!batchIds.length) return;
  const known = new Set((await selectBatches(tx, organizationId)).map((b) => b.id));
  const unknown = batchIds.filter((id) => !known.has(id));
  if (unknown.length) throw new AppError('VALIDATION_FAILED', 'Some of the chosen batches do not exist', { batchIds: unknown });
}

export async function requireRoom(tx: Db | Tx, adding: Map<string, number>) {
  const counts = await memberCounts(tx, [...adding.keys()]);
  for (const [groupId, n] of adding) {
    if ((counts.get(groupId) ?? 0) + n > GROUP_MEMBERS_MAX) {
      throw new AppError('UNPROCESSABLE', 'A group can have at most {{max}} members', { groupId }, { max: GROUP_MEMBERS_MAX });
    }
  }
}

/** After a commit: open chat sockets see the changed batches, and leave the ones the student left. */
function batchesChanged(deps: Pick<Deps, 'io'>, userId: string, added: string[], removed: string[]) {
  const changes = groupChangesFor(deps.io);
  for (const g of [...added, ...removed]) changes.changed(g);
  for (const g of removed) deps.io.in(rooms.user(userId)).socketsLeave(rooms.group(g));
}

export function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; cause?: { code?: string }; constraint?: string; detail?: string };
  const code = e.code ?? e.cause?.code;
  if (code !== '23505') return null;
  const text = `${e.constraint ?? ''} ${e.detail ?? ''} ${String((e.cause as { constraint?: string })?.constraint ?? '')}`;
  if (text.includes('phone')) return conflict(MOBILE_TAKEN);
  return text.includes('email') ? conflict('An account with this email already exists') : conflict('This username is taken');
}

/** A mobile number signs in by OTP, so two accounts cannot share one (users_phone_unique). */
export const MOBILE_TAKEN = 'This mobile number is already used by another account';

async function setPasswordLink(deps: Deps, tx: Db | Tx, userId: string): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + STUDENT_SET_PASSWORD_TTL_DAYS * 86_400_000),
  });
  return `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

async function mailSetPassword(deps: Deps, to: { name: string; email: string }, institute: string, link: string) {
  await deps.mailer.send({
    to: to.email,
    subject: `${institute}: set your password / अपना पासवर्ड बनाएँ`,
    text: [
      `Hello ${to.name},`,
      '',
      `${institute} has enrolled you on ${deps.config.productName}. Open this link within ${STUDENT_SET_PASSWORD_TTL_DAYS} days to choose your password:`,
      link,
      '',
      `${institute} ने आपको ${deps.config.productName} पर जोड़ा है। अपना पासवर्ड चुनने के लिए ${STUDENT_SET_PASSWORD_TTL_DAYS} दिनों के भीतर यह लिंक खोलें।`,
    ].join('\n'),
  });
}

/** One student, with a sign-in: a set-password link when they have an email, else a one-time password. */
export async function createStudent(deps: Deps, user: AuthUser, organizationId: string, body: CreateBody): Promise<StudentCreated> {
  const { db } = deps;
  const org = await requireOrganization(db, user, organizationId);
  const password = body.email ? null : oneTimePassword();
  // A link student still needs a hash: a random one nobody knows until they set their own.
  const passwordHash = await hashPassword(password ?? randomToken());
  let link: string | null = null;
  let username = body.username;
  const studentId = await db
    .transaction(async (tx) => {
      await requireBatches(tx, organizationId, body.batchIds);
      await requireRoom(tx, new Map(body.batchIds.map((id) => [id, 1])));
      const taken = await takenIdentifiers(
        tx,
        body.username ? [body.username] : [],
        body.email ? [body.email] : [],
        body.mobile ? [body.mobile] : [],
      );
      if (taken.usernames.size) throw conflict('This username is taken');
      if (taken.emails.size) throw conflict('An account with this email already exists');
      if (taken.mobiles.size) throw conflict(MOBILE_TAKEN);
      if (!username) {
        const stem = usernameStem(body.name);
        username = freeUsername(stem, await usernamesLike(tx, [stem]));
      }
      const [row] = await tx
        .insert(users)
        .values({
          organizationId,
          name: body.name,
          email: body.email ?? null,
          username,
          passwordHash,
          phone: body.mobile ?? null,
          role: 'user',
          orgRole: 'student',
        })
        .returning({ id: users.id });
      await tx.insert(studentProfiles).values({
        userId: row!.id,
        organizationId,
        guardianName: body.guardianName ?? null,
        guardianMobile: body.guardianMobile ?? null,
        guardianEmail: body.guardianEmail ?? null,
        guardianLanguage: body.guardianLanguage ?? 'hi',
        enrolledBy: user.id,
      });
      if (body.batchIds.length) await tx.insert(groupMembers).values(body.batchIds.map((groupId) => ({ groupId, userId: row!.id })));
      if (body.email) link = await setPasswordLink(deps, tx, row!.id);
      return row!.id;
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err) ?? err;
    });
  batchesChanged(deps, studentId, body.batchIds, []);
  let credentials: StudentCredentials;
  if (body.email && link) {
    await mailSetPassword(deps, { name: body.name, email: body.email }, org.name, link);
    credentials = { kind: 'link', email: body.email };
  } else {
    credentials = { kind: 'password', username: username!, password: password! };
  }
  return { student: await requireStudent(db, organizationId, studentId), credentials };
}

/** Edit details, batches (the list replaces the student's batches) and status. */
export async function updateStudent(
  deps: Deps,
  user: AuthUser,
  organizationId: string,
  studentId: string,
  body: UpdateBody,
): Promise<Student> {
  const { db } = deps;
  await requireOrganization(db, user, organizationId);
  const statusChanged = { value: false };
  const batchChange = { added: [] as string[], removed: [] as string[] };
  await db
    .transaction(async (tx) => {
      const current = await requireStudent(tx, organizationId, studentId);
      if (body.email && body.email !== current.email) {
        const taken = await takenIdentifiers(tx, [], [body.email]);
        if (taken.emails.size) throw conflict('An account with this email already exists');
      }
      if (body.mobile && body.mobile.slice(-10) !== current.mobile?.slice(-10)) {
        const taken = await takenIdentifiers(tx, [], [], [body.mobile]);
        if (taken.mobiles.size) throw conflict(MOBILE_TAKEN);
      }
      const userSet: Partial<typeof users.$inferInsert> = {};
      if (body.name !== undefined) userSet.name = body.name;
      if (body.email !== undefined) userSet.email = body.email;
      if (body.mobile !== undefined) userSet.phone = body.mobile;
      if (body.status !== undefined && body.status !== current.status) {
        userSet.isActive = body.status === 'active';
        statusChanged.value = true;
      }
      if (Object.keys(userSet).length)
        await tx
          .update(users)
          .set({ ...userSet, updatedAt: new Date() })
          .where(eq(users.id, studentId));
      if (statusChanged.value) {
        // Every token issued before is stale, and no refresh token works again.
        await bumpTokenVersion(tx, studentId);
        await revokeSessions(tx, studentId);
      }
      const profile = {
        ...(body.guardianName !== undefined ? { guardianName: body.guardianName } : {}),
        ...(body.guardianMobile !== undefined ? { guardianMobile: body.guardianMobile } : {}),
        ...(body.guardianEmail !== undefined ? { guardianEmail: body.guardianEmail } : {}),
        ...(body.guardianLanguage !== undefined ? { guardianLanguage: body.guardianLanguage } : {}),
      };
      await tx
        .insert(studentProfiles)
        .values({ userId: studentId, organizationId, ...profile })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...profile, updatedAt: new Date() } });
      if (body.batchIds) {
        await requireBatches(tx, organizationId, body.batchIds);
        const before = new Set(current.batches.map((b) => b.id));
        batchChange.added = body.batchIds.filter((id) => !before.has(id));
        batchChange.removed = [...before].filter((id) => !body.batchIds!.includes(id));
        await requireRoom(tx, new Map(batchChange.added.map((id) => [id, 1])));
        if (batchChange.added.length) {
          await tx
            .insert(groupMembers)
            .values(batchChange.added.map((groupId) => ({ groupId, userId: studentId })))
            .onConflictDoNothing();
        }
        if (batchChange.removed.length) {
          await tx.delete(groupMembers).where(and(eq(groupMembers.userId, studentId), inArray(groupMembers.groupId, batchChange.removed)));
        }
      }
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err) ?? err;
    });
  if (statusChanged.value) await tokenVersionChanged(deps, studentId);
  batchesChanged(deps, studentId, batchChange.added, batchChange.removed);
  return requireStudent(db, organizationId, studentId);
}

/** A new one-time password (the old one stops working), or a set-password link to a real email. */
export async function resetStudentPassword(
  deps: Deps,
  user: AuthUser,
  organizationId: string,
  studentId: string,
): Promise<StudentCredentials> {
  const { db } = deps;
  const org = await requireOrganization(db, user, organizationId);
  const current = await requireStudent(db, organizationId, studentId);
  if (current.email) {
    const link = await setPasswordLink(deps, db, studentId);
    await mailSetPassword(deps, { name: current.name, email: current.email }, org.name, link);
    return { kind: 'link', email: current.email };
  }
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, studentId));
    await bumpTokenVersion(tx, studentId);
    await revokeSessions(tx, studentId);
  });
  await tokenVersionChanged(deps, studentId);
  return { kind: 'password', username: current.username, password };
}

// ---------- export ----------

export async function studentsForExport(db: Db, organizationId: string, filters: StudentFilters, max: number) {
  return selectStudents(db, organizationId, filters, { limit: max, offset: 0 });
}
