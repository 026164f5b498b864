import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emergencyContacts } from '../../platform/db/schema/emergency.ts';

// Who Help Me Now alerts: the emergency contacts with alerts on, in the person's order, then anyone another
// area adds through `additionalAlertRecipientSources`.

export type AlertRecipient = {
  /** The emergency contact's id; null for someone who is not an emergency contact (a family member). */
  contactId: string | null;
  name: string;
  phone: string;
  email: string | null;
  language: LanguageCode;
};

export type AlertRecipientSource = (db: Database, userId: string) => Promise<AlertRecipient[]>;

/**
 * The hook for family members (the family area, once it exists, pushes its source here at start): they are
 * alerted like contacts. Empty until then; a person reachable both ways is alerted once.
 */
export const additionalAlertRecipientSources: AlertRecipientSource[] = [];

export async function listAlertRecipients(db: Database, userId: string): Promise<AlertRecipient[]> {
  const contacts = await db
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.userId, userId), eq(emergencyContacts.alertOnHelp, true)))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
  const recipients: AlertRecipient[] = contacts.map((row) => ({
    contactId: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language as LanguageCode,
  }));
  for (const source of additionalAlertRecipientSources) recipients.push(...(await source(db, userId)));
  const seenPhones = new Set<string>();
  return recipients.filter((recipient) => {
    if (seenPhones.has(recipient.phone)) return false;
    seenPhones.add(recipient.phone);
    return true;
  });
}
