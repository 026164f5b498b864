import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { preferredLanguage } from '@amparo/contract/i18n/preferred-language';

// Browsers send a handful; anything past this is noise or an attack, and need not cost a sort.
const MAX_RANGES = 32;
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The language ranges of an Accept-Language header, most wanted first, without those refused by q=0. */
export function languagesByPreference(header: string | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; quality: number }[] = [];
  for (const part of header.split(',', MAX_RANGES)) {
    const [tag = '', ...parameters] = part.split(';');
    let quality = 1;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=');
      if (name.trim().toLowerCase() !== 'q') continue;
      // A malformed weight says nothing we can trust about the range: leave the range out.
      quality = QUALITY.test(value.trim()) ? Number(value.trim()) : 0;
    }
    if (tag.trim() && quality > 0) ranges.push({ tag: tag.trim(), quality });
  }
  // Array sort is stable, so ranges of equal weight keep the visitor's order.
  return ranges.sort((a, b) => b.quality - a.quality).map((range) => range.tag);
}

/** The language Amparo speaks that the visitor wants most, by the rule the web app applies to navigator.languages. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode {
  return preferredLanguage(languagesByPreference(header));
}
