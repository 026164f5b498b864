// What this device keeps of a signed-in person for offline use: emergency contacts and alert settings, the
// family preparedness plan, the family plan's dependents (medical notes among them) and their rights status.
// On sign-out it goes, so the next person to pick up a shared (or seized) phone finds none of it. Help Me Now
// alerts still waiting to be sent stay: they belong to an emergency already under way and are sent when that
// person signs in again.
const PERSONAL_KEY_PREFIXES = [
  'amparo-emergency:',
  'amparo-preparedness-plan:',
  'amparo-family-plan:',
  'amparo-rights-status:',
];

export function forgetDeviceData(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && PERSONAL_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing to forget.
  }
}
