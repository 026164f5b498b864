import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { useEmergencyApi } from './emergency-request.ts';

// The toolkit's answers are checked with schemas that load with the answer rather than with the page (issue 24,
// point 8): the check itself must be exactly as strict as with a schema given directly.

const settingsSchema = () =>
  import('@amparo/contract/emergency/emergency-settings').then((m) => m.ZGetEmergencySettingsResponse);

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function emergencyApi() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
      {children}
    </StaticSessionProvider>
  );
  return renderHook(() => useEmergencyApi(), { wrapper }).result.current;
}

afterEach(() => vi.unstubAllGlobals());

describe('useEmergencyApi with a schema that loads with the answer', () => {
  it('parses a good answer with the schema (its defaults filled in)', async () => {
    answerWith({ sender_name: 'Ana', custom_message: '', share_location: true });
    const settings = await emergencyApi().request('/settings', settingsSchema);
    expect(settings).toEqual({
      sender_name: 'Ana',
      custom_message: '',
      share_location: true,
      family_name: null,
      family_alerted: false,
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    answerWith({ sender_name: 42, custom_message: '', share_location: 'yes' });
    await expect(emergencyApi().request('/settings', settingsSchema)).rejects.toThrow();
  });
});
