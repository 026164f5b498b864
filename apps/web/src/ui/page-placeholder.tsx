import { useDocumentTitle } from '../lib/use-document-title.ts';

type PagePlaceholderProps = {
  title: string;
  description: string;
};

/**
 * A page that its feature's issue has not built yet: its title and one honest line about what it
 * will hold. No sample data, no buttons that do nothing.
 */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{description}</p>
    </div>
  );
}
