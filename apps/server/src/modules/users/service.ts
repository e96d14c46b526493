import { eq } from 'drizzle-orm';
import type { Deps } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';
import { notFound } from '../../lib/errors.ts';
import { revokeSessions } from '../auth/service.ts';

/**
 * The one way to deactivate (or reactivate) an account. Deactivating ends its sessions, refuses
 * its tokens at once on sensitive routes and sockets, and its sign-ins and refreshes from then
 * on; routes a student calls during a test accept its last access token until it expires
 * (15 minutes), since they look nothing up.
 */
export async function setUserActive(deps: Pick<Deps, 'db' | 'tokenVersions' | 'io'>, userId: string, active: boolean) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive: active, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw notFound('User');
    await bumpTokenVersion(tx, userId);
    if (!active) await revokeSessions(tx, userId);
  });
  await tokenVersionChanged(deps, userId);
}
