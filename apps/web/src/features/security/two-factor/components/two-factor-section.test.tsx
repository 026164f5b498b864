import type { Session } from '@supabase/auth-js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/api-stub.tsx';
import { tokenWith } from '../../../../test/fake-access-token.ts';
import { fakeSession } from '../../../../test/render-app.tsx';
import { groupKey } from './manual-key.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const api = vi.hoisted(() => ({
  startEnrolment: vi.fn(),
  confirmEnrolment: vi.fn(),
  firstRecoveryCodes: vi.fn(),
  replaceRecoveryCodes: vi.fn(),
  turnOff: vi.fn(),
}));

vi.mock('../api/two-factor-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/two-factor-api.ts')>();
  return { ...actual, ...api };
});

const FACTOR_ID = 'f0000000-0000-4000-8000-000000000001';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${'rstuvwxyz2'[index]}s`);

function session(on: boolean, aal: 'aal1' | 'aal2'): Session {
  const base = fakeSession();
  return {
    ...base,
    access_token: tokenWith({ aal }),
    user: {
      ...base.user,
      factors: on
        ? [
            {
              id: FACTOR_ID,
              factor_type: 'totp',
              status: 'verified',
              created_at: new Date(0).toISOString(),
              updated_at: new Date(0).toISOString(),
            },
          ]
        : [],
    },
  };
}

beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset();
  api.startEnrolment.mockResolvedValue({
    factorId: FACTOR_ID,
    qrCode: 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>',
    secret: SECRET,
    uri: 'otpauth://totp/Amparo:maria',
  });
  api.confirmEnrolment.mockResolvedValue(undefined);
  api.firstRecoveryCodes.mockResolvedValue(CODES);
  api.replaceRecoveryCodes.mockResolvedValue(CODES);
  api.turnOff.mockResolvedValue(undefined);
});

describe('two-step sign-in in the security center', { timeout: 30_000 }, () => {
  it('groups the setup key in fours', () => {
    expect(groupKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('turns on: QR code, grouped key, a code, then the ten recovery codes once', async () => {
    await renderWithProviders(<TwoFactorSection />, { session: session(false, 'aal1') });
    expect(await screen.findByText('Two-step sign-in is off.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(
      await screen.findByRole('img', { name: 'QR code that adds Amparo to your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByTestId('two-factor-manual-key').textContent).toBe(groupKey(SECRET));
    const code = screen.getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Type the 6 digits from your app.')).toBeTruthy();
    expect(api.confirmEnrolment).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByTestId('two-factor-recovery-codes');
    expect(api.confirmEnrolment).toHaveBeenCalledWith(FACTOR_ID, '123456');
    expect(api.firstRecoveryCodes).toHaveBeenCalledTimes(1);
    expect(api.replaceRecoveryCodes).not.toHaveBeenCalled();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I saved them' }));
    await waitFor(() => expect(screen.queryByTestId('two-factor-recovery-codes')).toBeNull());
  });

  it('shows why a wrong first code was refused', async () => {
    const { TwoFactorError } = await import('../api/two-factor-api.ts');
    api.confirmEnrolment.mockRejectedValue(new TwoFactorError('mfa_verification_failed', 422));
    await renderWithProviders(<TwoFactorSection />, { session: session(false, 'aal1') });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn on two-step sign-in' }, { timeout: 10_000 }),
    );
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code did not work');
  });

  it('turns off at aal2 after asking once', async () => {
    await renderWithProviders(<TwoFactorSection />, { session: session(true, 'aal2') });
    expect(await screen.findByText('Two-step sign-in is on.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, turn it off' }));
    await waitFor(() => expect(api.turnOff).toHaveBeenCalledWith(FACTOR_ID));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeTruthy();
  });

  it('asks for the code first when the session is aal1', async () => {
    await renderWithProviders(<TwoFactorSection />, { session: session(true, 'aal1') });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn off two-step sign-in' }, { timeout: 10_000 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, turn it off' }));
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(api.turnOff).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeTruthy();
  });

  it('gets new recovery codes at aal2 only after saying the old ones stop working', async () => {
    await renderWithProviders(<TwoFactorSection />, { session: session(true, 'aal2') });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Get new recovery codes' }, { timeout: 10_000 }),
    );
    expect(screen.getByText('Get new recovery codes?')).toBeTruthy();
    expect(screen.getByText(/Your current recovery codes will stop working/)).toBeTruthy();
    expect(api.replaceRecoveryCodes).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.replaceRecoveryCodes).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, get new codes' }));
    expect(await screen.findByTestId('two-factor-recovery-codes')).toBeTruthy();
    expect(api.replaceRecoveryCodes).toHaveBeenCalledTimes(1);
    expect(api.firstRecoveryCodes).not.toHaveBeenCalled();
  });
});
