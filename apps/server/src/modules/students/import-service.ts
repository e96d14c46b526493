import { groupMembers, studentProfiles, users } from '../../db/schema/index.ts';
import type { StudentImportReport, StudentImportResult } from '@pariksha/shared/schemas/students';
import type { Deps } from '../../app.ts';
import type { Db, Tx } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { groupChangesFor } from '../../realtime/chat/group-changes.ts';
import { freeUsername, usernameStem, type StudentCandidate } from './import-rows.ts';
import { selectBatches, takenIdentifiers, usernamesLike } from './repo.ts';
import { MOBILE_TAKEN, oneTimePassword, requireOrganization, requireRoom, uniqueViolation } from './service.ts';

/** The import's database side: rows checked against what exists, then written all at once. */

export type CheckedImport = {
  report: StudentImportReport;
  candidates: (StudentCandidate & { username: string })[];
  batchIds: Map<string, string>;
};

/**
 * Adds what the database knows to the rows' own errors: usernames and emails already taken,
 * unknown batches; and gives a username to each row without one.
 */
export async function checkImport(
  db: Db | Tx,
  organizationId: string,
  rows: StudentCandidate[],
  t: (message: string) => string,
): Promise<CheckedImport> {
  const batches = await selectBatches(db, organizationId);
  const byName = new Map(batches.map((b) => [b.name.trim().toLowerCase(), b.id]));
  const written = rows.map((r) => r.username).filter((u): u is string => !!u);
  const emails = rows.map((r) => r.email).filter((e): e is string => !!e);
  const mobiles = rows.map((r) => r.mobile).filter((m): m is string => !!m);
  const taken = await takenIdentifiers(db, written, emails, mobiles);
  // A mobile number names one account: a second row with the same one is an error too.
  const firstRowOf = new Map<string, number>();
  for (const r of rows) if (r.mobile && !firstRowOf.has(r.mobile.slice(-10))) firstRowOf.set(r.mobile.slice(-10), r.row);
  const stems = [...new Set(rows.filter((r) => !r.username && r.name).map((r) => usernameStem(r.name)))];
  // Derived usernames avoid the database's and the file's own.
  const used = new Set([...(await usernamesLike(db, stems)), ...written]);
  const candidates = rows.map((r) => {
    const errors = [...r.errors];
    if (r.username && taken.usernames.has(r.username)) errors.push({ column: 'username', message: t('This username is taken') });
    if (r.email && taken.emails.has(r.email)) errors.push({ column: 'email', message: t('An account with this email already exists') });
    const mobile = r.mobile?.slice(-10);
    if (mobile && (taken.mobiles.has(mobile) || firstRowOf.get(mobile) !== r.row))
      errors.push({ column: 'mobile', message: t(MOBILE_TAKEN) });
    for (const b of r.batches) {
      if (!byName.has(b.toLowerCase())) errors.push({ column: 'batches', message: `${t('No batch with this name')}: ${b}` });
    }
    const username = r.username ?? (r.name ? freeUsername(usernameStem(r.name), used) : '');
    return { ...r, username, errors };
  });
  const report: StudentImportReport = {
    rows: candidates.map((c) => ({
      row: c.row,
      ok: c.errors.length === 0,
      errors: c.errors,
      name: c.name,
      username: c.username,
      email: c.email,
      mobile: c.mobile,
      guardianName: c.guardianName,
      guardianMobile: c.guardianMobile,
      batches: c.batches,
    })),
    validCount: candidates.filter((c) => c.errors.length === 0).length,
    errorCount: candidates.filter((c) => c.errors.length > 0).length,
  };
  return { report, candidates, batchIds: byName };
}

/**
 * All or nothing: any row with an error refuses the file (422, with the report); otherwise every
 * student, profile and batch membership is written in one transaction. Everyone gets a
 * one-time password to print; the 500 argon2id hashes run on the native thread pool in
 * parallel, before the transaction, so it stays short.
 */
export async function importStudents(
  deps: Deps,
  user: AuthUser,
  organizationId: string,
  rows: StudentCandidate[],
  t: (message: string) => string,
): Promise<StudentImportResult> {
  const { db } = deps;
  await requireOrganization(db, user, organizationId);
  if (!rows.length) throw new AppError('VALIDATION_FAILED', 'The file has no students');
  const first = await checkImport(db, organizationId, rows, t);
  if (first.report.errorCount) throw new AppError('UNPROCESSABLE', 'Fix the rows with errors and upload the file again', first.report);
  const passwords = first.candidates.map(() => oneTimePassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  const created = await db
    .transaction(async (tx) => {
      // Checked again inside the transaction: a username taken since the preview fails the file.
      const { report, candidates, batchIds } = await checkImport(tx, organizationId, rows, t);
      if (report.errorCount) throw new AppError('UNPROCESSABLE', 'Fix the rows with errors and upload the file again', report);
      const adding = new Map<string, number>();
      for (const c of candidates)
        for (const b of c.batches) adding.set(batchIds.get(b.toLowerCase())!, (adding.get(batchIds.get(b.toLowerCase())!) ?? 0) + 1);
      await requireRoom(tx, adding);
      const inserted = await tx
        .insert(users)
        .values(
          candidates.map((c, i) => ({
            organizationId,
            name: c.name,
            email: c.email ?? null,
            username: c.username,
            passwordHash: hashes[i]!,
            phone: c.mobile,
            role: 'user' as const,
            orgRole: 'student' as const,
          })),
        )
        .returning({ id: users.id, username: users.username });
      const idOf = new Map(inserted.map((r) => [r.username, r.id]));
      await tx.insert(studentProfiles).values(
        candidates.map((c) => ({
          userId: idOf.get(c.username)!,
          organizationId,
          guardianName: c.guardianName,
          guardianMobile: c.guardianMobile,
          guardianEmail: c.guardianEmail,
          guardianLanguage: c.guardianLanguage,
          enrolledBy: user.id,
        })),
      );
      const memberships = candidates.flatMap((c) =>
        c.batches.map((b) => ({ groupId: batchIds.get(b.toLowerCase())!, userId: idOf.get(c.username)! })),
      );
      if (memberships.length) await tx.insert(groupMembers).values(memberships).onConflictDoNothing();
      return { candidates, groupIds: [...adding.keys()] };
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err) ?? err;
    });
  const changes = groupChangesFor(deps.io);
  for (const g of created.groupIds) changes.changed(g);
  return {
    created: created.candidates.length,
    passwords: created.candidates.map((c, i) => ({ name: c.name, username: c.username, password: passwords[i]! })),
  };
}
