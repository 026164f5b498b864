import type { z } from 'zod';

// A per-person copy of an API answer kept on this device (localStorage), so a screen opens with no network: the
// preparedness plan, the family, the dependents. Each copy is keyed by the user id; what belongs to anyone but
// the signed-in person is removed, and sign-out removes every copy (lib/forget-device-data.ts, by prefix).
// Stored as `{ storedAt, <field>: value }`: the field name is part of the format phones already hold.

export type DeviceCopy<Value> = {
  prefix: string;
  /** The copy and when it was stored; null when there is none or it no longer reads as `Value`. */
  read(userId: string): { storedAt: number; value: Value } | null;
  write(userId: string, value: Value, now?: number): void;
  /** Removes every copy but `keepUserId`'s (all of them without one). */
  forgetAllBut(keepUserId?: string): void;
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function deviceCopy<Value>(options: {
  prefix: string;
  field: string;
  schema: z.ZodType<Value>;
}): DeviceCopy<Value> {
  const { prefix, field, schema } = options;
  return {
    prefix,
    read(userId) {
      try {
        const raw = storage()?.getItem(`${prefix}${userId}`);
        if (!raw) return null;
        const stored = JSON.parse(raw) as Record<string, unknown> | null;
        if (typeof stored?.storedAt !== 'number') return null;
        const value = schema.safeParse(stored[field]);
        return value.success ? { storedAt: stored.storedAt, value: value.data } : null;
      } catch {
        return null;
      }
    },
    write(userId, value, now = Date.now()) {
      try {
        storage()?.setItem(`${prefix}${userId}`, JSON.stringify({ storedAt: now, [field]: value }));
      } catch {
        // A full or blocked storage only means no offline copy; the server keeps the data.
      }
    },
    forgetAllBut(keepUserId) {
      const store = storage();
      if (!store) return;
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(prefix) && key !== `${prefix}${keepUserId}`) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    },
  };
}
