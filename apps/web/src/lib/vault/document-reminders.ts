import type { DocumentType } from '@amparo/contract/vault/document-metadata';
import { useSyncExternalStore } from 'react';
import { daysUntil, type ExpiryBand, expiryBand } from './document-expiry.ts';
import { onVaultLocked } from './vault-session.ts';

// The documents that expire soon, computed by the vault screen after it decrypted the list, for the dashboard to
// show (issue 6 point 4). Memory only, like the unlocked vault itself: the titles are decrypted data, so they are
// forgotten the moment the vault locks, and null tells the dashboard "locked, cannot know".

export type DocumentReminder = {
  documentId: string;
  title: string;
  type: DocumentType;
  expiresOn: string;
  daysLeft: number;
  band: ExpiryBand;
};

export type ExpiringDocument = { id: string; title: string; type: DocumentType; expiresOn: string | null };

/** The documents that are expired or expire within a reminder band, soonest first. */
export function documentReminders(
  documents: ExpiringDocument[],
  today: Date = new Date(),
): DocumentReminder[] {
  const reminders: DocumentReminder[] = [];
  for (const document of documents) {
    if (!document.expiresOn) continue;
    const daysLeft = daysUntil(document.expiresOn, today);
    const band = expiryBand(daysLeft);
    if (band === null) continue;
    reminders.push({
      documentId: document.id,
      title: document.title,
      type: document.type,
      expiresOn: document.expiresOn,
      daysLeft,
      band,
    });
  }
  return reminders.sort((a, b) => a.daysLeft - b.daysLeft);
}

let current: DocumentReminder[] | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by the vault screen each time its decrypted list changes. */
export function publishDocumentReminders(reminders: DocumentReminder[]): void {
  current = reminders;
  notify();
}

export function getDocumentReminders(): DocumentReminder[] | null {
  return current;
}

export function clearDocumentReminders(): void {
  if (current === null) return;
  current = null;
  notify();
}

onVaultLocked(clearDocumentReminders);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The expiring documents while the vault is unlocked and its list was read; null otherwise. */
export function useDocumentReminders(): DocumentReminder[] | null {
  return useSyncExternalStore(subscribe, getDocumentReminders, getDocumentReminders);
}
