import { FilePlus2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';

/** A vault with no documents yet says what it is for and offers the first step. */
export function EmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('vault-documents');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border-2 border-border border-dashed p-6">
      <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
      <h3 className="font-bold text-xl">{t('empty.title')}</h3>
      <p>{t('empty.body')}</p>
      <ul className="list-disc ps-5 text-muted">
        <li>{t('empty.examples')}</li>
        <li>{t('empty.carry')}</li>
      </ul>
      <Button size="lg" onClick={onAdd}>
        <FilePlus2 aria-hidden="true" className="size-5" />
        {t('actions.add')}
      </Button>
    </div>
  );
}
