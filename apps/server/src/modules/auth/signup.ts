import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_ORG_ID, LANGUAGES, TRIAL_DAYS } from '@pariksha/shared/constants';
import type { AuthResponse, SignUpStartedResponse, signUpRequest, signUpVerifyRequest } from '@pariksha/shared/schemas/auth';
import type { Deps } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import { organizations, signupVerifications, users } from '../../db/schema/index.ts';
import { hashPassword, inviteCode, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { findOrganizationByInvite } from '../organizations/repo.ts';
import { freeUsername, usernameStem } from '../students/import-rows.ts';
import { usernamesLike } from '../students/repo.ts';
import { MOBILE_TAKEN } from '../students/service.ts';
import { findUserByPhone, type UserRow } from '../users/repo.ts';
import { sessionFor } from './service.ts';
import { existingAccountMail, signUpCodeMail, smsTexts } from './signup-mails.ts';

/**
 * Sign-up in two steps (allauth's "prevent enumeration" mode): the form is answered the same
 * way for a new address and for one that already has an account; the account is created only
 * when the code sent to the address comes back. With a mobile number the code goes by SMS
 * (which also proves the number that OTP sign-in will use), else by mail.
 */

export const SIGNUP_CODE_TTL_MINUTES = 30;
export const SIGNUP_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one address per code lifetime; beyond it nothing is sent (no mail or SMS bombing). */
export const SIGNUP_CODES_PER_WINDOW = 5;
/** Unconfirmed sign-ups (with their password hashes) are kept this long for "Resend code". */
const PENDING_KEPT_MS = 86_400_000;
const DAY_MS = 86_400_000;

const INVALID_CODE = 'Invalid or expired code';
const invalidCode = () => badRequest(INVALID_CODE, { fields: [{ field: 'code', message: INVALID_CODE }] });

/** The validated form as stored until the code comes back: the password only as its hash. */
const pendingSignUp = z.object({
  name: z.string(),
  /** Absent: derived from the name when the account is made. */
  username: z.string().optional(),
  /** The email given with a mobile number (the code went by SMS). */
  email: z.string().optional(),
  passwordHash: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
  inviteCode: z.string().optional(),
  instituteName: z.string().optional(),
});
type PendingSignUp = z.infer<typeof pendingSignUp>;

/** Where a sign-up's code goes, and what its pending rows are found by. */
type Address = { channel: 'email'; email: string } | { channel: 'sms'; phone: string };
const addressOf = (v: { email?: string; phone?: string }): Address =>
  v.phone ? { channel: 'sms', phone: v.phone } : { channel: 'email', email: v.email! };
const pendingOf = (a: Address) => (a.channel === 'sms' ? eq(signupVerifications.phone, a.phone) : eq(signupVerifications.email, a.email));

const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const site = (deps: Deps) => ({ productName: deps.config.productName, publicUrl: deps.config.publicUrl });
const started = (a: Address): SignUpStartedResponse =>
  a.channel === 'sms'
    ? { channel: 'sms', phone: a.phone, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES }
    : { channel: 'email', email: a.email, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES };

const findOwner = async (deps: Deps, a: Address) =>
  a.channel === 'sms' ? findUserByPhone(deps.db, a.phone) : (await deps.db.select().from(users).where(eq(users.email, a.email)))[0];

/** POST /auth/signup: always 202 for a valid form whose username is free and invite code known. */
export async function startSignUp(deps: Deps, input: z.output<typeof signUpRequest>): Promise<SignUpStartedResponse> {
  const address = addressOf(input);
  // Hashed on both paths, so an existing address is not answered faster than a new one.
  const passwordHash = await hashPassword(input.password);
  // Usernames are public (leaderboards, chat), so saying one is taken reveals no account's
  // email. It is checked before the address, so the order of the checks reveals nothing either.
  if (input.username) {
    const [byUsername] = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
    if (byUsername) throw conflict('This username is taken');
  }
  // Invite codes are not accounts: a wrong one is said as before, also before the address.
  const joinWith = input.instituteName ? undefined : input.inviteCode;
  if (joinWith && !(await findOrganizationByInvite(deps.db, joinWith))) throw unknownInvite();

  const owner = await findOwner(deps, address);
  if (owner) {
    await tellOwner(deps, address, owner);
  } else {
    await issueCode(deps, address, {
      name: input.name,
      username: input.username,
      email: address.channel === 'sms' ? input.email : undefined,
      passwordHash,
      preferredLanguage: input.preferredLanguage,
      inviteCode: joinWith,
      instituteName: input.instituteName,
    });
  }
  return started(address);
}

/** POST /auth/signup/resend: a new code for a pending sign-up, the notice again for an account, else nothing. */
export async function resendSignUpCode(deps: Deps, input: { email?: string; phone?: string }): Promise<SignUpStartedResponse> {
  const address = addressOf(input);
  const owner = await findOwner(deps, address);
  if (owner) {
    await tellOwner(deps, address, owner);
    return started(address);
  }
  const [pending] = await deps.db
    .select()
    .from(signupVerifications)
    .where(and(pendingOf(address), isNull(signupVerifications.usedAt)))
    .orderBy(desc(signupVerifications.createdAt))
    .limit(1);
  const payload = pending && pending.createdAt.getTime() > Date.now() - PENDING_KEPT_MS ? pendingSignUp.safeParse(pending.payload) : null;
  if (payload?.success) await issueCode(deps, address, payload.data);
  return started(address);
}

/** POST /auth/signup/verify: the right code creates the account and signs it in. */
export async function verifySignUp(deps: Deps, input: z.output<typeof signUpVerifyRequest>): Promise<AuthResponse> {
  const table = signupVerifications;
  const address = addressOf(input);
  const [row] = await deps.db
    .select()
    .from(table)
    .where(and(pendingOf(address), isNull(table.usedAt)))
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
      const user = await createAccount(tx, address, payload.data);
      // The pending forms (with their password hashes) are no longer needed.
      await tx.delete(table).where(pendingOf(address));
      return sessionFor(deps, tx, user);
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

/** The account as today's one-step sign-up made it: a student, an invited student, or an institute's owner. */
async function createAccount(tx: Tx, address: Address, form: PendingSignUp): Promise<UserRow> {
  const email = address.channel === 'email' ? address.email : (form.email ?? null);
  const phone = address.channel === 'sms' ? address.phone : null;
  // Someone may have taken the username, email or number since the form was sent. Revealing
  // it here is fine: whoever has the code reads that mailbox or phone.
  if (email && (await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length)
    throw conflict('An account with this email already exists');
  if (phone && (await findUserByPhone(tx, phone))) throw conflict(MOBILE_TAKEN);
  let username = form.username;
  if (username && (await tx.select({ id: users.id }).from(users).where(eq(users.username, username))).length)
    throw conflict('This username is taken');
  if (!username) {
    // Left blank on the form: the name's Latin letters ("student" for a name in Devanagari)
    // with the first free number; the owner can change it in the profile.
    const stem = usernameStem(form.name);
    username = freeUsername(stem, await usernamesLike(tx, [stem]));
  }

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
      phone,
      username,
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
 * Stores a new code for the form and sends it; only the newest code of an address works.
 * Past SIGNUP_CODES_PER_WINDOW codes in one lifetime nothing is sent, and the answer stays the same.
 */
async function issueCode(deps: Deps, address: Address, form: PendingSignUp) {
  const table = signupVerifications;
  const code = newCode();
  const now = Date.now();
  const issued = await deps.db.transaction(async (tx) => {
    await tx.delete(table).where(lt(table.createdAt, new Date(now - PENDING_KEPT_MS)));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(pendingOf(address), gt(table.createdAt, new Date(now - SIGNUP_CODE_TTL_MINUTES * 60_000))));
    if (n >= SIGNUP_CODES_PER_WINDOW) return false;
    await tx
      .update(table)
      .set({ attempts: SIGNUP_CODE_MAX_ATTEMPTS })
      .where(and(pendingOf(address), isNull(table.usedAt)));
    await tx.insert(table).values({
      email: address.channel === 'email' ? address.email : null,
      phone: address.channel === 'sms' ? address.phone : null,
      codeHash: sha256(code),
      payload: form,
      expiresAt: new Date(now + SIGNUP_CODE_TTL_MINUTES * 60_000),
    });
    return true;
  });
  if (!issued) return;
  if (address.channel === 'sms') {
    await deps.sms.send({
      to: address.phone,
      text: smsTexts.signUpCode(deps.config.productName, form.preferredLanguage, code, SIGNUP_CODE_TTL_MINUTES),
    });
  } else {
    await deps.mailer.send(signUpCodeMail(site(deps), address.email, form.preferredLanguage, form.name, code, SIGNUP_CODE_TTL_MINUTES));
  }
}

/** The address already has an account: its owner is told (by the same channel), the form answered as usual. */
function tellOwner(deps: Deps, address: Address, owner: UserRow) {
  if (address.channel === 'sms') {
    return deps.sms.send({
      to: address.phone,
      text: smsTexts.existingAccount(deps.config.productName, owner.preferredLanguage, owner.username),
    });
  }
  return deps.mailer.send(existingAccountMail(site(deps), address.email, owner.preferredLanguage, owner.name, owner.username));
}

function unknownInvite() {
  return badRequest('This invite code is not valid', { fields: [{ field: 'inviteCode', message: 'Unknown invite code' }] });
}

/** Two confirmations racing for one username or email: the unique index decides, said as a 409. */
function uniqueViolation(err: unknown) {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  if (!pgError) return null;
  if (pgError.constraint === 'users_phone_unique') return conflict(MOBILE_TAKEN);
  return conflict(pgError.constraint === 'users_email_unique' ? 'An account with this email already exists' : 'This username is taken');
}
