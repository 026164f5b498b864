import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import { AUTH_MESSAGE_CATALOG } from './auth-message-catalog.ts';
import {
  type Block,
  fill,
  htmlDocument,
  isolate,
  type RenderedEmail,
  textDocument,
} from './render-auth-message.ts';
import { SECURITY_NOTICE_CATALOG, type SecurityNoticeKind } from './security-notice-catalog.ts';

export type SecurityNoticeValues = { link: string; device?: string | null };

function deviceText(locale: MessageLocale, device: string | null | undefined): string {
  // The device description is English ("Chrome on Android"): isolated, so it reads right inside Arabic or Urdu.
  return device ? isolate(device, locale) : SECURITY_NOTICE_CATALOG[locale].unknownDevice;
}

/** A security notice email: what happened, what to do, and a button to the security center. */
export function renderSecurityNoticeEmail(
  kind: SecurityNoticeKind,
  locale: MessageLocale,
  values: SecurityNoticeValues,
): RenderedEmail {
  const strings = SECURITY_NOTICE_CATALOG[locale];
  const common = AUTH_MESSAGE_CATALOG[locale].common;
  const entry = strings[kind];
  const blocks: Block[] = [
    { kind: 'text', text: fill(entry.body, { device: deviceText(locale, values.device) }) },
    { kind: 'text', text: entry.advice },
    { kind: 'button', label: strings.action, href: values.link },
  ];
  return {
    subject: entry.subject,
    text: textDocument(blocks, common.signature, common.linkHint),
    html: htmlDocument(locale, entry.subject, blocks, common.signature),
  };
}

export function renderSecurityNoticeSms(
  kind: SecurityNoticeKind,
  locale: MessageLocale,
  values: SecurityNoticeValues,
): string {
  return fill(SECURITY_NOTICE_CATALOG[locale][kind].sms, {
    link: values.link,
    device: deviceText(locale, values.device),
  });
}
