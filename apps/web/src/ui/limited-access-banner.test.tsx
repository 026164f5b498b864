import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { type ProfileState, StaticProfileProvider } from '../lib/account/profile-provider.tsx';
import { MemoryRouter } from '../lib/router/index.ts';
import { newProfile } from '../test/fake-profile-server.tsx';
import { LimitedAccessBanner } from './limited-access-banner.tsx';

async function renderBanner(state: ProfileState, refused = false) {
  const i18n = await createI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <StaticProfileProvider value={state}>
          <LimitedAccessBanner refused={refused} />
        </StaticProfileProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('LimitedAccessBanner', () => {
  it('prompts a Basic user to unlock full protection', async () => {
    await renderBanner({ status: 'ready', profile: newProfile() });
    expect(screen.getByRole('heading', { name: 'Limited Access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unlock full protection' }).getAttribute('href')).toBe(
      '/payment?plan=full_protection',
    );
  });

  it('stays away from a paying user and from an unknown plan', async () => {
    await renderBanner({ status: 'ready', profile: newProfile({ has_access: true }) });
    await renderBanner({ status: 'loading', profile: null });
    await renderBanner({ status: 'unavailable', profile: null });
    expect(screen.queryByRole('heading', { name: 'Limited Access' })).toBeNull();
  });

  it('explains a refusal from the server even when the cached profile is out of date', async () => {
    await renderBanner({ status: 'ready', profile: newProfile({ has_access: true }) }, true);
    expect(screen.getByText(/This is part of the Full Protection plan/)).toBeTruthy();
  });
});
