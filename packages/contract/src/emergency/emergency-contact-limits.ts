// The limits on emergency contacts and the refusal past them, as plain data with no schema library: the
// /emergency page's contact list reads them on its first render, and zod stays off that path (issue 24, point 8).
// emergency-contact.ts and create-emergency-contact.ts re-export them for the server and the form.

/** Basic covers a small circle; Full Protection a wider one (issue 5). The server enforces both. */
export const MAX_CONTACTS_BASIC = 3;
export const MAX_CONTACTS_FULL_PROTECTION = 10;

export function maxEmergencyContacts(hasAccess: boolean): number {
  return hasAccess ? MAX_CONTACTS_FULL_PROTECTION : MAX_CONTACTS_BASIC;
}

/** The code of `POST /api/v1/emergency/contacts` past the plan's limit (403). */
export const CONTACT_LIMIT_REACHED = 'contact_limit_reached';
