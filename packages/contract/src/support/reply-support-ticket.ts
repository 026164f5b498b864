import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_REPLY_MIN } from './support-limits.ts';
import { ZOwnerSupportTicket, ZSupportTicket } from './support-models.ts';

/**
 * A reply in a ticket's thread. `POST /api/v1/support/tickets/:id/messages` (the ticket's person: reopens a closed
 * ticket) and `POST /api/v1/owner/support/tickets/:id/messages` (owner only: the person is told by email).
 */
export const ZReplySupportTicketRequest = z.object({
  message: text({ multiline: true }).trim().min(SUPPORT_REPLY_MIN).max(SUPPORT_MESSAGE_MAX),
});
export type ReplySupportTicketRequest = z.input<typeof ZReplySupportTicketRequest>;

export const ZReplySupportTicketResponse = ZSupportTicket;
export const ZOwnerReplySupportTicketResponse = ZOwnerSupportTicket;
