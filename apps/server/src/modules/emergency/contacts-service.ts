import { CONTACT_LIMIT_REACHED } from '@amparo/contract/emergency/create-emergency-contact';
import {
  type EmergencyContact,
  maxEmergencyContacts,
  type ZEmergencyContactInput,
} from '@amparo/contract/emergency/emergency-contact';
import type { ListEmergencyContactsResponse } from '@amparo/contract/emergency/list-emergency-contacts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  type ContactFields,
  countContacts,
  deleteContact,
  insertContact,
  listContacts,
  readHasAccess,
  setContactPosition,
  toContactResponse,
  updateContact,
} from './contacts-repo.ts';

// The caller's emergency contacts. Every query carries the caller's id from the access token, so another
// person's contact id is simply "not found". The plan's limit is checked here, not in the browser.

type ContactInput = z.output<typeof ZEmergencyContactInput>;

function toFields(input: ContactInput): ContactFields {
  return {
    name: input.name,
    relationship: input.relationship,
    phone: input.phone,
    email: input.email,
    language: input.language,
    alertOnHelp: input.alert_on_help,
  };
}

function contactNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such emergency contact');
}

export async function listOwnContacts(db: Database, userId: string): Promise<ListEmergencyContactsResponse> {
  const [rows, hasAccess] = await Promise.all([listContacts(db, userId), readHasAccess(db, userId)]);
  return { contacts: rows.map(toContactResponse), limit: maxEmergencyContacts(hasAccess) };
}

export async function createOwnContact(
  db: Database,
  input: { userId: string; contact: ContactInput; now?: Date },
): Promise<EmergencyContact> {
  const now = input.now ?? new Date();
  const row = await db.transaction(async (tx) => {
    const hasAccess = await readHasAccess(tx, input.userId, true);
    const limit = maxEmergencyContacts(hasAccess);
    const { total, last } = await countContacts(tx, input.userId);
    if (total >= limit) {
      throw new HttpError(
        403,
        CONTACT_LIMIT_REACHED,
        hasAccess
          ? `Your plan allows up to ${limit} emergency contacts`
          : `The Basic plan allows up to ${limit} emergency contacts; Full Protection allows more`,
      );
    }
    return insertContact(tx, input.userId, toFields(input.contact), last + 1, now);
  });
  return toContactResponse(row);
}

export async function updateOwnContact(
  db: Database,
  input: { userId: string; contactId: string; contact: ContactInput; now?: Date },
): Promise<EmergencyContact> {
  const row = await updateContact(
    db,
    input.userId,
    input.contactId,
    toFields(input.contact),
    input.now ?? new Date(),
  );
  if (!row) throw contactNotFound();
  return toContactResponse(row);
}

export async function deleteOwnContact(
  db: Database,
  input: { userId: string; contactId: string },
): Promise<void> {
  if (!(await deleteContact(db, input.userId, input.contactId))) throw contactNotFound();
}

/** Puts the contacts in the order given, which must name each of the caller's contacts exactly once. */
export async function reorderOwnContacts(
  db: Database,
  input: { userId: string; ids: readonly string[] },
): Promise<ListEmergencyContactsResponse> {
  await db.transaction(async (tx) => {
    const current = await listContacts(tx, input.userId);
    const owned = new Set(current.map((row) => row.id));
    const given = new Set(input.ids);
    const unknown = input.ids.find((id) => !owned.has(id));
    if (unknown) throw contactNotFound();
    if (given.size !== input.ids.length || given.size !== owned.size) {
      throw new HttpError(400, 'bad_request', 'The new order must list each of your contacts exactly once');
    }
    for (const [position, id] of input.ids.entries())
      await setContactPosition(tx, input.userId, id, position);
  });
  return listOwnContacts(db, input.userId);
}
