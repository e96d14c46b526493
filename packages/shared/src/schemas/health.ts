import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ ok: z.boolean() }).optional(),
  uptimeSeconds: z.number(),
  /**
   * How long the event loop was blocked over the last 10 to 20 seconds (p99 and maximum, ms).
   * The server's rule: no request blocks it for more than 100 ms.
   */
  eventLoop: z.object({ p99Ms: z.number(), maxMs: z.number() }),
});
