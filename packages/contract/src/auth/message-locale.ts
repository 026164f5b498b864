import { z } from 'zod';

/**
 * Languages the auth server writes its emails and text messages in. The web app sends the chosen language as
 * `data.locale` at sign-up (and may update it later with `updateUser({ data: { locale } })`); anything else
 * falls back to English.
 */
export const MESSAGE_LOCALES = ['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur'] as const;

export const ZMessageLocale = z.enum(MESSAGE_LOCALES);

export type MessageLocale = z.infer<typeof ZMessageLocale>;

export const DEFAULT_MESSAGE_LOCALE: MessageLocale = 'en';

export function toMessageLocale(value: unknown): MessageLocale {
  const parsed = ZMessageLocale.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_MESSAGE_LOCALE;
}
