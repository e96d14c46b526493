import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthResponse, OtpRequestedResponse } from '@pariksha/shared/schemas/auth';
import type { Deps } from '../../app.ts';
import { loginOtps } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { findUserByPhone } from '../users/repo.ts';
import { organizationSuspended, potdAtSignIn, sessionFor } from './service.ts';
import { smsTexts } from './signup-mails.ts';
import { sameHash } from './signup.ts';

/**
 * Mobile-number sign-in: a 6-digit code by SMS, then the code. The request is answered the
 * same whether or not the number has an account (no SMS goes to a number without one), so the
 * form cannot be used to find out who has an account. Besides the per-IP limit of the route,
 * a number gets at most OTP_PER_WINDOW codes per lifetime; past it nothing is sent.
 */

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PER_WINDOW = 3;

const INVALID_CODE = 'Invalid or expired code';
const invalidCode = () => badRequest(INVALID_CODE, { fields: [{ field: 'code', message: INVALID_CODE }] });
const answer = (phone: string): OtpRequestedResponse => ({ phone, expiresInMinutes: OTP_TTL_MINUTES });

/** POST /auth/otp/request: phone is +91 and 10 digits (the schema normalised it). */
export async function requestOtp(deps: Deps, phone: string): Promise<OtpRequestedResponse> {
  const user = await findUserByPhone(deps.db, phone);
  if (!user || !user.isActive || (await organizationSuspended(deps.db, user.organizationId))) return answer(phone);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = Date.now();
  const issued = await deps.db.transaction(async (tx) => {
    await tx.delete(loginOtps).where(lt(loginOtps.createdAt, new Date(now - 86_400_000)));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(loginOtps)
      .where(and(eq(loginOtps.userId, user.id), gt(loginOtps.createdAt, new Date(now - OTP_TTL_MINUTES * 60_000))));
    if (n >= OTP_PER_WINDOW) return false;
    // Only the newest code works: the earlier ones have no tries left.
    await tx
      .update(loginOtps)
      .set({ attempts: OTP_MAX_ATTEMPTS })
      .where(and(eq(loginOtps.userId, user.id), isNull(loginOtps.usedAt)));
    await tx.insert(loginOtps).values({ userId: user.id, codeHash: sha256(code), expiresAt: new Date(now + OTP_TTL_MINUTES * 60_000) });
    return true;
  });
  if (issued) {
    // To the number as the account stores it (older rows hold the 10 digits alone): the same phone.
    await deps.sms.send({ to: phone, text: smsTexts.signInCode(deps.config.productName, user.preferredLanguage, code, OTP_TTL_MINUTES) });
  }
  return answer(phone);
}

/** POST /auth/otp/verify: the right code signs in as the password does (access + rotating refresh token). */
export async function verifyOtp(deps: Deps, phone: string, code: string): Promise<AuthResponse> {
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw invalidCode();
  const [row] = await deps.db
    .select()
    .from(loginOtps)
    .where(and(eq(loginOtps.userId, user.id), isNull(loginOtps.usedAt)))
    .orderBy(desc(loginOtps.createdAt))
    .limit(1);
  if (!row) throw invalidCode();
  // The try is counted before the code is compared, in one statement, so parallel guesses
  // cannot get past the limit; committed on its own, so a wrong code still counts.
  const [counted] = await deps.db
    .update(loginOtps)
    .set({ attempts: sql`${loginOtps.attempts} + 1` })
    .where(
      and(
        eq(loginOtps.id, row.id),
        isNull(loginOtps.usedAt),
        lt(loginOtps.attempts, OTP_MAX_ATTEMPTS),
        gt(loginOtps.expiresAt, new Date()),
      ),
    )
    .returning({ id: loginOtps.id });
  if (!counted || !sameHash(sha256(code), row.codeHash)) throw invalidCode();
  if (!user.isActive) throw new AppError('FORBIDDEN', 'This account has been deactivated. Contact your institute.');
  if (await organizationSuspended(deps.db, user.organizationId))
    throw new AppError('FORBIDDEN', 'Your institute has been suspended. Contact the platform team.');
  const session = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(loginOtps)
      .set({ usedAt: new Date() })
      .where(and(eq(loginOtps.id, row.id), isNull(loginOtps.usedAt)))
      .returning({ id: loginOtps.id });
    if (!claimed) throw invalidCode();
    return sessionFor(deps, tx, user);
  });
  return { ...session, potd: await potdAtSignIn(deps, user) };
}
