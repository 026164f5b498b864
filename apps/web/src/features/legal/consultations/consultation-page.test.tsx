import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProfile } from '../../../test/render-app.tsx';
import { MyConsultationsSection } from './my-consultations-section.tsx';
import { ProfessionalInboxSection } from './professional-inbox-section.tsx';
import {
  apiError,
  CONSULTATION_ID,
  consultation,
  daysAhead,
  renderConsultations,
  stubApi,
  summary,
} from './test/consultations-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = `/legal-hub/consultations/${CONSULTATION_ID}`;
const STATUS = `/legal/consultations/${CONSULTATION_ID}/status`;
const professionalProfile = fakeProfile({ account_type: 'legal_professional' });

describe('ConsultationPage, the person', () => {
  it('says where the request stands in plain words, with the times and the message', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(consultation()));
    await renderConsultations({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Naturalization (citizenship)' }),
    ).toBeTruthy();
    expect(screen.getByTestId('consultation-status').textContent).toBe('Waiting for an answer');
    expect(screen.getByTestId('status-explanation').textContent).toBe(
      'Lucía Fernández has your request. You will get a message when they answer.',
    );
    expect(screen.getByText('I need help with my naturalization interview.')).toBeTruthy();
    expect(screen.getByText('Times you suggested')).toBeTruthy();
    expect(screen.getByText(/Times are shown in your time zone:/)).toBeTruthy();
    expect(screen.getByText('You sent the request')).toBeTruthy();
    // The person may only cancel; the professional's buttons are not there.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });

  it('cancels after asking once', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(consultation()));
    api.answer('POST', STATUS, Response.json(consultation({ status: 'cancelled' })));
    await renderConsultations({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        /^You cancelled this request\. The documents you shared for it are no longer shared\.$/,
      ),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.path === STATUS)?.body).toEqual({ action: 'cancel' });
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('accepts a proposed time', async () => {
    const api = stubApi();
    const proposed = daysAhead(6);
    api.answer(
      'GET',
      `/legal/consultations/${CONSULTATION_ID}`,
      Response.json(consultation({ status: 'time_proposed', proposed_time: proposed })),
    );
    api.answer('POST', STATUS, Response.json(consultation({ status: 'accepted', scheduled_time: proposed })));
    await renderConsultations({ path: PATH });
    expect(await screen.findByText('Proposed time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the proposed time' }));
    expect(await screen.findByTestId('scheduled-time')).toBeTruthy();
    expect(api.requests.find((request) => request.path === STATUS)?.body).toEqual({
      action: 'accept_proposed_time',
    });
  });

  it('says so when the request changed meanwhile', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(consultation()));
    api.answer('POST', STATUS, apiError(409, 'invalid_transition'));
    await renderConsultations({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/This request changed in the meantime/)).toBeTruthy();
  });

  it('once done, asks for a review (rating and text), then shows that it waits for moderation', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      `/legal/consultations/${CONSULTATION_ID}`,
      Response.json(consultation({ status: 'done' })),
    );
    api.answer(
      'POST',
      `/legal/consultations/${CONSULTATION_ID}/review`,
      Response.json(
        consultation({
          status: 'done',
          review: {
            id: '00000000-0000-4000-8000-0000000000f1',
            rating: 4,
            text: 'Clear and kind.',
            language: 'en',
            status: 'pending',
            moderation_note: null,
            created_at: '2026-11-25T12:00:00.000Z',
          },
        }),
        { status: 201 },
      ),
    );
    await renderConsultations({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('4 out of 5'));
    fireEvent.change(screen.getByLabelText('What you want to say'), { target: { value: 'Clear and kind.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByTestId('review-state')).textContent).toContain(
      'will appear on Lucía Fernández’s profile once the Amparo team has checked it',
    );
    expect(api.requests.find((request) => request.path.endsWith('/review'))?.body).toEqual({
      rating: 4,
      text: 'Clear and kind.',
      language: 'en',
    });
  });

  it('shows a rejected review with the owner’s note', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      `/legal/consultations/${CONSULTATION_ID}`,
      Response.json(
        consultation({
          status: 'done',
          review: {
            id: '00000000-0000-4000-8000-0000000000f1',
            rating: 2,
            text: 'Rushed.',
            language: 'en',
            status: 'rejected',
            moderation_note: 'Please leave out the receptionist’s name.',
            created_at: '2026-11-25T12:00:00.000Z',
          },
        }),
      ),
    );
    await renderConsultations({ path: PATH });
    expect((await screen.findByTestId('review-state')).textContent).toBe('Your review was not published.');
    expect(screen.getByText('Please leave out the receptionist’s name.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('says the same thing for a request that does not exist and one that is not theirs', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, apiError(404, 'consultation_not_found'));
    await renderConsultations({ path: PATH });
    expect(await screen.findByText('This request does not exist, or it is not yours to see.')).toBeTruthy();
  });
});

describe('ConsultationPage, the professional', () => {
  it('accepts one of the suggested times, with a note', async () => {
    const api = stubApi();
    const view = consultation({ viewer_role: 'professional' });
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(view));
    api.answer(
      'POST',
      STATUS,
      Response.json({
        ...view,
        status: 'accepted',
        scheduled_time: view.preferred_times[1],
        client_contact: 'rosa@example.org',
      }),
    );
    await renderConsultations({ path: PATH, profile: professionalProfile });
    expect(
      await screen.findByText(
        'Answer this request: accept one of the times, propose another one, or decline.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('A person on Amparo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    fireEvent.click(radios[1] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Note for the person (optional)'), {
      target: { value: 'I will call you.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept at this time' }));
    expect(await screen.findByText('rosa@example.org')).toBeTruthy();
    expect(api.requests.find((request) => request.path === STATUS)?.body).toEqual({
      action: 'accept',
      time: view.preferred_times[1],
      note: 'I will call you.',
    });
  });

  it('declines with a note, and proposes another time only once one is chosen', async () => {
    const api = stubApi();
    const view = consultation({ viewer_role: 'professional' });
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(view));
    api.answer('POST', STATUS, (body) =>
      Response.json({
        ...view,
        status: (body as { action: string }).action === 'decline' ? 'declined' : 'time_proposed',
      }),
    );
    await renderConsultations({ path: PATH, profile: professionalProfile });
    fireEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the proposed time' }));
    expect(await screen.findByText('Choose both a day and a time, or remove this time.')).toBeTruthy();
    expect(api.requests.filter((request) => request.path === STATUS)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.change(screen.getByLabelText(/Why, in a few words/), { target: { value: 'Not my field.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }));
    expect(await screen.findByText('You declined this request.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === STATUS)?.body).toEqual({
      action: 'decline',
      note: 'Not my field.',
    });
  });

  it('asks to open the vault to read shared documents', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      `/legal/consultations/${CONSULTATION_ID}`,
      Response.json(
        consultation({
          viewer_role: 'professional',
          document_count: 1,
          documents: [
            {
              share_id: '00000000-0000-4000-8000-0000000000a9',
              document_id: '00000000-0000-4000-8000-0000000000a8',
              version_id: '00000000-0000-4000-8000-0000000000a7',
              share_status: 'pending',
              size: 1200,
              encrypted_metadata: 'AQ',
              wrapped_file_key: 'AQ',
              attached_at: '2026-11-20T12:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await renderConsultations({ path: PATH, profile: professionalProfile });
    const documents = (await screen.findByRole('heading', { name: 'Documents' }))
      .parentElement as HTMLElement;
    expect(
      within(documents).getByText(/Open your vault to read the documents this person shared with you/),
    ).toBeTruthy();
  });
});

describe('the legal hub’s consultations tab', () => {
  it('teaches what to do when the person has no request yet', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/consultations', Response.json({ consultations: [] }));
    await renderConsultations({
      path: '/legal-hub',
      extraRoutes: [{ path: '/legal-hub', element: <MyConsultationsSection /> }],
    });
    expect(await screen.findByText(/You have not asked for a consultation yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a lawyer' }).getAttribute('href')).toBe(
      '/legal-hub?tab=lawyers',
    );
  });

  it('lists the person’s requests with their status', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      '/legal/consultations',
      Response.json({
        consultations: [summary({ status: 'accepted', scheduled_time: daysAhead(2), document_count: 2 })],
      }),
    );
    await renderConsultations({
      path: '/legal-hub',
      extraRoutes: [{ path: '/legal-hub', element: <MyConsultationsSection /> }],
    });
    const link = await screen.findByRole('link', { name: /Naturalization/ });
    expect(link.getAttribute('href')).toBe(`/legal-hub/consultations/${CONSULTATION_ID}`);
    expect(within(link).getByTestId('consultation-status').textContent).toBe('Accepted');
    expect(within(link).getByText('2 documents')).toBeTruthy();
    expect(within(link).getByText('Lucía Fernández')).toBeTruthy();
  });

  it('tells a professional without a vault key how to let people share documents', async () => {
    const api = stubApi();
    api.answer('GET', '/legal/consultations/inbox', Response.json({ consultations: [] }));
    api.answer('GET', '/vault/keyring', new Response(null, { status: 204 }));
    await renderConsultations({
      path: '/legal-hub',
      profile: professionalProfile,
      extraRoutes: [{ path: '/legal-hub', element: <ProfessionalInboxSection /> }],
    });
    expect(
      await screen.findByText(/Set up your vault so that people can share documents with you/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up document sharing' }).getAttribute('href')).toBe(
      '/documents',
    );
    expect(screen.getByText(/No requests yet/)).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/legal/consultations/inbox')).toBe(true),
    );
  });
});
