import type { TFunction } from 'i18next';
import { escapeHtml, recoveryQrSvg } from './recovery-qr.tsx';

// The recovery kit as one self-contained HTML file: it opens in any browser with no network, prints on one page,
// and holds no script and nothing from another host. The instructions come in the person's language and, when
// that is not English, in English too (for a helper, a lawyer or a later phone in another language).

export const RECOVERY_KIT_FILE_NAME = 'amparo-recovery-kit.html';

type KitLanguage = { t: TFunction<'vault'>; lang: string; dir: 'ltr' | 'rtl'; date: string };

function section({ t, lang, dir, date }: KitLanguage): string {
  const steps = [t('kit.document.step1'), t('kit.document.step2'), t('kit.document.step3')];
  return `<section lang="${lang}" dir="${dir}">
<h1>${escapeHtml(t('kit.document.title'))}</h1>
<p class="date">${escapeHtml(t('kit.document.madeOn', { date }))}</p>
<p>${escapeHtml(t('kit.document.intro'))}</p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p class="warning">${escapeHtml(t('kit.document.warning'))}</p>
</section>`;
}

export type RecoveryKitInput = {
  recoveryKey: string;
  createdAt: Date;
  local: Omit<KitLanguage, 'date'>;
  /** English, or null when the person reads English already. */
  english: Omit<KitLanguage, 'date'> | null;
};

function formatDate(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

export function buildRecoveryKitHtml({ recoveryKey, createdAt, local, english }: RecoveryKitInput): string {
  const key = escapeHtml(recoveryKey);
  const sections = [section({ ...local, date: formatDate(createdAt, local.lang) })];
  if (english) sections.push(section({ ...english, date: formatDate(createdAt, 'en') }));
  return `<!doctype html>
<html lang="${local.lang}" dir="${local.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(local.t('kit.document.title'))}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Naskh Arabic","Noto Nastaliq Urdu",sans-serif;color:#111;background:#fff;max-width:44rem;margin:0 auto;padding:1.5rem;line-height:1.6}
h1{font-size:1.5rem;margin:0 0 .25rem}
.key{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.35rem;font-weight:700;letter-spacing:.05em;word-spacing:.3em;border:2px solid #0b5a6b;border-radius:.5rem;padding:1rem;margin:1rem 0;text-align:center;overflow-wrap:anywhere}
.qr{display:flex;justify-content:center;margin:1rem 0}
.date{color:#444;margin:0}
.warning{font-weight:700}
section+section{border-top:1px solid #bbb;margin-top:1.5rem;padding-top:1rem}
@media print{body{padding:0}}
</style>
</head>
<body>
<div class="key" dir="ltr" lang="en" translate="no">${key}</div>
<div class="qr">${recoveryQrSvg(recoveryKey, local.t('kit.qrLabel'))}</div>
${sections.join('\n')}
</body>
</html>
`;
}

/** Saves the kit through the browser's download (works offline: the file is made here, from a Blob). */
export function downloadRecoveryKit(html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_KIT_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have read it, short enough not to keep the key in a URL for the session.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
