import { z } from 'zod';
import { SUPPORT_TICKET_STATUSES } from './support-limits.ts';
import { ZOwnerSupportTicket, ZOwnerSupportTicketSummary } from './support-models.ts';

/**
 * `GET /api/v1/owner/support/tickets?status=open` (owner only): open tickets with Full Protection (priority
 * support) first, then the oldest first; closed ones the most recently closed first.
 */
export const ZOwnerListSupportTicketsQuery = z.object({
  status: z.enum([...SUPPORT_TICKET_STATUSES, 'all']).default('open'),
});

export const ZOwnerListSupportTicketsResponse = z.object({
  tickets: z.array(ZOwnerSupportTicketSummary),
  open_count: z.number().int().nonnegative(),
});
export type OwnerListSupportTicketsResponse = z.infer<typeof ZOwnerListSupportTicketsResponse>;

/** `GET /api/v1/owner/support/tickets/:id` and `POST …/:id/close` (owner only; closing is audited). */
export const ZOwnerGetSupportTicketResponse = ZOwnerSupportTicket;
export const ZOwnerCloseSupportTicketResponse = ZOwnerSupportTicket;
