import { fireEvent, screen } from '@testing-library/react';
import { it, vi } from 'vitest';
import { newProfile, stubProfileServer } from '../../test/fake-profile-server.ts';
import { fakeSession, renderApp } from '../../test/render-app.tsx';

it('debug', async () => {
  const server = stubProfileServer(newProfile());
  await renderApp('/onboarding', fakeSession());
  fireEvent.click(await screen.findByRole('radio', { name: 'Family Petition' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await new Promise((r) => setTimeout(r, 1500));
  const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls;
  console.log(calls.map((c) => [String(c[0]), c[1]?.method, c[1]?.body]));
  const results = (fetch as unknown as ReturnType<typeof vi.fn>).mock.results;
  for (const r of results) { const resp = await r.value; console.log(resp.status, resp.bodyUsed); }
  console.log(server.patches, (globalThis as unknown as { dbg: unknown[] }).dbg);
});
