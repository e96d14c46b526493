import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS } from '@pariksha/shared/constants';
import type { AuthResponse, MeResponse, SignInRequest } from '@pariksha/shared/schemas/auth';
import type { Deps } from '../../app.ts';
import type { Db, Tx } from '../../db/client.ts';
import { organizations, passwordResets, refreshTokens, users } from '../../db/schema/index.ts';
import { accountKey, identifierKey } from '../../lib/attempt-counter.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';
import { findOrganization, toOrganizationSummary } from '../organizations/repo.ts';
import { findUserById, findUserByIdentifier, isStaffRow, toCurrentUser, type UserRow } from '../users/repo.ts';
import { signInSummary } from '../potd/today.ts';

const DAY_MS = 86_400_000;

/**
 * Issues an access token and a refresh token; a new sign-in starts a new token family. The
 * access token names its family (sid) and the account's token version (tv).
 */
export async function issueTokens(deps: Deps, db: Db | Tx, user: UserRow, familyId: string = crypto.randomUUID()) {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  const token = await deps.jwt.sign({
    sub: user.id,
    organizationId: user.organizationId,
    role: user.role,
    orgRole: user.orgRole,
    name: user.name,
    sid: familyId,
    tv: user.tokenVersion,
  });
  return { token, refreshToken };
}

export async function sessionFor(deps: Deps, db: Db | Tx, user: UserRow): Promise<AuthResponse> {
  const org = await findOrganization(db, user.organizationId);
  if (!org) throw new AppError('INTERNAL', 'Organisation missing');
  const tokens = await issueTokens(deps, db, user);
  return { ...tokens, user: toCurrentUser(user), organization: toOrganizationSummary(org, isStaffRow(user)) };
}

/** The signed-in user with their organisation, as /auth/me and the profile answer it. */
export async function currentSession(db: Db | Tx, userId: string): Promise<MeResponse> {
  const user = await findUserById(db, userId);
  if (!user || !user.isActive) throw unauthorized('Your account is no longer active');
  const org = await findOrganization(db, user.organizationId);
  if (!org) throw new AppError('INTERNAL', 'Organisation missing');
  return { user: toCurrentUser(user), organization: toOrganizationSummary(org, isStaffRow(user)) };
}

const INVALID_CREDENTIALS = 'Incorrect email/username or password';
const ORGANIZATION_SUSPENDED = 'Your institute has been suspended. Contact the platform team.';

/** A superAdmin suspended the organisation: its members are refused at sign-in and refresh (their data stays). */
export async function organizationSuspended(db: Db | Tx, organizationId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: organizations.suspendedAt }).from(organizations).where(eq(organizations.id, organizationId));
  return !!row?.suspendedAt;
}

const lockedOut = (deps: Deps) =>
  new AppError('RATE_LIMITED', 'Too many failed sign-in attempts for this account. Please try again in {{minutes}} minutes.', undefined, {
    minutes: Math.ceil(deps.config.signIn.windowMs / 60_000),
  });

/**
 * A password check that counts failures under `key`; 429 once the key has had
 * SIGNIN_MAX_PER_ACCOUNT failures in the window. The attempt is counted before the hash is
 * checked, so guesses sent in parallel cannot all slip in under the limit.
 */
async function throttledVerify(deps: Deps, key: string, hash: string, password: string): Promise<boolean> {
  const { maxPerAccount } = deps.config.signIn;
  if ((await deps.signInFailures.count(key)) >= maxPerAccount) throw lockedOut(deps);
  if ((await deps.signInFailures.hit(key)) > maxPerAccount) throw lockedOut(deps);
  const ok = await verifyPassword(hash, password);
  if (ok) await deps.signInFailures.reset(key);
  return ok;
}

/** The current-password check of a password change, under the same per-account lock as sign-in. */
export async function verifyCurrentPassword(deps: Deps, user: UserRow, password: string): Promise<boolean> {
  return throttledVerify(deps, accountKey(user.id), user.passwordHash, password);
}

export async function signIn(deps: Deps, input: SignInRequest): Promise<AuthResponse> {
  const user = await findUserByIdentifier(deps.db, input.identifier);
  // The lock belongs to the account, so its email and its username share one count. An unknown
  // identifier is checked against a dummy hash under its own count, so it costs the same.
  const key = user ? accountKey(user.id) : identifierKey(input.identifier);
  const ok = await throttledVerify(deps, key, user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  if (!user.isActive) throw new AppError('FORBIDDEN', 'This account has been deactivated. Contact your institute.');
  if (await organizationSuspended(deps.db, user.organizationId)) throw new AppError('FORBIDDEN', ORGANIZATION_SUSPENDED);
  return { ...(await sessionFor(deps, deps.db, user)), potd: await potdAtSignIn(deps, user) };
}

/**
 * decisions.md: showPotdDialog is set at sign-in when today's daily problem is not yet solved.
 * The daily problem is a student's: admins and teachers are never sent into it (issue 13, roles).
 */
export async function potdAtSignIn(deps: Deps, user: UserRow) {
  try {
    const summary = await signInSummary(deps.db, user);
    return isStaffRow(user) ? { ...summary, showDialog: false } : summary;
  } catch (err) {
    // The daily problem must never stop anyone signing in.
    console.error('daily problem summary at sign-in failed', err);
    return undefined;
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SRMb840mhBIyVk8cA+dVQg$QWxYHZ0v9TA8yTevFggR79DDhg2B+Q5zms5J+sZPcGM';

/**
 * Rotation with reuse detection: each refresh token works once. Presenting one that was
 * already rotated means it leaked, so the whole family is revoked.
 */
export async function refresh(deps: Deps, presented: string) {
  const hash = sha256(presented);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) return { error: 'Your session has expired. Please sign in again.' } as const;
    if (row.rotatedAt || row.revokedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { error: 'This session was signed out for your safety. Please sign in again.' } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'Your session has expired. Please sign in again.' } as const;
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed.length) return { error: 'Your session has expired. Please sign in again.' } as const;
    const user = await findUserById(tx, row.userId);
    if (!user?.isActive) return { error: 'Your session has expired. Please sign in again.' } as const;
    if (await organizationSuspended(tx, user.organizationId)) return { error: ORGANIZATION_SUSPENDED } as const;
    return { tokens: await issueTokens(deps, tx, user, row.familyId) } as const;
  });
  // The family revocation must commit, so the 401 is thrown outside the transaction.
  if ('error' in result) throw unauthorized(result.error);
  return result.tokens;
}

export async function signOut(deps: Deps, presented: string | undefined) {
  if (!presented) return;
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!row) return;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

export async function forgotPassword(deps: Deps, email: string) {
  const user = await findUserByIdentifier(deps.db, email);
  // Same answer whether or not the account exists, so the form cannot be used to probe emails.
  if (!user || user.email !== email || !user.isActive) return;
  const token = randomToken();
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: `${deps.config.productName}: reset your password / पासवर्ड रीसेट करें`,
    text: [
      `Hello ${user.name},`,
      '',
      `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      link,
      '',
      `अपना नया पासवर्ड चुनने के लिए ${PASSWORD_RESET_TTL_MINUTES} मिनट के भीतर यह लिंक खोलें।`,
      '',
      'If you did not ask for this, ignore this mail. / यदि आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें।',
    ].join('\n'),
  });
}

export async function resetPassword(deps: Deps, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const userId = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning();
    if (!claimed) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    // The user's other links asked for the same thing: none of them may set the password again.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    await bumpTokenVersion(tx, claimed.userId);
    // A new password ends every existing session.
    await revokeSessions(tx, claimed.userId);
    return claimed.userId;
  });
  await tokenVersionChanged(deps, userId);
}

/** Revokes every refresh-token family of the user, except the session `keepFamilyId` if given. */
export async function revokeSessions(tx: Db | Tx, userId: string, keepFamilyId?: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
