import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AUTH_MESSAGE_CATALOG, type LocaleCatalog } from './auth-message-catalog.ts';

// Turns a catalog entry into an email (plain text and a simple HTML part, no remote images or fonts) or a
// text message. The HTML carries lang and dir, so Arabic and Urdu read right to left in mail clients.

export type CodeMessageKind =
  | 'signupCode'
  | 'signinCode'
  | 'recovery'
  | 'reauthentication'
  | 'emailChangeCode';
export type SmsCodeKind = 'signupCode' | 'signinCode' | 'reauthentication' | 'phoneChangeCode';
export type NoticeKind =
  | 'passwordChanged'
  | 'emailChangeRequested'
  | 'phoneChangeRequested'
  | 'signupAttempt';

export type RenderedEmail = { subject: string; text: string; html: string };

const RTL: ReadonlySet<MessageLocale> = new Set(['ar', 'ur']);

export function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Keeps an address or number in its own direction inside Arabic or Urdu text (Unicode first-strong isolate).
export function isolate(text: string, locale: MessageLocale): string {
  return RTL.has(locale) ? `\u2068${text}\u2069` : text;
}

export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string };

export function htmlDocument(
  locale: MessageLocale,
  subject: string,
  blocks: Block[],
  signature: string,
): string {
  const dir = RTL.has(locale) ? 'rtl' : 'ltr';
  const body = blocks
    .map((block) => {
      if (block.kind === 'code') {
        return `<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace;margin:24px 0;text-align:center">${escapeHtml(block.code)}</p>`;
      }
      if (block.kind === 'button') {
        return `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0f5d7a;color:#ffffff;text-decoration:none;padding:14px 24px;border-radius:8px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
      }
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;color:#1f2933;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Naskh Arabic','Noto Nastaliq Urdu',sans-serif;font-size:16px;line-height:${RTL.has(locale) ? '1.9' : '1.5'}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${body}
<p style="margin:24px 0 0;color:#52606d">${escapeHtml(signature)}</p>
</div>
</body>
</html>`;
}

export function textDocument(blocks: Block[], signature: string, linkHint: string): string {
  const lines = blocks.map((block) => {
    if (block.kind === 'code') return block.code;
    if (block.kind === 'button') return `${linkHint}\n${block.href}`;
    return block.text;
  });
  return `${[...lines, signature].join('\n\n')}\n`;
}

function catalog(locale: MessageLocale): LocaleCatalog {
  return AUTH_MESSAGE_CATALOG[locale];
}

/** An email carrying a one-time code, and a link that does the same when there is one. */
export function renderCodeEmail(
  kind: CodeMessageKind,
  locale: MessageLocale,
  values: { code: string; minutes: number; link?: string },
): RenderedEmail {
  const strings = catalog(locale);
  const entry = strings[kind];
  const blocks: Block[] = [
    { kind: 'text', text: entry.intro },
    { kind: 'code', code: values.code },
  ];
  if ('action' in entry && values.link)
    blocks.push({ kind: 'button', label: entry.action, href: values.link });
  blocks.push(
    { kind: 'text', text: fill(strings.common.expiry, values) },
    { kind: 'text', text: strings.common.warning },
    { kind: 'text', text: entry.ignore },
  );
  return {
    subject: entry.subject,
    text: textDocument(blocks, strings.common.signature, strings.common.linkHint),
    html: htmlDocument(locale, entry.subject, blocks, strings.common.signature),
  };
}

/**
 * A text message carrying a code. When the app is served over HTTPS the last line binds the code to its
 * domain (the origin-bound one-time code format), so phones offer to fill it in on Amparo and nowhere else.
 */
export function renderCodeSms(
  kind: SmsCodeKind,
  locale: MessageLocale,
  values: { code: string; minutes: number; publicUrl: string },
): string {
  const text = fill(catalog(locale)[kind].sms, values);
  const url = new URL(values.publicUrl);
  return url.protocol === 'https:' ? `${text}\n\n@${url.hostname} #${values.code}` : text;
}

/** A notice after (or about) a change to the account, with a link to act on it. */
export function renderNoticeEmail(
  kind: NoticeKind,
  locale: MessageLocale,
  values: { link: string; address?: string },
): RenderedEmail {
  const strings = catalog(locale);
  const entry = strings[kind];
  const address = values.address === undefined ? undefined : isolate(values.address, locale);
  const blocks: Block[] = [
    { kind: 'text', text: fill(entry.body, { address }) },
    { kind: 'text', text: entry.advice },
    { kind: 'button', label: values.link, href: values.link },
  ];
  if ('ignore' in entry) blocks.push({ kind: 'text', text: entry.ignore });
  return {
    subject: entry.subject,
    text: textDocument(blocks, strings.common.signature, strings.common.linkHint).replace(
      `${strings.common.linkHint}\n`,
      '',
    ),
    html: htmlDocument(locale, entry.subject, blocks, strings.common.signature),
  };
}

export function renderNoticeSms(
  kind: NoticeKind,
  locale: MessageLocale,
  values: { link: string; address?: string },
): string {
  const address = values.address === undefined ? undefined : isolate(values.address, locale);
  return fill(catalog(locale)[kind].sms, { link: values.link, address });
}

/** "m•••a@example.org": enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 1)}•••${local.slice(-1)}`;
  return `${visible}@${domain}`;
}

/** "+1 ••• ••• 0123". */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = phone.replace(/\D/g, '');
  return parsed ? `+${parsed.countryCallingCode} ••• ${digits.slice(-4)}` : `••• ${digits.slice(-4)}`;
}
