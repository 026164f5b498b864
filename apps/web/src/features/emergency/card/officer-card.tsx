import { isLanguageCode, isRtl } from '@amparo/contract/i18n/languages';
import { EyeOff, FileCheck, Info, Printer, ShieldCheck, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useScreenWakeLock } from '../../../lib/use-screen-wake-lock.ts';
import { CARRIED_DOCUMENTS_PATH, useHasCarriedDocuments } from '../../../lib/vault/carried-documents.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { PrintOnly, usePrintRequest } from '../../../ui/print-only.tsx';
import { useOwnRightsStatus } from '../rights/use-own-rights-status.ts';

// The card a person holds out to an officer (issue 5, point 3). Officers read English, the person reads their
// own language, so every statement is shown in both. Its texts live in the `rights` namespace, which is loaded
// with the app, so the card appears at once, offline too: Help Me Now shows it the moment it is activated.
// The card is for encounters inside the country: at the border a green card holder must answer questions about
// identity and residence, so the card says so to its reader (issue 10, point 0). Its proof line is "Here are my
// immigration documents." for everyone: DACA and a pending application are not lawful statuses, and no one should
// claim one on a card (issue 24, point 0).

export const OFFICER_CARD_STATEMENTS = ['silent', 'noSearch', 'lawyer', 'proof'] as const;

type Statement = (typeof OFFICER_CARD_STATEMENTS)[number];

function useCardTexts() {
  const { t, i18n } = useTranslation('rights');
  const english = i18n.getFixedT('en', 'rights');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return {
    t,
    english,
    language,
    bilingual: language !== 'en',
    dir: isRtl(language) ? ('rtl' as const) : ('ltr' as const),
    statement: (id: Statement) => ({
      en: english(`card.statements.${id}`),
      own: t(`card.statements.${id}`),
    }),
  };
}

/**
 * What the holder must know before showing the card, in their own language only: the officer reads the English
 * side, and these lines are not for the officer. Showing papers is advice for people whose permission to be here
 * is current; visa holders must not simply refuse to answer about their status (8 CFR 214.1(f)). The guide says
 * the same in "Your rights and duties" (issue 24, point 0). They come before the card's title, so Help Me Now's
 * card shows them to an English reader too; full screen, `onHide` lets the holder clear them before turning the
 * screen to the officer, who would otherwise read an English reader's notes as part of the card.
 */
function ReaderNotes({ onHide, className = '' }: { onHide?: () => void; className?: string }) {
  const { t, language, dir } = useCardTexts();
  const visaHolder = useOwnRightsStatus() === 'visa_holder';
  return (
    <div
      lang={language}
      dir={dir}
      className={`flex flex-col gap-1 rounded-lg border-2 border-neutral-500 border-dashed p-3 text-start text-neutral-900 ${className}`}
      data-testid="officer-card-reader-notes"
    >
      <p className="font-semibold">{t('card.forYou')}</p>
      <p>{t('card.statusEnded')}</p>
      {visaHolder ? <p>{t('card.visaHolder')}</p> : null}
      {onHide ? (
        <Button variant="secondary" size="lg" onClick={onHide} className="mt-2 self-start">
          <EyeOff aria-hidden="true" className="size-5" />
          {t('card.hideNotes')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Form I-407 gives up permanent residence, so the warning about it is for green card holders (conditional ones
 * included). Nobody else can sign one away; a person whose status is not known yet may hold a green card.
 */
function useScopeKey(): 'card.scope' | 'card.scopePermanentResident' {
  const status = useOwnRightsStatus();
  return status === null || status === 'green_card' ? 'card.scopePermanentResident' : 'card.scope';
}

/** The statements in English (for the officer) and, below each, in the reader's language. */
function Statements({ size }: { size: 'screen' | 'inline' }) {
  const { statement, bilingual, language, dir } = useCardTexts();
  const big = size === 'screen';
  return (
    <ol className={big ? 'flex flex-col gap-5 sm:gap-7' : 'flex flex-col gap-4'}>
      {OFFICER_CARD_STATEMENTS.map((id) => {
        const text = statement(id);
        return (
          <li key={id} className="border-neutral-300 border-b-2 pb-4 last:border-b-0 last:pb-0">
            <p
              lang="en"
              dir="ltr"
              className={
                big
                  ? 'text-start font-bold text-[clamp(1.75rem,7vw,3.25rem)] leading-tight'
                  : 'text-start font-bold text-2xl leading-snug'
              }
            >
              {text.en}
            </p>
            {bilingual ? (
              <p
                lang={language}
                dir={dir}
                className={
                  big
                    ? 'mt-1 text-start text-[clamp(1.375rem,5.5vw,2.5rem)] text-neutral-800'
                    : 'mt-1 text-start text-neutral-800 text-xl'
                }
              >
                {text.own}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Credit-card sized (85.6 × 54 mm): English on the front, the reader's language on the back, to fold. */
function WalletCard() {
  const { english, t, bilingual, language, dir, statement } = useCardTexts();
  const face = (lang: string, faceDir: 'ltr' | 'rtl', title: string, lines: string[], scope: string) => (
    <section
      lang={lang}
      dir={faceDir}
      className="flex h-[54mm] w-[85.6mm] flex-col gap-[1.2mm] overflow-hidden border border-black border-dashed p-[3mm] text-black"
    >
      <h2 className="font-bold text-[8.5pt] leading-tight">{title}</h2>
      <ul className="flex flex-col gap-[1mm] text-[7.5pt] leading-snug">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-auto text-[6.5pt] italic leading-tight">{scope}</p>
    </section>
  );
  return (
    <div className="flex flex-wrap gap-[4mm] bg-white p-[6mm]">
      {face(
        'en',
        'ltr',
        english('card.title'),
        OFFICER_CARD_STATEMENTS.map((id) => statement(id).en),
        english('card.walletScope'),
      )}
      {bilingual
        ? face(
            language,
            dir,
            t('card.title'),
            OFFICER_CARD_STATEMENTS.map((id) => statement(id).own),
            t('card.walletScope'),
          )
        : null}
      <p lang="en" dir="ltr" className="w-full text-start text-[8pt] text-black">
        {english('card.walletHint')}
      </p>
      {/* On the sheet, outside the dashed lines: read when printing, cut away from the card an officer is handed.
          On either face they would tell the officer that the holder's permission may have ended. */}
      <ReaderNotes className="w-full text-[8pt]" />
    </div>
  );
}

type OfficerCardProps = {
  /** Over everything, as a modal dialog (the button and Help Me Now), or in the page flow. */
  fullScreen?: boolean;
  /** Shows a close button; the dialog also closes with Escape. */
  onClose?: () => void;
  /**
   * Where the vault shows the proof of status offline. By default the documents carried on this device, when it
   * holds any; without either no proof button is shown.
   */
  proofHref?: string;
  /** Shown above the card's title: Help Me Now's countdown for the alerts, with Cancel beside it. */
  alertPanel?: ReactNode;
  className?: string;
};

/**
 * The show-to-officer card. Render it `fullScreen` to cover the screen at once (Help Me Now does), or inline.
 * While it is shown the screen is kept awake where the browser allows.
 */
export function OfficerCard({
  fullScreen = false,
  onClose,
  proofHref,
  alertPanel,
  className = '',
}: OfficerCardProps) {
  const { t, english, bilingual, language, dir } = useCardTexts();
  const { session } = useSession();
  // Read from this device's encrypted store, so the link shows with no network too.
  const hasCarried = useHasCarriedDocuments(session?.user.id ?? null);
  const proofLink = proofHref ?? (hasCarried ? CARRIED_DOCUMENTS_PATH : undefined);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { printing, print } = usePrintRequest();
  const scopeKey = useScopeKey();
  const [notesHidden, setNotesHidden] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useScreenWakeLock(true);

  useEffect(() => {
    const element = dialog.current;
    if (!fullScreen || !element) return;
    // showModal puts the card in the top layer, traps focus and makes the rest of the page inert.
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open) element.close();
    };
  }, [fullScreen]);

  const body: ReactNode = (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {alertPanel}
      {notesHidden ? null : (
        <ReaderNotes
          onHide={
            fullScreen
              ? () => {
                  setNotesHidden(true);
                  // The button is gone: keep the keyboard's place at the top of the card.
                  title.current?.focus();
                }
              : undefined
          }
        />
      )}
      <header className="flex items-start gap-3">
        {/* At 200 % zoom on a phone (under 240 CSS px) the icon gives its room to the title, so no word breaks. */}
        <ShieldCheck aria-hidden="true" className="mt-1 size-9 shrink-0 text-primary max-[239px]:hidden" />
        <div className="min-w-0 flex-1">
          <h2
            ref={title}
            id={titleId}
            tabIndex={-1}
            lang="en"
            dir="ltr"
            className="text-start font-bold text-2xl max-[239px]:text-xl sm:text-3xl"
          >
            {english('card.title')}
          </h2>
          {bilingual ? <p className="text-neutral-800 text-xl">{t('card.title')}</p> : null}
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-lg border-2 border-neutral-800 text-neutral-900 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('card.close')}</span>
          </button>
        ) : null}
      </header>
      <div
        className="flex gap-3 rounded-lg border-2 border-neutral-800 bg-neutral-100 p-3 text-neutral-900"
        data-testid="officer-card-scope"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p lang={language} dir={dir} className="text-start font-semibold">
            {t(scopeKey)}
          </p>
          {bilingual ? (
            <p lang="en" dir="ltr" className="text-start text-sm">
              {english(scopeKey)}
            </p>
          ) : null}
        </div>
      </div>
      <Statements size={fullScreen ? 'screen' : 'inline'} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {proofLink ? (
          <Link to={proofLink} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            <FileCheck aria-hidden="true" className="size-5" />
            {t('card.showProof')}
          </Link>
        ) : null}
        <Button variant="secondary" size="lg" onClick={print}>
          <Printer aria-hidden="true" className="size-5" />
          {t('card.print')}
        </Button>
        {onClose && fullScreen ? (
          <Button variant="ghost" size="lg" onClick={onClose}>
            {t('card.close')}
          </Button>
        ) : null}
      </div>
      <PrintOnly active={printing}>
        <WalletCard />
      </PrintOnly>
    </div>
  );

  if (!fullScreen) {
    return (
      <section
        aria-labelledby={titleId}
        className={`rounded-2xl border-4 border-primary bg-white p-5 text-neutral-950 sm:p-8 ${className}`}
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes through onClose, so the owner's state and the dialog never disagree.
        event.preventDefault();
        onClose?.();
      }}
      className={`m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-5 text-neutral-950 backdrop:bg-neutral-950/80 sm:p-10 ${className}`}
    >
      {body}
    </dialog>
  );
}

type OfficerCardButtonProps = {
  proofHref?: string;
  className?: string;
};

/** "Show card to officer": opens the card full screen. */
export function OfficerCardButton({ proofHref, className }: OfficerCardButtonProps) {
  const { t } = useTranslation('rights');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={buttonClassName({ variant: 'primary', size: 'lg' }, className)}
      >
        <ShieldCheck aria-hidden="true" className="size-6" />
        {t('card.open')}
      </button>
      {open ? (
        <OfficerCard
          fullScreen
          proofHref={proofHref}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
