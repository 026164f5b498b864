import {
  DEFAULT_PREFERENCES,
  FAMILY_ALERTS_CHANNEL_REQUIRED,
  type GetPreferencesResponse,
  type PatchPreferencesRequest,
  type Preferences,
  type TextSize,
  type VaultLockMinutes,
} from '@amparo/contract/settings/preferences';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  findPreferences,
  type PreferencesColumns,
  type PreferencesRow,
  upsertPreferences,
} from './preferences-repo.ts';

// The caller's own settings. The user id always comes from the access token: there is no way to name another
// person's row, so there is nothing else to check.

function toPreferences(row: PreferencesRow): Preferences {
  return {
    text_size: row.textSize as TextSize,
    high_contrast: row.highContrast,
    vault_lock_minutes: row.vaultLockMinutes as VaultLockMinutes,
    notifications: {
      family_alerts: { email: row.familyAlertsEmail, sms: row.familyAlertsSms },
      consultations: { email: row.consultationsEmail, sms: row.consultationsSms },
    },
  };
}

function toColumns(preferences: Preferences): PreferencesColumns {
  return {
    textSize: preferences.text_size,
    highContrast: preferences.high_contrast,
    vaultLockMinutes: preferences.vault_lock_minutes,
    familyAlertsEmail: preferences.notifications.family_alerts.email,
    familyAlertsSms: preferences.notifications.family_alerts.sms,
    consultationsEmail: preferences.notifications.consultations.email,
    consultationsSms: preferences.notifications.consultations.sms,
  };
}

export async function getOwnPreferences(db: Database, userId: string): Promise<GetPreferencesResponse> {
  const row = await findPreferences(db, userId);
  return row
    ? { ...toPreferences(row), updated_at: row.updatedAt.toISOString() }
    : { ...DEFAULT_PREFERENCES, updated_at: null };
}

/** Applies the change to what is stored (or the defaults) and saves the whole row, in one transaction. */
export async function changeOwnPreferences(
  db: Database,
  input: { userId: string; change: PatchPreferencesRequest; now?: Date },
): Promise<GetPreferencesResponse> {
  const { change } = input;
  return db.transaction(async (tx) => {
    const row = await findPreferences(tx, input.userId);
    const current = row ? toPreferences(row) : DEFAULT_PREFERENCES;
    const next: Preferences = {
      text_size: change.text_size ?? current.text_size,
      high_contrast: change.high_contrast ?? current.high_contrast,
      vault_lock_minutes: change.vault_lock_minutes ?? current.vault_lock_minutes,
      notifications: {
        family_alerts: {
          ...current.notifications.family_alerts,
          ...dropUndefined(change.notifications?.family_alerts),
        },
        consultations: {
          ...current.notifications.consultations,
          ...dropUndefined(change.notifications?.consultations),
        },
      },
    };
    const family = next.notifications.family_alerts;
    if (!family.email && !family.sms) {
      throw new HttpError(
        400,
        FAMILY_ALERTS_CHANNEL_REQUIRED,
        'Keep email or text messages on for family alerts: someone in your family may need help.',
      );
    }
    const saved = await upsertPreferences(tx, input.userId, toColumns(next), input.now ?? new Date());
    return { ...toPreferences(saved), updated_at: saved.updatedAt.toISOString() };
  });
}

function dropUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
