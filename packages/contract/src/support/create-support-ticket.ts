import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS } from './support-limits.ts';
import { ZSupportTicket } from './support-models.ts';

/**
 * `POST /api/v1/support/tickets` (signed in): a person asks the people who run Amparo for help. The server sets
 * the priority from the person's plan and the status; fields with those names in the body are ignored. 409
 * `support_too_many_open_tickets` past SUPPORT_OPEN_TICKETS_MAX open tickets; 429 `rate_limited`.
 */
export const ZCreateSupportTicketRequest = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  message: text({ multiline: true }).trim().min(SUPPORT_MESSAGE_MIN).max(SUPPORT_MESSAGE_MAX),
});
export type CreateSupportTicketRequest = z.input<typeof ZCreateSupportTicketRequest>;

export const ZCreateSupportTicketResponse = ZSupportTicket;
