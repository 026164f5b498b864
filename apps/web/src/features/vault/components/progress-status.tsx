import { Spinner } from '../../../ui/loading.tsx';

/** A long key operation under way (Argon2id takes a second or more): said once by screen readers, shown with a spinner. */
export function ProgressStatus({ label }: { label: string | null }) {
  return (
    <div role="status" aria-live="polite" className="min-h-6">
      {label ? (
        <span className="flex items-center gap-3 font-medium text-foreground">
          <Spinner className="size-5" />
          {label}
        </span>
      ) : null}
    </div>
  );
}
