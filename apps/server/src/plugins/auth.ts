import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';
import type { Role } from '@pariksha/shared/constants';
import { forbidden, unauthorized } from '../lib/errors.ts';

export type AuthUser = AccessTokenPayload & { id: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes are private by default; `public: true` opens one to signed-out callers. */
    public?: boolean;
    roles?: Role[];
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Authentication applies to the whole /api subtree at once: every route needs a valid access
 * token unless its config says `public: true`, and `roles` narrows it further.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const token = bearer(req);
    if (token) {
      const payload = await app.deps.jwt.verify(token);
      if (payload) req.user = { ...payload, id: payload.sub };
    }
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs') || config?.public) return;
    if (!req.routeOptions.url) return; // unknown route: let the 404 handler answer
    if (!req.user) throw unauthorized(token ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue');
    if (config?.roles && !config.roles.includes(req.user.role)) throw forbidden();
  });
}

/** The signed-in user of a private route. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export const isAdmin = (user: AuthUser) => user.role === 'admin' || user.role === 'superAdmin';
/** Admins and teachers author content in their organisation. */
export const isStaff = (user: AuthUser) => isAdmin(user) || user.orgRole === 'teacher' || user.orgRole === 'owner';
