import { findIdentifyingText, type IdentifyingKind } from '@amparo/contract/community/identifying-text';
import { UserRoundSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

/**
 * "This could identify you" before a post or a comment goes out (issue 14, point 2). `check(text)` answers true
 * when the text may be sent: nothing identifying in it, or the person already chose "Post anyway" for exactly this
 * text. Otherwise the warning shows what was found; editing the text asks again.
 */
export function useIdentifyingCheck() {
  const [found, setFound] = useState<{ text: string; kinds: IdentifyingKind[] } | null>(null);
  const [acceptedText, setAcceptedText] = useState<string | null>(null);
  return {
    found: found?.kinds ?? null,
    check(text: string): boolean {
      if (text === acceptedText) return true;
      const kinds = findIdentifyingText(text);
      if (kinds.length === 0) return true;
      setFound({ text, kinds });
      return false;
    },
    accept() {
      setAcceptedText(found?.text ?? null);
      setFound(null);
    },
    dismiss() {
      setFound(null);
    },
  };
}

type IdentifyingWarningProps = {
  kinds: IdentifyingKind[];
  sendLabel: string;
  onEdit: () => void;
  onSendAnyway: () => void;
};

export function IdentifyingWarning({ kinds, sendLabel, onEdit, onSendAnyway }: IdentifyingWarningProps) {
  const { t, i18n } = useTranslation('community');
  const titleId = useId();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    kinds.map((kind) => t(`identifying.kinds.${kind}`)),
  );
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-2 border-warning border-s-8 bg-surface-raised p-4"
    >
      <div className="flex gap-3">
        <UserRoundSearch aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 id={titleId} className="font-bold text-foreground">
            {t('identifying.title', { found: list })}
          </h3>
          <p>{t('identifying.body')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onEdit}>{t('identifying.edit')}</Button>
        <Button variant="secondary" onClick={onSendAnyway}>
          {sendLabel}
        </Button>
      </div>
    </section>
  );
}
