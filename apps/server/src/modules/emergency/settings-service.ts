import {
  DEFAULT_EMERGENCY_SETTINGS,
  type EmergencySettings,
} from '@amparo/contract/emergency/emergency-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emergencySettings } from '../../platform/db/schema/emergency.ts';

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

export async function saveOwnSettings(
  db: Database,
  input: { userId: string; settings: EmergencySettings; now?: Date },
): Promise<EmergencySettings> {
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
  return getOwnSettings(db, input.userId);
}
