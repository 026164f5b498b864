import type { OwnerLegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { RegistryEditor } from './registry-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

function entry(changes: Partial<OwnerLegalOrganization> = {}): OwnerLegalOrganization {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Texas Clinic',
    kind: 'nonprofit',
    description: { en: 'Free help in Texas.', es: 'Ayuda gratuita en Texas.' },
    website: 'https://texas.example.org',
    phone: null,
    phone_hours: null,
    languages: ['en', 'es'],
    states: ['TX'],
    services: ['legal_representation'],
    added_on: '2026-11-26',
    last_checked_on: '2026-11-26',
    verified_at: null,
    hidden: false,
    seed_key: 'texas-clinic',
    verified_by: null,
    created_at: '2026-11-26T12:00:00.000Z',
    updated_at: '2026-11-26T12:00:00.000Z',
    ...changes,
  };
}

const HIDDEN = entry({
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Closed Clinic',
  hidden: true,
  seed_key: null,
});

describe('RegistryEditor', () => {
  it('lists every entry, hidden ones too, and shows a hidden one again', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/organizations', Response.json({ organizations: [HIDDEN, entry()] }));
    api.answer(
      'POST',
      `/owner/legal/organizations/${HIDDEN.id}/visibility`,
      Response.json({ ...HIDDEN, hidden: false }),
    );
    await renderWithProviders(<RegistryEditor />);
    expect(await screen.findByText('2 entries')).toBeTruthy();
    const hidden = screen.getByRole('article', { name: 'Closed Clinic' });
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    fireEvent.click(within(hidden).getByRole('button', { name: 'Show again' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        hidden: false,
        reason: '',
      }),
    );
  });

  it('edits every field with the contract’s rules, and sends a description per language', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/organizations', Response.json({ organizations: [entry()] }));
    api.answer('PATCH', `/owner/legal/organizations/${entry().id}`, Response.json(entry()));
    await renderWithProviders(<RegistryEditor />);
    const card = await screen.findByRole('article', { name: 'Texas Clinic' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Texas Clinic' });
    fireEvent.change(within(form).getByLabelText('Phone number (optional)'), {
      target: { value: '555-0100' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Use the international format, such as +18883514024, or leave it empty.'),
    ).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Phone number (optional)'), {
      target: { value: '+1 (512) 555-0100' },
    });
    fireEvent.change(within(form).getByLabelText('Description in العربية'), {
      target: { value: 'مساعدة مجانية في تكساس.' },
    });
    fireEvent.change(within(form).getByLabelText('Description in Español'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Texas Clinic',
      kind: 'nonprofit',
      website: 'https://texas.example.org',
      phone: '+15125550100',
      phone_hours: null,
      languages: ['en', 'es'],
      states: ['TX'],
      services: ['legal_representation'],
      description: { en: 'Free help in Texas.', ar: 'مساعدة مجانية في تكساس.' },
      last_checked_on: '2026-11-26',
    });
  });

  it('leaves the check date empty on an entry nobody has checked, and does not send one (issue 24)', async () => {
    const api = stubApi();
    const unchecked = entry({ last_checked_on: null });
    api.answer('GET', '/owner/legal/organizations', Response.json({ organizations: [unchecked] }));
    api.answer('PATCH', `/owner/legal/organizations/${unchecked.id}`, Response.json(unchecked));
    await renderWithProviders(<RegistryEditor />);
    const card = await screen.findByRole('article', { name: 'Texas Clinic' });
    expect(within(card).getByText('Listed from public sources, added on November 26, 2026')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Texas Clinic' });
    const checkedOn = within(form).getByLabelText('Facts last checked on') as HTMLInputElement;
    expect(checkedOn.value).toBe('');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Texas Clinic (Austin)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    const body = api.requests.find((request) => request.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body.name).toBe('Texas Clinic (Austin)');
    expect('last_checked_on' in body).toBe(false);
  });

  it('records a verification with how it was checked', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/organizations', Response.json({ organizations: [entry()] }));
    api.answer('POST', `/owner/legal/organizations/${entry().id}/verification`, Response.json(entry()));
    await renderWithProviders(<RegistryEditor />);
    const card = await screen.findByRole('article', { name: 'Texas Clinic' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as verified by Amparo' }));
    fireEvent.change(within(card).getByLabelText('How did you check it with the organization?'), {
      target: { value: 'Called the office on 26 November.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Record the verification' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        verified: true,
        note: 'Called the office on 26 November.',
      }),
    );
  });
});
