import type { Location } from 'react-router';
import { paths } from '../../app/paths.ts';

/**
 * Where to go after signing in: the protected page the person was sent from (the guard passes
 * it as router state), else home. Only in-app paths are accepted, never another site.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> | string } | null)?.from;
  const target = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  if (!target || !target.startsWith('/') || target.startsWith('//')) return paths.home;
  if (target === paths.signIn || target === paths.signUp) return paths.home;
  return target;
}
