// Support tickets (issue 15): what a person may ask about, how long a message may be, and the two orders of the
// owner's queue. Priority and status are the server's alone: no request schema has a field for them.

export const SUPPORT_TOPICS = [
  'account',
  'payment',
  'vault',
  'emergency',
  'community',
  'lawyers',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** `priority`: the person has Full Protection (their own plan or their family's), which includes priority support. */
export const SUPPORT_PRIORITIES = ['priority', 'standard'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_TICKET_STATUSES = ['open', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** A first message must say what is wrong; a reply may be as short as "thank you". */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_REPLY_MIN = 1;
export const SUPPORT_MESSAGE_MAX = 4000;

/** Open tickets one person may have at once: enough for separate problems, too few to flood the queue. */
export const SUPPORT_OPEN_TICKETS_MAX = 5;

export const SUPPORT_TICKET_NOT_FOUND = 'support_ticket_not_found';
export const SUPPORT_TOO_MANY_OPEN = 'support_too_many_open_tickets';
