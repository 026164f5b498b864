import { ZCalendarDay, ZLegalOrganizationFields } from '@amparo/contract/legal/legal-organization-models';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { findSeedKeys, insertSeedEntries } from './registry-repo.ts';
import seedFile from './registry-seed.json' with { type: 'json' };

// The curated registry (registry-seed.json) reaches every database at server start: an entry whose seed_key is
// not there yet is added; one that is there is never touched again, so what the owner edited stays edited and an
// entry the owner hid (hiding is how one is removed) never comes back. One query when nothing is missing.

export const ZRegistrySeedEntry = ZLegalOrganizationFields.extend({
  seed_key: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A seed key is lower-case words joined by hyphens')
    .max(80),
  last_checked_on: ZCalendarDay,
}).strict();
export type RegistrySeedEntry = z.infer<typeof ZRegistrySeedEntry>;

export const ZRegistrySeedFile = z
  .object({ about: z.string(), entries: z.array(ZRegistrySeedEntry).min(1) })
  .strict()
  .refine(
    (file) => new Set(file.entries.map((entry) => entry.seed_key)).size === file.entries.length,
    'Each seed_key once',
  );

/** The curated entries, checked against the same rules as the owner's editor. */
export function readRegistrySeed(): RegistrySeedEntry[] {
  return ZRegistrySeedFile.parse(seedFile).entries;
}

export async function seedLegalRegistry(
  db: Database,
  entries: readonly RegistrySeedEntry[] = readRegistrySeed(),
): Promise<{ added: number }> {
  const present = await findSeedKeys(
    db,
    entries.map((entry) => entry.seed_key),
  );
  const missing = entries.filter((entry) => !present.has(entry.seed_key));
  const added = await insertSeedEntries(
    db,
    missing.map((entry) => ({
      seedKey: entry.seed_key,
      name: entry.name,
      kind: entry.kind,
      description: entry.description,
      website: entry.website,
      phone: entry.phone,
      phoneHours: entry.phone_hours,
      languages: entry.languages,
      states: entry.states,
      services: entry.services,
      source: 'public_listing' as const,
      lastCheckedOn: entry.last_checked_on,
    })),
  );
  return { added };
}
