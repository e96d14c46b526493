import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_ORG_ID, LANGUAGES, TRIAL_DAYS } from '@pariksha/shared/constants';
import type { AuthResponse, SignUpStartedResponse, signUpRequest, signUpVerifyRequest } from '@pariksha/shared/schemas/auth';
import type { Deps } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import { organizations, signupVerifications, users } from '../../db/schema/index.ts';
import { hashPassword, inviteCode, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { findOrganizationByInvite } from '../organizations/repo.ts';
import type { UserRow } from '../users/repo.ts';
import { sessionFor } from './service.ts';
import { existingAccountMail, signUpCodeMail } from './signup-mails.ts';

/**
 * Sign-up in two steps (allauth's "prevent enumeration" mode): the form is answered the same
 * way for a new email and for one that already has an account; the account is created only
 * when the code mailed to the address comes back.
 */

export const SIGNUP_CODE_TTL_MINUTES = 30;
export const SIGNUP_CODE_MAX_ATTEMPTS = 5;
/** Codes mailed to one address per code lifetime; beyond it nothing is sent (no mail bombing). */
export const SIGNUP_CODES_PER_WINDOW = 5;
/** Unconfirmed sign-ups (with their password hashes) are kept this long for "Resend code". */
const PENDING_KEPT_MS = 86_400_000;
const DAY_MS = 86_400_000;

const INVALID_CODE = 'Invalid or expired code';
const invalidCode = () => badRequest(INVALID_CODE, { fields: [{ field: 'code', message: INVALID_CODE }] });

/** The validated form as stored until the code comes back: the password only as its hash. */
const pendingSignUp = z.object({
  name: z.string(),
  username: z.string(),
  passwordHash: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
  inviteCode: z.string().optional(),
  instituteName: z.string().optional(),
});
type PendingSignUp = z.infer<typeof pendingSignUp>;

const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const site = (deps: Deps) => ({ productName: deps.config.productName, publicUrl: deps.config.publicUrl });
const started = (email: string): SignUpStartedResponse => ({ email, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES });

const findByEmail = async (deps: Deps, email: string) => (await deps.db.select().from(users).where(eq(users.email, email)))[0];

/** POST /auth/signup: always 202 for a valid form whose username is free and invite code known. */
export async function startSignUp(deps: Deps, input: z.output<typeof signUpRequest>): Promise<SignUpStartedResponse> {
  // Hashed on both paths, so an existing email is not answered faster than a new one.
  const passwordHash = await hashPassword(input.password);
  // Usernames are public (leaderboards, chat), so saying one is taken reveals no account's
  // email. It is checked before the email, so the order of the checks reveals nothing either.
  const [byUsername] = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (byUsername) throw conflict('This username is taken');
  // Invite codes are not accounts: a wrong one is said as before, also before the email.
  const joinWith = input.instituteName ? undefined : input.inviteCode;
  if (joinWith && !(await findOrganizationByInvite(deps.db, joinWith))) throw unknownInvite();

  const owner = await findByEmail(deps, input.email);
  if (owner) {
    await mailOwner(deps, owner);
  } else {
    await issueCode(deps, input.email, {
      name: input.name,
      username: input.username,
      passwordHash,
      preferredLanguage: input.preferredLanguage,
      inviteCode: joinWith,
      instituteName: input.instituteName,
    });
  }
  return started(input.email);
}

/** POST /auth/signup/resend: a new code for a pending sign-up, the notice again for an account, else nothing. */
export async function resendSignUpCode(deps: Deps, email: string): Promise<SignUpStartedResponse> {
  const owner = await findByEmail(deps, email);
  if (owner) {
    await mailOwner(deps, owner);
    return started(email);
  }
  const [pending] = await deps.db
    .select()
    .from(signupVerifications)
    .where(and(eq(signupVerifications.email, email), isNull(signupVerifications.usedAt)))
    .orderBy(desc(signupVerifications.createdAt))
    .limit(1);
  const payload = pending && pending.createdAt.getTime() > Date.now() - PENDING_KEPT_MS ? pendingSignUp.safeParse(pending.payload) : null;
  if (payload?.success) await issueCode(deps, email, payload.data);
  return started(email);
}

/** POST /auth/signup/verify: the right code creates the account and signs it in. */
export async function verifySignUp(deps: Deps, input: z.output<typeof signUpVerifyRequest>): Promise<AuthResponse> {
  const table = signupVerifications;
  const [row] = await deps.db
    .select()
    .from(table)
    .where(and(eq(table.email, input.email), isNull(table.usedAt)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (!row) throw invalidCode();
  // Each try uses up an attempt before the code is compared, in one statement, so parallel
  // guesses cannot get past the limit. Committed on its own: a wrong code must still count.
  const [counted] = await deps.db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(and(eq(table.id, row.id), isNull(table.usedAt), lt(table.attempts, SIGNUP_CODE_MAX_ATTEMPTS), gt(table.expiresAt, new Date())))
    .returning({ id: table.id });
  if (!counted || !sameHash(sha256(input.code), row.codeHash)) throw invalidCode();
  const payload = pendingSignUp.safeParse(row.payload);
  if (!payload.success) throw invalidCode();

  try {
    return await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(table)
        .set({ usedAt: new Date() })
        .where(and(eq(table.id, row.id), isNull(table.usedAt)))
        .returning({ id: table.id });
      if (!claimed) throw invalidCode();
      const user = await createAccount(tx, input.email, payload.data);
      // The pending forms (with their password hashes) are no longer needed.
      await tx.delete(table).where(eq(table.email, input.email));
      return sessionFor(deps, tx, user);
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

/** The account as today's one-step sign-up made it: a student, an invited student, or an institute's owner. */
async function createAccount(tx: Tx, email: string, form: PendingSignUp): Promise<UserRow> {
  // Someone may have taken the username (or an admin the email) since the form was sent.
  // Revealing the email here is fine: whoever has the code reads that mailbox.
  const [taken] = await tx
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, form.username)));
  if (taken) throw conflict(taken.email === email ? 'An account with this email already exists' : 'This username is taken');

  let organizationId = DEFAULT_ORG_ID;
  let role: UserRow['role'] = 'user';
  let orgRole: UserRow['orgRole'] = 'student';
  if (form.instituteName) {
    const [org] = await tx
      .insert(organizations)
      .values({ name: form.instituteName, email, inviteCode: inviteCode(), trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS) })
      .returning();
    organizationId = org.id;
    role = 'admin';
    orgRole = 'owner';
  } else if (form.inviteCode) {
    const org = await findOrganizationByInvite(tx, form.inviteCode);
    if (!org) throw unknownInvite();
    organizationId = org.id;
  }
  const [user] = await tx
    .insert(users)
    .values({
      name: form.name,
      email,
      username: form.username,
      passwordHash: form.passwordHash,
      preferredLanguage: form.preferredLanguage,
      organizationId,
      role,
      orgRole,
    })
    .returning();
  return user;
}

/**
 * Stores a new code for the form and mails it; only the newest code of an address works.
 * Past SIGNUP_CODES_PER_WINDOW codes in one lifetime nothing is sent, and the answer stays the same.
 */
async function issueCode(deps: Deps, email: string, form: PendingSignUp) {
  const table = signupVerifications;
  const code = newCode();
  const now = Date.now();
  const issued = await deps.db.transaction(async (tx) => {
    await tx.delete(table).where(lt(table.createdAt, new Date(now - PENDING_KEPT_MS)));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.email, email), gt(table.createdAt, new Date(now - SIGNUP_CODE_TTL_MINUTES * 60_000))));
    if (n >= SIGNUP_CODES_PER_WINDOW) return false;
    await tx
      .update(table)
      .set({ attempts: SIGNUP_CODE_MAX_ATTEMPTS })
      .where(and(eq(table.email, email), isNull(table.usedAt)));
    await tx.insert(table).values({
      email,
      codeHash: sha256(code),
      payload: form,
      expiresAt: new Date(now + SIGNUP_CODE_TTL_MINUTES * 60_000),
    });
    return true;
  });
  if (!issued) return;
  await deps.mailer.send(signUpCodeMail(site(deps), email, form.preferredLanguage, form.name, code, SIGNUP_CODE_TTL_MINUTES));
}

function mailOwner(deps: Deps, owner: UserRow) {
  return deps.mailer.send(existingAccountMail(site(deps), owner.email, owner.preferredLanguage, owner.name, owner.username));
}

function unknownInvite() {
  return badRequest('This invite code is not valid', { fields: [{ field: 'inviteCode', message: 'Unknown invite code' }] });
}

/** Two confirmations racing for one username or email: the unique index decides, said as a 409. */
function uniqueViolation(err: unknown) {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  if (!pgError) return null;
  return conflict(pgError.constraint === 'users_email_unique' ? 'An account with this email already exists' : 'This username is taken');
}
