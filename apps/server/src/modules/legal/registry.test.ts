import type {
  LegalOrganization,
  OwnerLegalOrganization,
} from '@amparo/contract/legal/legal-organization-models';
import type {
  ListLegalOrganizationsQuery,
  ListLegalOrganizationsResponse,
} from '@amparo/contract/legal/list-legal-organizations';
import { filterRegistry } from '@amparo/contract/legal/registry-filters';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { listOwnerActions } from '../owner/audit-log.ts';
import {
  api,
  type LegalPerson,
  makeOwner,
  signUpPerson,
  signUpProfessional,
  startLegalTestApp,
} from './legal-test-app.ts';
import { seedLegalRegistry } from './registry-seed.ts';

const NEW_ENTRY = {
  name: 'Clínica Legal de Prueba',
  kind: 'nonprofit',
  description: {
    en: 'Free help with family petitions in Texas.',
    es: 'Ayuda gratuita con peticiones familiares.',
  },
  website: 'https://clinica.example.org',
  phone: '+15125550100',
  phone_hours: 'Mon–Fri 9am–5pm Central',
  languages: ['es', 'en'],
  states: ['TX'],
  services: ['family_petitions', 'free_consultation'],
};

describeEachDatabase('the registry of legal services', (getDb) => {
  let app: FastifyInstance;
  let owner: LegalPerson;
  let person: LegalPerson;

  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
    await seedLegalRegistry(getDb());
    owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);
    person = await signUpPerson(app, getDb(), { fullProtection: true });
    return () => app.close();
  });

  const list = async (query = '') => {
    const response = await api(app, null)<ListLegalOrganizationsResponse>(
      'GET',
      `/legal/organizations${query}`,
    );
    expect(response.status).toBe(200);
    return response.body.organizations;
  };

  it('is public, in the stated order, and says where each entry’s facts come from', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const names = all.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const ice = all.find((entry) => entry.name === 'ICE Detention Reporting and Information Line');
    expect(ice).toMatchObject({
      phone: '+18883514024',
      added_on: '2026-11-26',
      // Written down from ICE's page, not checked again since: the listing says "added on" (issue 24).
      last_checked_on: null,
      verified_at: null,
      states: ['US'],
    });
  });

  it('filters by language, state (nationwide entries match every state), service, kind and text', async () => {
    const texas = await list('?state=TX');
    expect(texas.every((entry) => entry.states.includes('TX') || entry.states.includes('US'))).toBe(true);
    expect(texas.some((entry) => entry.name.startsWith('RAICES'))).toBe(true);
    expect(texas.some((entry) => entry.name.startsWith('Florence'))).toBe(false);
    // Help close by first: Texas's own entries before the nationwide ones.
    const firstNationwide = texas.findIndex((entry) => entry.states.includes('US'));
    expect(texas.slice(0, firstNationwide).every((entry) => entry.states.includes('TX'))).toBe(true);
    expect(texas.slice(firstNationwide).every((entry) => entry.states.includes('US'))).toBe(true);

    // Arabic: the entry that says it serves in Arabic, and those that do not say which languages (ask), never one
    // that names other languages only.
    const arabic = await list('?language=ar');
    expect(arabic.map((entry) => entry.name)).toContain(
      'ACCESS (Arab Community Center for Economic and Social Services)',
    );
    expect(arabic.map((entry) => entry.name)).toContain('Catholic Charities USA');
    expect(arabic.every((entry) => entry.languages.length === 0 || entry.languages.includes('ar'))).toBe(
      true,
    );
    expect(arabic.some((entry) => entry.name.startsWith('RAICES'))).toBe(false);
    const detention = await list('?service=detention&state=AZ');
    expect(detention.map((entry) => entry.name)).toContain('Florence Immigrant & Refugee Rights Project');
    expect(detention.every((entry) => entry.services.includes('detention'))).toBe(true);
    expect((await list('?kind=hotline')).every((entry) => entry.kind === 'hotline')).toBe(true);
    // The text query reads every language's description, and takes % and _ as plain characters.
    expect((await list('?q=detenci%C3%B3n')).length).toBeGreaterThan(0);
    expect(await list('?q=%25')).toEqual([]);
    expect((await list('?q=kids')).map((entry) => entry.name)).toEqual(['Kids in Need of Defense (KIND)']);
  });

  it('agrees with the filters the browser runs on its copy (registry-filters.ts)', async () => {
    const all = await list();
    const cases: ListLegalOrganizationsQuery[] = [
      { state: 'TX' as const },
      { state: 'NY' as const, language: 'es' as const },
      { service: 'naturalization' as const },
      { kind: 'government' as const, state: 'CA' as const },
      { q: 'asylum' },
      { q: 'ASILO', language: 'en' as const },
      { language: 'ar' as const },
      { language: 'ht' as const, state: 'FL' as const },
    ];
    for (const filters of cases) {
      const query = new URLSearchParams(filters as Record<string, string>).toString();
      const fromServer = (await list(`?${query}`)).map((entry) => entry.id);
      expect(fromServer, query).toEqual(filterRegistry(all, filters).map((entry) => entry.id));
    }
  });

  it('refuses bad filters with 400, never a 500', async () => {
    for (const query of [
      '?state=XX',
      '?language=klingon',
      '?service=bribes',
      '?kind=lawyer',
      `?q=${'a'.repeat(101)}`,
    ]) {
      const response = await api(app, null)<{ code: string }>('GET', `/legal/organizations${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    expect((await api(app, null)('GET', '/legal/organizations?q=%00')).status).toBe(400);
    expect((await api(app, null)('GET', '/legal/organizations/not-a-uuid')).status).toBe(400);
  });

  it('lets the owner add, edit, hide, show and verify entries, each with an audit row', async () => {
    const created = await api(app, owner)<OwnerLegalOrganization>(
      'POST',
      '/owner/legal/organizations',
      NEW_ENTRY,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const today = new Date().toISOString().slice(0, 10);
    expect(created.body).toMatchObject({
      hidden: false,
      seed_key: null,
      verified_at: null,
      verified_by: null,
      // The owner writes an entry down from the organisation's pages: added and checked today.
      added_on: today,
      last_checked_on: today,
    });
    expect((await api(app, null)<LegalOrganization>('GET', `/legal/organizations/${id}`)).body.name).toBe(
      NEW_ENTRY.name,
    );

    const edited = await api(app, owner)<OwnerLegalOrganization>(
      'PATCH',
      `/owner/legal/organizations/${id}`,
      {
        phone: null,
        description: { en: 'Free help with family petitions.', ar: 'مساعدة مجانية في طلبات لمّ الشمل.' },
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.phone).toBeNull();
    expect(edited.body.description).toEqual({
      en: 'Free help with family petitions.',
      ar: 'مساعدة مجانية في طلبات لمّ الشمل.',
    });

    const verified = await api(app, owner)<OwnerLegalOrganization>(
      'POST',
      `/owner/legal/organizations/${id}/verification`,
      { verified: true, note: 'Called the office and checked the address and services' },
    );
    expect(verified.body.verified_by).toBe(owner.email);
    expect(verified.body.verified_at).not.toBeNull();
    const publicView = await api(app, null)<LegalOrganization>('GET', `/legal/organizations/${id}`);
    expect(publicView.body.verified_at).toBe(verified.body.verified_at);

    const hidden = await api(app, owner)<OwnerLegalOrganization>(
      'POST',
      `/owner/legal/organizations/${id}/visibility`,
      {
        hidden: true,
        reason: 'Closed its immigration program',
      },
    );
    expect(hidden.body.hidden).toBe(true);
    expect((await api(app, null)('GET', `/legal/organizations/${id}`)).status).toBe(404);
    expect((await list()).some((entry) => entry.id === id)).toBe(false);
    const ownerList = await api(app, owner)<{ organizations: OwnerLegalOrganization[] }>(
      'GET',
      '/owner/legal/organizations',
    );
    expect(ownerList.body.organizations.find((entry) => entry.id === id)?.hidden).toBe(true);

    await api(app, owner)('POST', `/owner/legal/organizations/${id}/visibility`, { hidden: false });
    expect((await api(app, null)('GET', `/legal/organizations/${id}`)).status).toBe(200);

    const actions = (await listOwnerActions(getDb(), 'legal_organization', id)).map((row) => [
      row.action,
      row.actorUserId,
    ]);
    expect(actions).toEqual([
      ['registry.unhide', owner.id],
      ['registry.hide', owner.id],
      ['registry.verify', owner.id],
      ['registry.update', owner.id],
      ['registry.create', owner.id],
    ]);
    const [update] = (await listOwnerActions(getDb(), 'legal_organization', id)).filter(
      (row) => row.action === 'registry.update',
    );
    expect(update?.detail).toEqual({ fields: ['description', 'phone'] });
  });

  it('keeps what the owner changed on a curated entry: the next start no longer brings the file back', async () => {
    const curated = (await list()).find((entry) => entry.name === 'Public Counsel');
    const id = curated?.id ?? '';
    const edited = await api(app, owner)<OwnerLegalOrganization>(
      'PATCH',
      `/owner/legal/organizations/${id}`,
      {
        languages: ['en', 'es'],
        last_checked_on: '2026-12-07',
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ seed_key: 'public-counsel', added_on: '2026-11-26' });
    expect(await seedLegalRegistry(getDb())).toEqual({ added: 0, updated: 0, retired: 0 });
    const after = await api(app, null)<LegalOrganization>('GET', `/legal/organizations/${id}`);
    expect(after.body).toMatchObject({ languages: ['en', 'es'], last_checked_on: '2026-12-07' });
  });

  it('refuses every owner route to anyone else: 401 signed out, 403 for a person or a professional', async () => {
    const professional = await signUpProfessional(app, getDb());
    const [any] = await list();
    const id = any?.id ?? '';
    const calls: [method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown][] = [
      ['GET', '/owner/legal/organizations'],
      ['POST', '/owner/legal/organizations', NEW_ENTRY],
      ['PATCH', `/owner/legal/organizations/${id}`, { name: 'Taken over' }],
      ['POST', `/owner/legal/organizations/${id}/visibility`, { hidden: true }],
      ['POST', `/owner/legal/organizations/${id}/verification`, { verified: true }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(app, null)(method, path, body)).status, path).toBe(401);
      for (const caller of [person, professional]) {
        const refused = await api(app, caller)<{ code: string }>(method, path, body);
        expect(refused.status, path).toBe(403);
        expect(refused.body.code).toBe('owner_only');
      }
    }
    const after = await api(app, null)<LegalOrganization>('GET', `/legal/organizations/${id}`);
    expect(after.body.name).toBe(any?.name);
    expect(after.body.verified_at).toBeNull();
  });

  it('refuses bad entries with a clear 400 and keeps the server’s own fields out of reach', async () => {
    const bad: Record<string, unknown>[] = [
      { ...NEW_ENTRY, name: '' },
      { ...NEW_ENTRY, name: 'x'.repeat(201) },
      { ...NEW_ENTRY, name: 'Bad\u0000name' },
      { ...NEW_ENTRY, website: 'http://insecure.example.org' },
      { ...NEW_ENTRY, website: 'javascript:alert(1)' },
      { ...NEW_ENTRY, phone: '555-0100' },
      { ...NEW_ENTRY, states: ['US', 'TX'] },
      { ...NEW_ENTRY, states: [] },
      { ...NEW_ENTRY, languages: ['es', 'es'] },
      { ...NEW_ENTRY, services: ['bribes'] },
      { ...NEW_ENTRY, description: { es: 'Solo en español' } },
      { ...NEW_ENTRY, description: { en: 'x'.repeat(601) } },
      { ...NEW_ENTRY, kind: 'lawyer' },
    ];
    for (const body of bad) {
      const response = await api(app, owner)<{ code: string }>('POST', '/owner/legal/organizations', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const future = await api(app, owner)<{ code: string }>('POST', '/owner/legal/organizations', {
      ...NEW_ENTRY,
      last_checked_on: '2999-01-01',
    });
    expect(future.body.code).toBe('checked_in_the_future');
    const [any] = await list();
    const sneaky = await api(app, owner)('PATCH', `/owner/legal/organizations/${any?.id}`, {
      hidden: true,
      verified_at: new Date().toISOString(),
    });
    expect(sneaky.status).toBe(400);
    expect(
      (
        await api(app, owner)<{ code: string }>(
          'PATCH',
          `/owner/legal/organizations/${crypto.randomUUID()}`,
          {
            name: 'Nobody',
          },
        )
      ).body.code,
    ).toBe('organization_not_found');
  });
});
