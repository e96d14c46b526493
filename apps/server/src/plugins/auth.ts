import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { staleReason } from '../lib/token-version.ts';

export type AuthUser = AccessTokenPayload & { id: string };

/**
 * Who may call a route. Every route declares one in its config; a route that declares nothing
 * cannot be registered, so there is no default to forget.
 * - public: anyone, signed in or not
 * - user: any signed-in account
 * - staff: admins, superAdmins, and the owners and teachers of an organisation
 * - admin: admins and superAdmins
 * - superAdmin: the platform's administrators
 */
export const ACCESS_LEVELS = ['public', 'user', 'staff', 'admin', 'superAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** What a signed-in caller without the access level is told (403); a generic text otherwise. */
    deniedMessage?: string;
    /**
     * Checks the token against the account's current token version and active flag (a cached
     * lookup) on a route whose access is 'user': for routes that change the account. Routes for
     * staff, admins and superAdmins are always checked; the routes a student calls during a
     * test never are, so they cost no lookup.
     */
    sensitive?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, for the test that walks them. */
    routeAccess: { method: string; url: string; access: Access }[];
  }
}

export const isAdmin = (user: AuthUser) => user.role === 'admin' || user.role === 'superAdmin';
/** Admins and teachers author content in their organisation. */
export const isStaff = (user: AuthUser) => isAdmin(user) || user.orgRole === 'teacher' || user.orgRole === 'owner';

const allows: Record<Exclude<Access, 'public'>, (user: AuthUser) => boolean> = {
  user: () => true,
  staff: isStaff,
  admin: isAdmin,
  superAdmin: (user) => user.role === 'superAdmin',
};

/** Route config for staff-only routes, with the module's own explanation for a refused student. */
export const staffOnly = (deniedMessage: string) => ({ access: 'staff' as const, deniedMessage });

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * The caller as routes see it, made once per verified token (jwt.ts hands back the same payload
 * object for a token it has seen) and frozen, since every request with that token shares it:
 * a copy per request was a spread plus a slow added key on every answer save.
 */
const users = new WeakMap<AccessTokenPayload, AuthUser>();
function userOf(payload: AccessTokenPayload): AuthUser {
  let user = users.get(payload);
  if (!user) {
    user = Object.freeze({ ...payload, id: payload.sub });
    users.set(payload, user);
  }
  return user;
}

/** The web client refreshes once on a 401, which issues a token with the account's new claims. */
export const STALE_TOKEN = 'Your account has changed since you signed in. Please sign in again.';

/**
 * Authentication and authorisation are decided on the route the router matched, never on the
 * raw URL: `/%61pi/organizations` and `/api/organizations` reach the same route and the same
 * check. Requests that no route matched answer 404 from the not-found handler and carry no data.
 *
 * Must be registered before any route, so it sees them all; the app will not start while a
 * route declares no access.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('routeAccess', []);

  // Routes are checked once all are in: a scope's own onRoute hook (publicRoutes) runs after
  // this one and may still fill in the declaration.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
    if (route.config?.access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
  });
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const access = route.config?.access;
      if (!access || !ACCESS_LEVELS.includes(access)) {
        throw new Error(`${String(route.method)} ${route.url} must declare who may call it: config.access = ${ACCESS_LEVELS.join(' | ')}`);
      }
      for (const method of [route.method].flat()) app.routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', (req, _reply, done) => {
    const token = bearer(req);
    // The usual request of a live test, a token verified before on a route for any signed-in
    // user, is decided here without a promise (an async hook is a promise and a turn of the
    // microtask queue per request); everything else goes through the whole check below.
    const known = token ? app.deps.jwt.remembered(token) : undefined;
    if (known && !req.is404) {
      const { access, sensitive } = req.routeOptions.config;
      if (access === 'user' && !sensitive) {
        req.user = userOf(known);
        done();
        return;
      }
    }
    check(req, token).then(() => done(), done);
  });

  async function check(req: FastifyRequest, token: string | null) {
    if (token) {
      const payload = await app.deps.jwt.verify(token);
      if (payload) req.user = userOf(payload);
    }
    // No matched route: the not-found handler answers 404 and serves nothing private.
    // (is404 rather than routeOptions.url: each read of routeOptions builds a new object.)
    if (req.is404) return;
    const { access, deniedMessage, sensitive } = req.routeOptions.config;
    if (access === 'public') return;
    if (!req.user) throw unauthorized(token ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue');
    // Before the role check, so a token issued before a role change is sent to refresh (401)
    // and retried with the new role instead of being refused (403) with the old one.
    if (access !== 'user' || sensitive) {
      const reason = staleReason(req.user, await app.deps.tokenVersions.lookup(req.user.id));
      if (reason === 'inactive') throw unauthorized('Your account is no longer active');
      if (reason === 'stale') throw unauthorized(STALE_TOKEN);
    }
    // Deny by default: an access level this hook does not know lets nobody in.
    const allowed = access ? allows[access] : undefined;
    if (!allowed?.(req.user)) throw forbidden(deniedMessage);
  }
}

/**
 * Marks every route a third-party plugin registers in `scope` as public (static files, API
 * documentation), since such plugins cannot be given a per-route config.
 */
export function publicRoutes(scope: FastifyInstance) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/** The signed-in user of a private route. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
