import type { ConsultationStatus } from '@amparo/contract/legal/legal-limits';
import { Check, CircleX, Clock, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// A request's status in plain words, with an icon so it does not rely on colour alone. Red is kept for Help Me
// Now and destructive actions (DESIGN.md): a declined request is grey, not red.

const LOOK: Record<ConsultationStatus, { icon: typeof Clock; className: string }> = {
  requested: { icon: Clock, className: 'border-primary/40 bg-primary-soft text-foreground' },
  time_proposed: {
    icon: MessageCircleQuestion,
    className: 'border-warning/60 bg-surface-raised text-foreground',
  },
  accepted: { icon: Check, className: 'border-success/60 bg-surface-raised text-foreground' },
  done: { icon: Check, className: 'border-border bg-surface text-foreground' },
  declined: { icon: CircleX, className: 'border-border bg-surface text-muted' },
  closed: { icon: CircleX, className: 'border-border bg-surface text-muted' },
  cancelled: { icon: CircleX, className: 'border-border bg-surface text-muted' },
};

export function StatusBadge({ status }: { status: ConsultationStatus }) {
  const { t } = useTranslation('consultations');
  const { icon: Icon, className } = LOOK[status];
  return (
    <span
      data-testid="consultation-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`status.${status}`)}
    </span>
  );
}
