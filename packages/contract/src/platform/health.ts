import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

export const ZReadinessResponse = z.object({
  status: z.enum(['ready', 'shutting_down', 'database_unavailable']),
});

export type ReadinessResponse = z.infer<typeof ZReadinessResponse>;
