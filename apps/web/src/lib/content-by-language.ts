import { DEFAULT_LANGUAGE, isLanguageCode } from '@amparo/contract/i18n/languages';

// Product content kept in files per language (ARCHITECTURE.md §7: the rights guide, the legal guides) is bundled
// as one lazy chunk per file, so a reader downloads only their own language. The service worker precaches every
// chunk, so the content opens offline in any language after one visit.

/** What `import.meta.glob('…/<dir>/*.json', { import: 'default' })` gives: a loader per file path. */
export type ContentLoaders<T> = Record<string, () => Promise<T>>;

/** The content in `language`, or in English when that language has no file. */
export async function loadContentByLanguage<T>(loaders: ContentLoaders<T>, language: string): Promise<T> {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const loaderFor = (wanted: string) =>
    Object.entries(loaders).find(([path]) => path.endsWith(`/${wanted}.json`))?.[1];
  const load = loaderFor(code) ?? loaderFor(DEFAULT_LANGUAGE);
  if (!load) throw new Error('The English content file is missing from the build');
  return load();
}

/**
 * How such content is queried: it is a chunk of the app, not an API answer, so it never goes stale, and it is
 * asked for even when the browser says it is offline, because the service worker has it.
 */
export const CONTENT_QUERY_POLICY = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  networkMode: 'always',
  retry: 1,
} as const;
