import { DEFAULT_TEXT_SIZE } from '@amparo/contract/settings/preferences';
import { useEffect, useRef } from 'react';
import { readDisplayPreferences, setDisplayPreferences } from '../../../lib/display-preferences.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { writeIdleLockMinutes } from '../../../lib/vault/idle-lock.ts';
import { useChangePreferences, usePreferences } from '../api/preferences.ts';

/**
 * Renders nothing. Once per signed-in account on this page: the settings saved on the account (another phone,
 * say) are applied here; an account that never saved any takes this device's text size and contrast instead, so
 * what the person chose before signing in is kept.
 */
export function PreferencesSync() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const preferences = usePreferences();
  const change = useChangePreferences();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const data = preferences.data;
    if (!userId || !data || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (data.updated_at !== null) {
      setDisplayPreferences({ textSize: data.text_size, highContrast: data.high_contrast });
      writeIdleLockMinutes(userId, data.vault_lock_minutes);
      return;
    }
    const device = readDisplayPreferences();
    if (device.textSize !== DEFAULT_TEXT_SIZE || device.highContrast) {
      change.mutate({ text_size: device.textSize, high_contrast: device.highContrast });
    }
  }, [userId, preferences.data, change]);

  return null;
}
