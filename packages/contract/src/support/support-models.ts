import { z } from 'zod';
import { SUPPORT_PRIORITIES, SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from './support-limits.ts';

/** One message of a ticket's thread: from the person, or from the people who run Amparo. */
export const ZSupportMessage = z.object({
  id: z.uuid(),
  from: z.enum(['person', 'support']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof ZSupportMessage>;

/** A ticket as its own person sees it: no priority (the person's plan says it), no owner's name. */
export const ZSupportTicketSummary = z.object({
  id: z.uuid(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  /** Who wrote last: `support` means an answer is waiting to be read. */
  last_from: z.enum(['person', 'support']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicketSummary = z.infer<typeof ZSupportTicketSummary>;

export const ZSupportTicket = ZSupportTicketSummary.extend({
  messages: z.array(ZSupportMessage),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;

/** What the owner's queue shows of a ticket: the person's address to recognise them, and the priority. */
export const ZOwnerSupportTicketSummary = ZSupportTicketSummary.extend({
  priority: z.enum(SUPPORT_PRIORITIES),
  /** Email or phone of the account; null once the account is deleted. */
  person: z.string().nullable(),
  /** The first lines of the first message. */
  preview: z.string(),
  closed_at: z.string().nullable(),
});
export type OwnerSupportTicketSummary = z.infer<typeof ZOwnerSupportTicketSummary>;

export const ZOwnerSupportTicket = ZOwnerSupportTicketSummary.extend({
  messages: z.array(ZSupportMessage),
});
export type OwnerSupportTicket = z.infer<typeof ZOwnerSupportTicket>;

export const ZSupportTicketParams = z.object({ id: z.uuid() });
