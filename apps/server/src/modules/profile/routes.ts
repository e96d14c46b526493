import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { changePasswordRequest, meResponse, updateProfileRequest } from '@pariksha/shared/schemas/auth';
import { okResponse } from '@pariksha/shared/schemas/common';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';
import { requireUser } from '../../plugins/auth.ts';
import { currentSession, revokeSessions, verifyCurrentPassword } from '../auth/service.ts';
import { storeImage } from '../files/service.ts';
import { MOBILE_TAKEN } from '../students/service.ts';
import { findUserById, findUserByPhone } from '../users/repo.ts';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['profile'];

  app.get('/profile', { config: { access: 'user' }, schema: { tags, response: { 200: meResponse } } }, async (req) =>
    currentSession(db, requireUser(req).id),
  );

  app.patch(
    '/profile',
    { config: { access: 'user', sensitive: true }, schema: { tags, body: updateProfileRequest, response: { 200: meResponse } } },
    async (req) => {
      const me = requireUser(req);
      if (req.body.username) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.username, req.body.username), ne(users.id, me.id)));
        if (taken) throw conflict('This username is taken');
      }
      // A mobile number signs in by OTP, so it may name only one account (users_phone_unique).
      if (req.body.phone) {
        const owner = await findUserByPhone(db, req.body.phone);
        if (owner && owner.id !== me.id) throw conflict(MOBILE_TAKEN);
      }
      await db
        .update(users)
        .set({ ...req.body, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      return currentSession(db, me.id);
    },
  );

  app.post(
    '/profile/password',
    { config: { access: 'user', sensitive: true }, schema: { tags, body: changePasswordRequest, response: { 200: okResponse } } },
    async (req) => {
      const me = requireUser(req);
      const user = await findUserById(db, me.id);
      // Failures count against the same per-account lock as sign-in: a stolen access token must
      // not become a way to guess the password without limit.
      if (!user || !(await verifyCurrentPassword(app.deps, user, req.body.currentPassword))) {
        throw badRequest('Your current password is not correct', { fields: [{ field: 'currentPassword', message: 'Incorrect password' }] });
      }
      const passwordHash = await hashPassword(req.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
        await bumpTokenVersion(tx, me.id);
        // Every other session ends; this one goes on (its next refresh picks up the new version).
        // A token from before sessions were named in it cannot say which is this one: all end.
        await revokeSessions(tx, me.id, me.sid);
      });
      await tokenVersionChanged(app.deps, me.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/profile/picture',
    { config: { access: 'user', sensitive: true }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: meResponse } } },
    async (req) => {
      const me = requireUser(req);
      const url = await storeImage(app.deps, await req.file(), { organizationId: me.organizationId, ownerId: me.id }, 'avatar');
      await db.update(users).set({ profilePictureUrl: url, updatedAt: new Date() }).where(eq(users.id, me.id));
      return currentSession(db, me.id);
    },
  );

  app.delete(
    '/profile/picture',
    { config: { access: 'user', sensitive: true }, schema: { tags, response: { 200: meResponse } } },
    async (req) => {
      const me = requireUser(req);
      await db.update(users).set({ profilePictureUrl: null, updatedAt: new Date() }).where(eq(users.id, me.id));
      return currentSession(db, me.id);
    },
  );
}
