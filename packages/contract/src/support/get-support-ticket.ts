import { ZSupportTicket } from './support-models.ts';

/** `GET /api/v1/support/tickets/:id` (signed in): one of the caller's tickets with its thread; 404 for anyone else's. */
export const ZGetSupportTicketResponse = ZSupportTicket;
