import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  CONSULTATION_ID,
  consultation,
  LAWYER_ID,
  professional,
  renderConsultations,
  stubApi,
} from './test/consultations-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = `/legal-hub/consult/${LAWYER_ID}`;

function localDay(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('RequestConsultationPage', () => {
  it('says whom the person writes to, warns about notarios, and says plainly when documents cannot be shared yet', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    await renderConsultations({ path: PATH });
    expect(await screen.findByText('Lucía Fernández')).toBeTruthy();
    expect(screen.getByText('Attorney')).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        name: 'Only lawyers and accredited representatives may give immigration legal advice',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('no-sharing-key').textContent).toContain(
      'Lucía Fernández has not set up secure document sharing yet',
    );
    // The professional's own areas come first.
    const topic = screen.getByLabelText('What is it about?') as HTMLSelectElement;
    expect([...topic.options].slice(0, 2).map((option) => option.value)).toEqual([
      'naturalization',
      'family_petitions',
    ]);
    expect(screen.getByText(/Times are in your time zone: /)).toBeTruthy();
  });

  it('keeps what was typed and sends nothing while the message is empty or a time has passed', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    await renderConsultations({ path: PATH });
    await screen.findByText('Lucía Fernández');
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'visas' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2020-01-02' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
    expect(screen.getByText('Choose a time that is still ahead.')).toBeTruthy();
    expect((screen.getByLabelText('What is it about?') as HTMLSelectElement).value).toBe('visas');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the topic, the times as ISO with the offset, and the message, then opens the request', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    api.answer('POST', '/legal/consultations', Response.json(consultation(), { status: 201 }));
    api.answer('GET', `/legal/consultations/${CONSULTATION_ID}`, Response.json(consultation()));
    const { router } = await renderConsultations({ path: PATH });
    await screen.findByText('Lucía Fernández');
    const day = localDay(5);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:15' } });
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'I have my interview next month and need advice.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/legal-hub/consultations/${CONSULTATION_ID}`),
    );
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      professional_id: LAWYER_ID,
      topic: 'naturalization',
      message: 'I have my interview next month and need advice.',
    });
    const [time] = (sent?.body as { preferred_times: string[] } | undefined)?.preferred_times ?? [];
    expect(time).toMatch(new RegExp(`^${day}T09:15:00[+-]\\d{2}:\\d{2}$`));
  });

  it('adds up to three times, and each can be removed', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    await renderConsultations({ path: PATH });
    await screen.findByText('Lucía Fernández');
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getAllByLabelText('Day')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another time' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove time 2' }));
    expect(screen.getAllByLabelText('Day')).toHaveLength(2);
  });

  it('keeps the message when the professional is no longer listed', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    api.answer('POST', '/legal/consultations', apiError(404, 'professional_not_found'));
    await renderConsultations({ path: PATH });
    await screen.findByText('Lucía Fernández');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/no longer listed/)).toBeTruthy();
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('says when the professional is not listed at all, with a way to find another', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, apiError(404, 'professional_not_found'));
    await renderConsultations({ path: PATH });
    expect(await screen.findByText(/is not listed on Amparo right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find another lawyer' }).getAttribute('href')).toBe(
      '/legal-hub?tab=lawyers',
    );
  });

  it('offers the vault when the professional has a key: only they can open, and it can be stopped', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      `/legal/professionals/${LAWYER_ID}`,
      Response.json(professional({ public_key: 'BPub' })),
    );
    await renderConsultations({ path: PATH });
    const panel = (await screen.findByRole('heading', { name: 'Share documents from your vault (optional)' }))
      .parentElement as HTMLElement;
    expect(within(panel).getByText(/Only Lucía Fernández can open the documents you choose/)).toBeTruthy();
    expect(within(panel).getByText(/You can stop sharing at any time/)).toBeTruthy();
    // Without the app's vault gate (a component test), the way in is the vault's own page.
    expect(within(panel).getByRole('link', { name: 'Open my vault' }).getAttribute('href')).toBe(
      '/documents',
    );
  });

  it('reads right to left in Arabic', async () => {
    const api = stubApi();
    api.answer('GET', `/legal/professionals/${LAWYER_ID}`, Response.json(professional()));
    await renderConsultations({ path: PATH, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'طلب استشارة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('button', { name: 'إرسال الطلب' })).toBeTruthy();
  });
});
