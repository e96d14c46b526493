/**
 * A token bucket for one socket: `burst` events at once, then `perSecond`. Held in the socket's
 * closure, so it costs nothing shared and goes away with the socket.
 */
export function tokenBucket(burst: number, perSecond: number, now: () => number = Date.now) {
  let tokens = burst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
