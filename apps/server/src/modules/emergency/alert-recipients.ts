import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emergencyContacts } from '../../platform/db/schema/emergency.ts';
import { type FamilyAlertRecipient, listFamilyAlertRecipients } from '../family/family-alert-recipients.ts';

// Who Help Me Now alerts: the emergency contacts with alerts on, in the person's order, then the other people of
// their family with alerts on (ARCHITECTURE.md §6). Asked for by name rather than through a list other areas fill
// at start: the family is part of the rule, so a reader (and a test that calls the service without the app) sees
// all of it here. Each person is reached once per channel; see `mergeAlertRecipients`.

export type AlertRecipient = {
  /** The emergency contact's id; null for someone who is not an emergency contact. */
  contactId: string | null;
  /** The family member's user id when this person is in the presser's family; null otherwise. */
  familyMemberUserId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  language: LanguageCode;
};

/** Lower-cased and trimmed: the same mailbox however it was typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** E.164 without the spaces, dashes, dots or brackets a number may have been stored with. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, '');
}

function normalized(recipient: AlertRecipient): AlertRecipient {
  return {
    ...recipient,
    phone: recipient.phone ? normalizePhone(recipient.phone) : null,
    email: recipient.email ? normalizeEmail(recipient.email) : null,
  };
}

/**
 * A family member who is also one of the person's emergency contacts (the same phone or the same email) is one
 * person: they take the contact's place in the order, under the name the family knows them by and in the
 * language of their own account, at the contact's addresses where the contact has one and their own otherwise.
 * `plannedAlerts` then drops any repeat of a channel and address, so nobody gets the same alert twice.
 */
export function mergeAlertRecipients(
  contacts: AlertRecipient[],
  family: FamilyAlertRecipient[],
): AlertRecipient[] {
  const merged = contacts.map(normalized);
  for (const member of family) {
    const own = normalized({
      contactId: null,
      familyMemberUserId: member.userId,
      name: member.name,
      phone: member.phone,
      email: member.email,
      language: member.language,
    });
    const index = merged.findIndex(
      (contact) =>
        contact.familyMemberUserId === null &&
        ((own.phone !== null && contact.phone === own.phone) ||
          (own.email !== null && contact.email === own.email)),
    );
    const contact = merged[index];
    if (!contact) {
      merged.push(own);
      continue;
    }
    merged[index] = {
      contactId: contact.contactId,
      familyMemberUserId: own.familyMemberUserId,
      name: own.name,
      phone: contact.phone ?? own.phone,
      email: contact.email ?? own.email,
      language: own.language,
    };
  }
  return merged;
}

export async function listAlertRecipients(db: Database, userId: string): Promise<AlertRecipient[]> {
  const contacts = await db
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.userId, userId), eq(emergencyContacts.alertOnHelp, true)))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
  const contactRecipients: AlertRecipient[] = contacts.map((row) => ({
    contactId: row.id,
    familyMemberUserId: null,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language as LanguageCode,
  }));
  return mergeAlertRecipients(contactRecipients, await listFamilyAlertRecipients(db, userId));
}
