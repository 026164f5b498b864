import {
  DEFAULT_EMERGENCY_SETTINGS,
  type EmergencySettings,
  type EmergencySettingsView,
} from '@amparo/contract/emergency/emergency-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emergencySettings } from '../../platform/db/schema/emergency.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { listFamilyAlertRecipients } from '../family/family-alert-recipients.ts';

// What Help Me Now says about the person, prepared in advance. A person who never set it gets the defaults.

export async function getOwnSettings(db: Database, userId: string): Promise<EmergencySettings> {
  const [row] = await db.select().from(emergencySettings).where(eq(emergencySettings.userId, userId));
  if (!row) return { ...DEFAULT_EMERGENCY_SETTINGS };
  return {
    sender_name: row.senderName,
    custom_message: row.customMessage,
    share_location: row.shareLocation,
  };
}

/** The name the person's family knows them by; null outside a family. */
export async function findFamilyName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: familyMembers.displayName })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId));
  return row?.name.trim() || null;
}

/** The settings as the browser sees them: with the family's name for the person and whether a family is alerted. */
export async function getOwnSettingsView(db: Database, userId: string): Promise<EmergencySettingsView> {
  const [settings, familyName, family] = await Promise.all([
    getOwnSettings(db, userId),
    findFamilyName(db, userId),
    listFamilyAlertRecipients(db, userId),
  ]);
  return { ...settings, family_name: familyName, family_alerted: family.length > 0 };
}

export async function saveOwnSettings(
  db: Database,
  input: { userId: string; settings: EmergencySettings; now?: Date },
): Promise<EmergencySettingsView> {
  const values = {
    senderName: input.settings.sender_name,
    customMessage: input.settings.custom_message,
    shareLocation: input.settings.share_location,
    updatedAt: input.now ?? new Date(),
  };
  await db
    .insert(emergencySettings)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: emergencySettings.userId, set: values });
  return getOwnSettingsView(db, input.userId);
}
