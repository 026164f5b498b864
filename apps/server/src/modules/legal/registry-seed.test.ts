import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { type RegistrySeedEntry, readRegistrySeed, seedLegalRegistry } from './registry-seed.ts';

describe('the curated registry file', () => {
  const entries = readRegistrySeed();

  it('passes the same rules as the owner’s editor, with a description in all seven languages', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      expect(Object.keys(entry.description).sort(), entry.seed_key).toEqual([...LANGUAGE_CODES].sort());
      expect(entry.last_checked_on, entry.seed_key).toBe('2026-11-26');
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
    const ice = entries.find((entry) => entry.seed_key === 'ice-detention-reporting-line');
    expect(ice?.phone_hours).toBe('Monday–Friday, 8am–8pm Eastern (not on holidays)');
  });

  it('lists no directory of paid lawyers as free legal aid', () => {
    const hosts = entries.map((entry) => new URL(entry.website).hostname);
    expect(hosts).not.toContain('www.aila.org');
    expect(hosts.every((host) => !host.includes('aila'))).toBe(true);
  });
});

const TWO: RegistrySeedEntry[] = [
  {
    seed_key: 'first-test-entry',
    name: 'First Test Entry',
    kind: 'nonprofit',
    website: 'https://first.example.org',
    phone: null,
    phone_hours: null,
    languages: ['en'],
    states: ['US'],
    services: ['legal_representation'],
    last_checked_on: '2026-11-26',
    description: { en: 'First.' },
  },
  {
    seed_key: 'second-test-entry',
    name: 'Second Test Entry',
    kind: 'directory',
    website: 'https://second.example.org',
    phone: null,
    phone_hours: null,
    languages: ['en', 'es'],
    states: ['TX'],
    services: ['find_a_provider'],
    last_checked_on: '2026-11-26',
    description: { en: 'Second.', es: 'Segundo.' },
  },
];

describeEachDatabase('seeding the registry at start', (getDb) => {
  it('adds the whole curated file once; a second start adds nothing', async () => {
    const first = await seedLegalRegistry(getDb());
    expect(first.added).toBe(readRegistrySeed().length);
    expect(await seedLegalRegistry(getDb())).toEqual({ added: 0 });
    const rows = await getDb().select().from(legalServiceOrganizations);
    expect(rows.filter((row) => row.seedKey !== null)).toHaveLength(readRegistrySeed().length);
  });

  it('adds only what is missing, never overwrites an edit and never brings back a hidden entry', async () => {
    const db = getDb();
    await seedLegalRegistry(db, TWO.slice(0, 1));
    await db
      .update(legalServiceOrganizations)
      .set({ name: 'Edited by the owner', hidden: true })
      .where(eq(legalServiceOrganizations.seedKey, 'first-test-entry'));

    expect(await seedLegalRegistry(db, TWO)).toEqual({ added: 1 });
    const [first] = await db
      .select()
      .from(legalServiceOrganizations)
      .where(eq(legalServiceOrganizations.seedKey, 'first-test-entry'));
    expect(first?.name).toBe('Edited by the owner');
    expect(first?.hidden).toBe(true);
    const [second] = await db
      .select()
      .from(legalServiceOrganizations)
      .where(eq(legalServiceOrganizations.seedKey, 'second-test-entry'));
    expect(second).toMatchObject({
      name: 'Second Test Entry',
      source: 'public_listing',
      lastCheckedOn: '2026-11-26',
      hidden: false,
      verifiedAt: null,
    });
  });

  it('survives two processes starting at once', async () => {
    const entry = { ...TWO[0], seed_key: 'raced-entry' } as RegistrySeedEntry;
    const results = await Promise.all([
      seedLegalRegistry(getDb(), [entry]),
      seedLegalRegistry(getDb(), [entry]),
    ]);
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(1);
  });
});
