import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { migrationsFolder } from '../../platform/paths.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  type RegistrySeedEntry,
  type RetiredSeedEntry,
  readRegistrySeed,
  readRegistrySeedFile,
  seedLegalRegistry,
} from './registry-seed.ts';

describe('the curated registry file', () => {
  const entries = readRegistrySeed();
  const byKey = (key: string) => entries.find((entry) => entry.seed_key === key);

  it('passes the same rules as the owner’s editor, with a description in all seven languages', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      expect(Object.keys(entry.description).sort(), entry.seed_key).toEqual([...LANGUAGE_CODES].sort());
    }
  });

  it('says when each entry was added, and claims no check nobody has made since (issue 24)', () => {
    for (const entry of entries) {
      expect(entry.added_on, entry.seed_key).toBe('2026-11-26');
      // Written down on 2026-11-26 and not checked again against the organisations' pages since: "added on".
      expect(entry.last_checked_on, entry.seed_key).toBeNull();
    }
  });

  it('gives phone numbers only where the source was certain, each with what the line is for', () => {
    const withPhones = entries
      .filter((entry) => entry.phone !== null)
      .map((entry) => [entry.seed_key, entry.phone]);
    // Two from reference/rights-facts.md and one national hotline whose number is on its own pages; adding one
    // means checking it on the organisation's own site first.
    expect(withPhones).toEqual([
      ['ice-detention-reporting-line', '+18883514024'],
      ['eoir-automated-case-information', '+18008987180'],
      ['national-domestic-violence-hotline', '+18007997233'],
    ]);
    const ice = byKey('ice-detention-reporting-line');
    expect(ice?.phone_hours).toBe('Monday–Friday, 8am–8pm Eastern (not on holidays)');
    expect(ice?.website).toBe('https://www.ice.gov/ICEcasereview');
  });

  it('lists no directory of paid lawyers as free legal aid', () => {
    const hosts = entries.map((entry) => new URL(entry.website).hostname);
    expect(hosts).not.toContain('www.aila.org');
    expect(hosts.every((host) => !host.includes('aila'))).toBe(true);
  });

  it('keeps a civil rights organisation out of immigration legal aid: CAIR is retired, with why', () => {
    const { retired } = readRegistrySeedFile();
    expect(byKey('cair')).toBeUndefined();
    expect(retired.map((gone) => gone.seed_key)).toEqual(['cair']);
    expect(retired[0]?.reason).toMatch(/civil rights/);
  });

  it('attributes ImmigrationLawHelp.org to no one it could not confirm, and links CLINIC at its own address', () => {
    expect(byKey('immigration-law-help')?.name).toBe('ImmigrationLawHelp.org');
    expect(byKey('clinic-affiliate-directory')?.website).toBe('https://www.cliniclegal.org');
    expect(byKey('clinic-affiliate-directory')?.description.en).toMatch(/affiliate directory on its website/);
  });

  it('no longer promises that many resettlement offices give legal help after the 2025 cuts: ask', () => {
    const resettlement = [
      'international-rescue-committee',
      'world-relief',
      'church-world-service',
      'global-refuge',
      'uscri',
      'hias',
      'catholic-charities-usa',
    ];
    for (const key of resettlement) {
      const english = byKey(key)?.description.en ?? '';
      expect(english, key).not.toMatch(
        /\bMany (of its|local)\b|\bIts local offices offer\b|\bSeveral of its\b/,
      );
      expect(english, key).toMatch(/2025/);
      expect(english, key).toMatch(/\bask\b/);
      for (const language of LANGUAGE_CODES) expect(byKey(key)?.description[language], key).toContain('2025');
    }
  });

  it('never implies English only: a nonprofit or directory lists the languages it states, or none (ask)', () => {
    const englishOnly = entries
      .filter((entry) => entry.kind === 'nonprofit' || entry.kind === 'directory')
      .filter((entry) => entry.languages.length === 1 && entry.languages[0] === 'en')
      .map((entry) => entry.seed_key);
    expect(englishOnly).toEqual([]);
    for (const key of [
      'catholic-charities-usa',
      'international-rescue-committee',
      'hias',
      'clinic-affiliate-directory',
    ]) {
      expect(byKey(key)?.languages, key).toEqual([]);
    }
    // Hotlines that say which languages they answer in, and say so in their description too.
    expect(byKey('national-domestic-violence-hotline')?.description.en).toMatch(/many other languages/);
    expect(byKey('ice-detention-reporting-line')?.description.en).toMatch(/other languages/);
  });
});

/** Two entries of a test's own (the database is shared by the tests of one describe). */
function two(prefix: string): [RegistrySeedEntry, RegistrySeedEntry] {
  return [
    {
      seed_key: `${prefix}-first`,
      name: 'First Test Entry',
      kind: 'nonprofit',
      website: 'https://first.example.org',
      phone: null,
      phone_hours: null,
      languages: ['en'],
      states: ['US'],
      services: ['legal_representation'],
      added_on: '2026-11-26',
      last_checked_on: null,
      description: { en: 'First.' },
    },
    {
      seed_key: `${prefix}-second`,
      name: 'Second Test Entry',
      kind: 'directory',
      website: 'https://second.example.org',
      phone: null,
      phone_hours: null,
      languages: ['en', 'es'],
      states: ['TX'],
      services: ['find_a_provider'],
      added_on: '2026-11-26',
      last_checked_on: null,
      description: { en: 'Second.', es: 'Segundo.' },
    },
  ];
}

const NOTHING_RETIRED: RetiredSeedEntry[] = [];

describeEachDatabase('seeding the registry at start', (getDb) => {
  const rowOf = async (seedKey: string) => {
    const [row] = await getDb()
      .select()
      .from(legalServiceOrganizations)
      .where(eq(legalServiceOrganizations.seedKey, seedKey));
    return row;
  };

  it('adds the whole curated file once; a second start writes nothing', async () => {
    const first = await seedLegalRegistry(getDb());
    expect(first).toEqual({ added: readRegistrySeed().length, updated: 0, retired: 0 });
    // Descriptions come back from jsonb with their keys in another order: still nothing to update.
    expect(await seedLegalRegistry(getDb())).toEqual({ added: 0, updated: 0, retired: 0 });
    const rows = await getDb().select().from(legalServiceOrganizations);
    expect(rows.filter((row) => row.seedKey !== null)).toHaveLength(readRegistrySeed().length);
    expect(await rowOf('hias')).toMatchObject({
      addedOn: '2026-11-26',
      lastCheckedOn: null,
      followsCuratedFile: true,
      languages: [],
    });
  });

  it('adds only what is missing, never overwrites an owner’s entry and never brings back a hidden one', async () => {
    const db = getDb();
    const [first, second] = two('owner');
    await seedLegalRegistry(db, { entries: [first], retired: NOTHING_RETIRED });
    // What the owner's routes do (registry-service.ts): the entry becomes the owner's.
    await db
      .update(legalServiceOrganizations)
      .set({ name: 'Edited by the owner', hidden: true, followsCuratedFile: false })
      .where(eq(legalServiceOrganizations.seedKey, first.seed_key));

    const corrected = [first, second].map((entry) => ({ ...entry, languages: [] }));
    expect(await seedLegalRegistry(db, { entries: corrected, retired: NOTHING_RETIRED })).toEqual({
      added: 1,
      updated: 0,
      retired: 0,
    });
    expect(await rowOf(first.seed_key)).toMatchObject({
      name: 'Edited by the owner',
      hidden: true,
      languages: ['en'],
    });
    expect(await rowOf(second.seed_key)).toMatchObject({
      name: 'Second Test Entry',
      source: 'public_listing',
      addedOn: '2026-11-26',
      lastCheckedOn: null,
      hidden: false,
      verifiedAt: null,
      followsCuratedFile: true,
    });
  });

  it('brings an entry nobody touched in line with a corrected file, and says so once', async () => {
    const db = getDb();
    const [first, second] = two('corrected');
    await seedLegalRegistry(db, { entries: [first, second], retired: NOTHING_RETIRED });
    const corrected: RegistrySeedEntry[] = [
      first,
      {
        ...second,
        languages: [],
        description: { en: 'Second, corrected.', es: 'Segundo, corregido.' },
        last_checked_on: '2026-12-07',
      },
    ];
    expect(await seedLegalRegistry(db, { entries: corrected, retired: NOTHING_RETIRED })).toEqual({
      added: 0,
      updated: 1,
      retired: 0,
    });
    expect(await rowOf(second.seed_key)).toMatchObject({
      languages: [],
      description: { en: 'Second, corrected.', es: 'Segundo, corregido.' },
      lastCheckedOn: '2026-12-07',
      followsCuratedFile: true,
    });
    expect(await seedLegalRegistry(db, { entries: corrected, retired: NOTHING_RETIRED })).toEqual({
      added: 0,
      updated: 0,
      retired: 0,
    });
  });

  it('hides a retired entry that still follows the file, and leaves one the owner made theirs', async () => {
    const db = getDb();
    const [first, second] = two('retired');
    await seedLegalRegistry(db, { entries: [first, second], retired: NOTHING_RETIRED });
    await db
      .update(legalServiceOrganizations)
      .set({ followsCuratedFile: false })
      .where(eq(legalServiceOrganizations.seedKey, second.seed_key));
    const retired: RetiredSeedEntry[] = [first, second].map((entry) => ({
      seed_key: entry.seed_key,
      retired_on: '2026-12-07',
      reason: 'Test',
    }));
    expect(await seedLegalRegistry(db, { entries: [], retired })).toEqual({
      added: 0,
      updated: 0,
      retired: 1,
    });
    expect(await rowOf(first.seed_key)).toMatchObject({ hidden: true, followsCuratedFile: false });
    expect(await rowOf(second.seed_key)).toMatchObject({ hidden: false });
    expect(await seedLegalRegistry(db, { entries: [], retired })).toEqual({
      added: 0,
      updated: 0,
      retired: 0,
    });
  });

  it('survives two processes starting at once', async () => {
    const [entry] = two('raced');
    const results = await Promise.all([
      seedLegalRegistry(getDb(), { entries: [entry], retired: NOTHING_RETIRED }),
      seedLegalRegistry(getDb(), { entries: [entry], retired: NOTHING_RETIRED }),
    ]);
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(1);
  });
});

describeEachDatabase('migration 0025 on a database made before it', (getDb) => {
  // Its data statements, run on rows shaped as they were before: the day the curated file was written is "added
  // on", not a check; untouched curated entries follow the file; what the owner did stays the owner's.
  const dataStatements = readFileSync(
    join(migrationsFolder, '0025_registry-added-on-and-curated-file.sql'),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('UPDATE'));

  it('marks untouched curated entries as following the file and added on the day they were written', async () => {
    const db = getDb();
    const inserted = new Date('2026-11-30T10:00:00Z');
    const edited = new Date('2026-12-02T10:00:00Z');
    const row = (
      seedKey: string | null,
      changes: Partial<typeof legalServiceOrganizations.$inferInsert>,
    ) => ({
      seedKey,
      name: seedKey ?? 'Owner entry',
      kind: 'nonprofit' as const,
      description: { en: 'Help.' },
      website: 'https://example.org',
      states: ['US'],
      services: ['legal_representation'],
      lastCheckedOn: '2026-11-26',
      addedOn: '2026-12-07',
      followsCuratedFile: false,
      createdAt: inserted,
      updatedAt: inserted,
      ...changes,
    });
    await db.insert(legalServiceOrganizations).values([
      row('old-untouched', {}),
      row('old-edited', { updatedAt: edited }),
      row('old-verified', {
        source: 'verified',
        verifiedAt: edited,
        lastCheckedOn: '2026-12-02',
        updatedAt: edited,
      }),
      row('old-hidden', { hidden: true, updatedAt: edited }),
      row(null, { lastCheckedOn: '2026-12-01', createdAt: new Date('2026-12-01T15:00:00Z') }),
    ]);
    expect(dataStatements).toHaveLength(3);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const rows = await db
      .select({
        seedKey: legalServiceOrganizations.seedKey,
        addedOn: legalServiceOrganizations.addedOn,
        lastCheckedOn: legalServiceOrganizations.lastCheckedOn,
        followsCuratedFile: legalServiceOrganizations.followsCuratedFile,
      })
      .from(legalServiceOrganizations);
    const bySeedKey = new Map(rows.map((found) => [found.seedKey, found]));
    expect(bySeedKey.get('old-untouched')).toEqual({
      seedKey: 'old-untouched',
      addedOn: '2026-11-26',
      lastCheckedOn: null,
      followsCuratedFile: true,
    });
    expect(bySeedKey.get('old-edited')).toMatchObject({ lastCheckedOn: null, followsCuratedFile: false });
    expect(bySeedKey.get('old-verified')).toMatchObject({
      lastCheckedOn: '2026-12-02',
      followsCuratedFile: false,
    });
    expect(bySeedKey.get('old-hidden')).toMatchObject({ followsCuratedFile: false });
    expect(bySeedKey.get(null)).toMatchObject({ addedOn: '2026-12-01', lastCheckedOn: '2026-12-01' });
  });
});
