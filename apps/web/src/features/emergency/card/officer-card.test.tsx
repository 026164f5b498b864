import { Blob as NodeBlob } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { closeVaultStore, putCarried } from '../../../lib/vault/offline-store.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { profileWith, renderWithToolkit } from '../rights/test-providers.tsx';
import { OfficerCard, OfficerCardButton } from './officer-card.tsx';

const ENGLISH = [
  'I choose to remain silent.',
  'I do not consent to a search of me, my belongings, my car or my home.',
  'I want to speak to a lawyer.',
  'Here are my immigration documents.',
];

describe('OfficerCard', () => {
  it('shows the four statements in English and in Arabic, each marked with its language', async () => {
    await renderWithToolkit(<OfficerCard />, { language: 'ar' });
    for (const text of ENGLISH) {
      const line = screen.getByText(text);
      expect(line.getAttribute('lang')).toBe('en');
      expect(line.getAttribute('dir')).toBe('ltr');
    }
    const arabic = screen.getByText('أختار أن ألتزم الصمت.');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('أريد التحدث مع محامٍ.')).toBeTruthy();
  });

  it('says it is for encounters inside the country, not for border inspection, in both languages', async () => {
    await renderWithToolkit(<OfficerCard />, { language: 'ar' });
    const scope = screen.getByTestId('officer-card-scope');
    expect(scope.textContent).toContain('Not for border or airport inspection');
    expect(scope.textContent).toContain('never sign Form I-407 without a lawyer');
    expect(scope.textContent).toContain('ليست للتفتيش على الحدود أو في المطار');
  });

  it.each(['tps_daca', 'pending_adjustment', 'green_card'] as const)(
    'for %s, shows the documents without claiming a lawful status (DACA is not one)',
    async (status) => {
      await renderWithToolkit(<OfficerCard />, {
        language: 'es',
        profile: profileWith({ current_status: status }),
      });
      expect(screen.getByText('Here are my immigration documents.')).toBeTruthy();
      expect(screen.getByText('Aquí están mis documentos de inmigración.')).toBeTruthy();
      expect(screen.queryByText(/lawful/)).toBeNull();
      expect(screen.queryByText(/estatus migratorio legal/)).toBeNull();
    },
  );

  it('warns its holder, in their language only, that showing papers may not fit if their permission has ended', async () => {
    await renderWithToolkit(<OfficerCard />, { language: 'ar' });
    const notes = screen.getByTestId('officer-card-reader-notes');
    expect(notes.getAttribute('lang')).toBe('ar');
    expect(notes.textContent).toContain('يُرجى عدم إظهار جواز سفر أجنبي');
    // The officer reads the English side: the warning is not repeated there.
    expect(document.body.textContent).not.toContain('foreign passport');
    expect(notes.textContent).not.toContain('حاملو التأشيرات');
  });

  it('addresses an Arabic reader without masculine imperatives (docs/translation-style.md)', async () => {
    await renderWithToolkit(<OfficerCard />, {
      language: 'ar',
      profile: profileWith({ current_status: 'active_visa' }),
    });
    const notes = screen.getByTestId('officer-card-reader-notes').textContent ?? '';
    for (const masculine of ['لا تُظهر', 'ولا تكذب', 'وقل', 'قبل أن تُظهر', 'فأجيبوا', 'لا تكتفوا']) {
      expect(notes).not.toContain(masculine);
    }
    expect(notes).toContain('يُرجى الإجابة بصدق');
  });

  it.each([
    ['active_visa', 'family_petition'],
    ['other', 'student_work_visa'],
  ] as const)(
    'in English, full screen as Help Me Now opens it, shows a %s holder (entered by %s) their notes before the card, and lets them hide the notes',
    async (current_status, entry_method) => {
      await renderWithToolkit(<OfficerCard fullScreen />, {
        language: 'en',
        profile: profileWith({ current_status, entry_method }),
      });
      const notes = screen.getByTestId('officer-card-reader-notes');
      expect(notes.textContent).toContain('do not show a foreign passport, never lie');
      const visaNote = 'answer truthfully or say you will answer with your lawyer present';
      if (current_status === 'active_visa') expect(notes.textContent).toContain(visaNote);
      else expect(notes.textContent).not.toContain(visaNote);
      // Before the card: above its title and its statements.
      const title = screen.getByRole('heading', { name: 'Please read: I am using my rights' });
      expect(notes.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Not on the face the officer reads: the holder clears them before turning the screen.
      fireEvent.click(screen.getByRole('button', { name: 'Hide these notes' }));
      expect(screen.queryByTestId('officer-card-reader-notes')).toBeNull();
      expect(document.body.textContent).not.toContain('foreign passport');
      expect(screen.getByText('I choose to remain silent.')).toBeTruthy();
      expect(document.activeElement).toBe(title);
    },
  );

  it('warns about Form I-407 a green card holder, and not a visa holder, in both languages', async () => {
    const first = await renderWithToolkit(<OfficerCard />, { language: 'es' });
    expect(screen.getByTestId('officer-card-scope').textContent).toContain(
      'never sign Form I-407 without a lawyer',
    );
    expect(screen.getByTestId('officer-card-scope').textContent).toContain('Formulario I-407');
    first.unmount();
    await renderWithToolkit(<OfficerCard />, {
      language: 'es',
      profile: profileWith({ current_status: 'active_visa' }),
    });
    const scope = screen.getByTestId('officer-card-scope').textContent;
    expect(scope).toContain('Not for border or airport inspection');
    expect(scope).not.toContain('I-407');
  });

  it('shows English once for an English reader', async () => {
    await renderWithToolkit(<OfficerCard />, { language: 'en' });
    expect(screen.getAllByText('I choose to remain silent.')).toHaveLength(1);
  });

  it('links to the proof of status only when there is one', async () => {
    const first = await renderWithToolkit(<OfficerCard />);
    expect(screen.queryByRole('link', { name: 'Show my proof of status' })).toBeNull();
    first.unmount();
    await renderWithToolkit(<OfficerCard proofHref="/documents?proof=1" />);
    expect(screen.getByRole('link', { name: 'Show my proof of status' }).getAttribute('href')).toBe(
      '/documents?proof=1',
    );
  });

  it('links to the documents carried on this phone when it holds some, with no network needed', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    const session = fakeSession();
    await putCarried({
      userId: session.user.id,
      documentId: 'carried-green-card',
      versionId: 'v1',
      wrappedFileKey: 'AQID',
      encryptedMetadata: 'BAUG',
      ciphertext: new NodeBlob([new Uint8Array([1, 2, 3])]) as unknown as Blob,
    });
    await renderWithToolkit(<OfficerCard />, { session });
    const link = await screen.findByRole('link', { name: 'Show my proof of status' });
    expect(link.getAttribute('href')).toBe('/documents?show=carried');
    await closeVaultStore();
    vi.unstubAllGlobals();
  });

  it('keeps the screen awake while shown', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const view = await renderWithToolkit(<OfficerCard />);
    expect(request).toHaveBeenCalledWith('screen');
    await vi.waitFor(() => expect(request.mock.results[0]?.value).resolves.toBeTruthy());
    view.unmount();
    await vi.waitFor(() => expect(release).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('prints a wallet card holding both languages and nothing else', async () => {
    // happy-dom has no print dialog: stand in for the browser's.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    await renderWithToolkit(<OfficerCard />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir tarjeta de bolsillo' }));
    expect(print).toHaveBeenCalledTimes(1);
    const printable = document.body.querySelector('[data-print-only]');
    expect(printable?.textContent).toContain('I choose to remain silent.');
    expect(printable?.textContent).toContain('Elijo guardar silencio.');
    // The holder's own notes are printed on the sheet, outside the card an officer is handed.
    const faces = printable?.querySelectorAll('section') ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face.textContent).not.toContain('pasaporte extranjero');
    expect(printable?.textContent).toContain('no muestre un pasaporte extranjero');
    for (const other of [...document.body.children].filter((element) => element !== printable)) {
      expect(other.classList.contains('print:hidden')).toBe(true);
    }
    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(document.body.querySelector('[data-print-only]')).toBeNull());
  });
});

describe('OfficerCardButton', () => {
  it('opens the card as a full-screen dialog and closes it', async () => {
    await renderWithToolkit(<OfficerCardButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show card to officer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('I want to speak to a lawyer.')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close card' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
