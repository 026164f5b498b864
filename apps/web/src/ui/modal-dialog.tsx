import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalDialogProps = {
  title: string;
  /** The close button's name, in the reader's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Full screen for the viewer; a centred panel for forms and questions. */
  size?: 'panel' | 'full';
  className?: string;
};

/**
 * A modal `<dialog>` (the vault's documents, a report about a listing): showModal puts it in the top layer, traps
 * focus and makes the page behind it inert; Escape closes it through onClose, so the owner's state and the dialog
 * never disagree. Focus returns to what opened it.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  size = 'panel',
  className = '',
}: ModalDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  const frame =
    size === 'full'
      ? 'm-0 h-dvh max-h-none w-screen max-w-none p-0'
      : 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl rounded-2xl p-0';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${frame} overflow-hidden bg-surface-raised text-foreground backdrop:bg-neutral-950/70 ${className}`}
    >
      <div className="flex h-full max-h-[inherit] flex-col">
        <header className="flex items-center gap-3 border-border border-b px-4 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate font-bold text-lg">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
