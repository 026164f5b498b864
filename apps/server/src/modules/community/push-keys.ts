import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../platform/config.ts';

// The VAPID key pair that signs web pushes. Configured keys win. On the embedded database (one process, one
// DATA_DIR) a pair is generated at first use and kept in DATA_DIR, so push works out of the box and survives a
// restart (a new pair would silently end every device's subscription). With DATABASE_URL several processes share
// the data but not DATA_DIR, so they could disagree on the key: there web push stays off until the keys are set.

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE = 'web-push-vapid.json';
const cache = new Map<string, VapidKeys | null>();

function subjectFor(config: Pick<Config, 'webPushSubject' | 'publicUrl'>): string {
  if (config.webPushSubject) return config.webPushSubject;
  return config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:push@localhost';
}

function readOrCreateKeyFile(dataDir: string): { publicKey: string; privateKey: string } {
  const path = join(dataDir, KEY_FILE);
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch {
    // No file yet (or an unreadable one): make a new pair below.
  }
  const keys = webPush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  // Readable by this account only: the private key signs pushes in Amparo's name.
  writeFileSync(path, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The keys to sign pushes with, or null when web push is off. */
export function vapidKeys(
  config: Pick<Config, 'webPush' | 'webPushSubject' | 'publicUrl' | 'databaseUrl' | 'dataDir'>,
): VapidKeys | null {
  if (config.webPush) return { ...config.webPush, subject: subjectFor(config) };
  if (config.databaseUrl) return null;
  const cached = cache.get(config.dataDir);
  if (cached !== undefined) return cached;
  const keys = { ...readOrCreateKeyFile(config.dataDir), subject: subjectFor(config) };
  cache.set(config.dataDir, keys);
  return keys;
}
