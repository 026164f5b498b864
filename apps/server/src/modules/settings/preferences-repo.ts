import type { NotificationChannel, NotificationPreferenceKind } from '@amparo/contract/settings/preferences';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { userPreferences } from '../../platform/db/schema/preferences.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesColumns = Omit<PreferencesRow, 'userId' | 'createdAt' | 'updatedAt'>;

export async function findPreferences(db: Database, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ?? null;
}

/** Writes the caller's whole row in one statement, so two saves at once cannot both insert. */
export async function upsertPreferences(
  db: Database,
  userId: string,
  columns: PreferencesColumns,
  now: Date,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...columns, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...columns, updatedAt: now } })
    .returning();
  if (!row) throw new Error('The preferences upsert returned no row');
  return row;
}

const CHANNEL_COLUMNS = {
  family_alerts: { email: 'familyAlertsEmail', sms: 'familyAlertsSms' },
  consultations: { email: 'consultationsEmail', sms: 'consultationsSms' },
} as const satisfies Record<
  NotificationPreferenceKind,
  Record<NotificationChannel, keyof PreferencesColumns>
>;

/**
 * Whether the person wants this kind of message on this channel (yes when they never said otherwise). For the
 * senders (family alerts, consultation notices): read in their transaction, right before choosing the channel.
 */
export async function wantsMessage(
  db: Database,
  userId: string,
  kind: NotificationPreferenceKind,
  channel: NotificationChannel,
): Promise<boolean> {
  const row = await findPreferences(db, userId);
  return row ? Boolean(row[CHANNEL_COLUMNS[kind][channel]]) : true;
}
