import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubApi } from '../../../test/api-stub.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/lawyers/join', () => {
  it('is reached from the footer of any page and leads to a professional sign-up without the eligibility questions', async () => {
    stubApi();
    const { router } = await renderAppAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'For lawyers and accredited representatives' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For lawyers and accredited representatives' }),
    ).toBeTruthy();
    expect(screen.getByText(/looks up your bar number with your state's bar/)).toBeTruthy();
    expect(screen.getByText(/never ordered by payment/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create a professional account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your professional account' }),
    ).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?mode=signup&account=professional',
    );
    expect(screen.queryByRole('radio', { name: 'Visitor Visa (B1/B2)' })).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });
});
