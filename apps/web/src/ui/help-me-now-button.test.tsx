import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { HelpMeNowButton, provideHelpMeNow } from './help-me-now-button.tsx';

async function renderButton(onActivate: () => void) {
  const i18n = await createI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <HelpMeNowButton variant="inline" onActivate={onActivate} />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: 'Help Me Now' });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('HelpMeNowButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('activates the moment a 2-second hold completes, once, with no countdown of its own', async () => {
    const activate = vi.fn();
    const button = await renderButton(activate);
    fireEvent.pointerDown(button, { button: 0 });
    await advance(1999);
    expect(activate).not.toHaveBeenCalled();
    await advance(1);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The release that ends the hold is not a second tap.
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await advance(10_000);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when the hold is released early and the confirmation cancelled', async () => {
    const activate = vi.fn();
    const button = await renderButton(activate);
    fireEvent.pointerDown(button, { button: 0 });
    await advance(1500);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(10_000);
    expect(activate).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Alert cancelled. Nothing was sent.');
  });

  it('treats a short press as a tap that must be confirmed', async () => {
    const activate = vi.fn();
    const button = await renderButton(activate);
    fireEvent.pointerDown(button, { button: 0 });
    await advance(800);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await advance(5000);
    expect(activate).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Send alert now?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send alert' }));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('works from the keyboard: Enter opens the confirmation, Escape closes it', async () => {
    const activate = vi.fn();
    const button = await renderButton(activate);
    fireEvent.click(button, { detail: 0 });
    const dialog = screen.getByRole('alertdialog', { name: 'Send alert now?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(10_000);
    expect(activate).not.toHaveBeenCalled();
  });

  it('floating, describes the hold in the button only, with no text of its own outside it', async () => {
    const i18n = await createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <HelpMeNowButton variant="floating" onActivate={() => undefined} />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Help Me Now' });
    const description = i18n.t('emergency:helpMeNow.hint');
    expect(description).not.toBe('');
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(description);
    // Hidden: not read on its own (outside any landmark), only as the button's description.
    expect(hint?.hidden).toBe(true);
  });

  it('is hidden until the app provides an activation (nobody signed in)', async () => {
    const i18n = await createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <HelpMeNowButton />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const undo = provideHelpMeNow({
      activate: () => {},
      currentAlert: () => null,
      alertAgain: () => {},
      showCurrentAlert: () => {},
    });
    await advance(0);
    expect(screen.getByRole('button', { name: 'Help Me Now' })).toBeTruthy();
    act(() => undo());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with an alert already on, a tap says so and offers alerting everyone again, never "Send alert now?"', async () => {
    const i18n = await createI18n();
    const actions = {
      activate: vi.fn(),
      currentAlert: () => ({ id: 'alert-1', roundsTotal: 2, lastAlertedAt: new Date().toISOString() }),
      alertAgain: vi.fn(),
      showCurrentAlert: vi.fn(),
    };
    const undo = provideHelpMeNow(actions);
    render(
      <I18nextProvider i18n={i18n}>
        <HelpMeNowButton variant="inline" />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Help Me Now' }), { detail: 0 });
    const dialog = screen.getByRole('alertdialog', { name: 'Your alert is already on' });
    expect(dialog.textContent).not.toMatch(/Send alert/);
    expect(dialog.textContent).toMatch(/Everyone was alerted 2 times, last at /);
    // The deliberate press asks the emergency area for a round (its countdown and Cancel are on the card).
    fireEvent.click(screen.getByRole('button', { name: 'Alert everyone again' }));
    expect(actions.alertAgain).toHaveBeenCalledTimes(1);
    expect(actions.activate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Help Me Now' }), { detail: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to my alert' }));
    expect(actions.showCurrentAlert).toHaveBeenCalledWith(expect.objectContaining({ id: 'alert-1' }));
    expect(actions.alertAgain).toHaveBeenCalledTimes(1);
    act(() => undo());
  });
});
