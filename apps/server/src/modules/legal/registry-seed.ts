import { ZCalendarDay, ZLegalOrganizationFields } from '@amparo/contract/legal/legal-organization-models';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import {
  findSeededEntries,
  insertSeedEntries,
  type OrganizationInsert,
  type OrganizationRow,
  updateSeededEntry,
} from './registry-repo.ts';
import seedFile from './registry-seed.json' with { type: 'json' };

// The curated registry (registry-seed.json) reaches every database at server start. An entry whose seed_key is not
// there yet is added. One that is there and still follows the file (no owner has edited, hidden or verified it) is
// brought in line with the file, so a correction to the file reaches databases made before it; one the owner acted
// on is never touched again. An entry the file retires is hidden, unless the owner has made it theirs. Nothing is
// written when everything already matches: one read on a normal start.

const ZSeedKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A seed key is lower-case words joined by hyphens')
  .max(80);

export const ZRegistrySeedEntry = ZLegalOrganizationFields.extend({
  seed_key: ZSeedKey,
  /** The day the entry was written down from the organisation's own pages. */
  added_on: ZCalendarDay,
  /** The day a person last checked it against those pages; null until someone has. */
  last_checked_on: ZCalendarDay.nullable(),
}).strict();
export type RegistrySeedEntry = z.infer<typeof ZRegistrySeedEntry>;

/** An entry taken out of the curated list, with the day and why: it is hidden where it still follows the file. */
export const ZRetiredSeedEntry = z
  .object({ seed_key: ZSeedKey, retired_on: ZCalendarDay, reason: z.string().min(1) })
  .strict();
export type RetiredSeedEntry = z.infer<typeof ZRetiredSeedEntry>;

export const ZRegistrySeedFile = z
  .object({
    about: z.string(),
    entries: z.array(ZRegistrySeedEntry).min(1),
    retired: z.array(ZRetiredSeedEntry),
  })
  .strict()
  .refine(
    (file) => new Set(file.entries.map((entry) => entry.seed_key)).size === file.entries.length,
    'Each seed_key once',
  )
  .refine(
    (file) => !file.retired.some((gone) => file.entries.some((entry) => entry.seed_key === gone.seed_key)),
    'A retired seed_key is not also an entry',
  );
export type RegistrySeedFile = z.infer<typeof ZRegistrySeedFile>;

/** The curated file, checked against the same rules as the owner's editor. */
export function readRegistrySeedFile(): RegistrySeedFile {
  return ZRegistrySeedFile.parse(seedFile);
}

/** The curated entries. */
export function readRegistrySeed(): RegistrySeedEntry[] {
  return readRegistrySeedFile().entries;
}

/** The columns the file decides, as they are stored. */
function columnsOf(entry: RegistrySeedEntry) {
  return {
    name: entry.name,
    kind: entry.kind,
    description: entry.description as Record<string, string>,
    website: entry.website,
    phone: entry.phone,
    phoneHours: entry.phone_hours,
    languages: entry.languages,
    states: entry.states,
    services: entry.services,
    addedOn: entry.added_on,
    lastCheckedOn: entry.last_checked_on,
  } satisfies Partial<OrganizationInsert>;
}

/** Values compared as stored: jsonb keeps an object's keys in its own order, so keys are compared sorted. */
function canonical(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return JSON.stringify(value);
}

function differs(row: OrganizationRow, columns: ReturnType<typeof columnsOf>): boolean {
  return (Object.keys(columns) as (keyof typeof columns)[]).some(
    (column) => canonical(row[column]) !== canonical(columns[column]),
  );
}

export async function seedLegalRegistry(
  db: Database,
  file: Pick<RegistrySeedFile, 'entries' | 'retired'> = readRegistrySeedFile(),
): Promise<{ added: number; updated: number; retired: number }> {
  const present = new Map((await findSeededEntries(db)).map((row) => [row.seedKey, row]));

  const missing = file.entries.filter((entry) => !present.has(entry.seed_key));
  const added = await insertSeedEntries(
    db,
    missing.map((entry) => ({
      ...columnsOf(entry),
      seedKey: entry.seed_key,
      source: 'public_listing' as const,
      followsCuratedFile: true,
    })),
  );

  let updated = 0;
  for (const entry of file.entries) {
    const row = present.get(entry.seed_key);
    if (!row?.followsCuratedFile) continue;
    const columns = columnsOf(entry);
    if (!differs(row, columns)) continue;
    if (await updateSeededEntry(db, entry.seed_key, { ...columns, updatedAt: new Date() })) updated += 1;
  }

  let retired = 0;
  for (const gone of file.retired) {
    const row = present.get(gone.seed_key);
    if (!row?.followsCuratedFile) continue;
    // Hidden is how an entry is removed (decision 027); no longer following, so the owner may show it again.
    if (
      await updateSeededEntry(db, gone.seed_key, {
        hidden: true,
        followsCuratedFile: false,
        updatedAt: new Date(),
      })
    ) {
      retired += 1;
    }
  }
  return { added, updated, retired };
}
