import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ ok: z.boolean() }).optional(),
  uptimeSeconds: z.number(),
});
