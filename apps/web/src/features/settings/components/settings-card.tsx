import type { ReactNode } from 'react';

// The settings page's card (settings-page.tsx draws the same one): each section brings its own, so adding a
// section to the page is one line.
// Below 360 px (a phone at 200 % zoom) the padding gives way, so headings keep the width their words need.
export function SettingsCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm max-[359px]:p-3 sm:p-6">
      {children}
    </div>
  );
}

/** A section's heading and its one-line introduction. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="font-bold text-foreground text-xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
    </div>
  );
}

/** A radio button drawn as a large, labelled tile (44 px high at least), like the vault's idle-lock choice. */
export function ChoiceTile({
  name,
  checked,
  onChange,
  children,
  lang,
  disabled,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  lang?: string;
  disabled?: boolean;
}) {
  return (
    <label
      lang={lang}
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-border px-3 py-1.5 has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-focus"
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="font-medium text-foreground">{children}</span>
    </label>
  );
}

/** A checkbox with its label and an optional hint under it. */
export function CheckRow({
  checked,
  onChange,
  label,
  hint,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg py-1.5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 accent-primary"
      />
      <span className="flex flex-col">
        <span className="font-medium text-foreground">{label}</span>
        {hint ? <span className="text-muted text-sm">{hint}</span> : null}
      </span>
    </label>
  );
}
