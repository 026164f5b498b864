import { z } from 'zod';
import { ZSupportTicketSummary } from './support-models.ts';

/** `GET /api/v1/support/tickets` (signed in): the caller's own tickets, the latest activity first. */
export const ZListSupportTicketsResponse = z.object({
  tickets: z.array(ZSupportTicketSummary),
});
export type ListSupportTicketsResponse = z.infer<typeof ZListSupportTicketsResponse>;
