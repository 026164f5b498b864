import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { api, type Person, signUpPerson } from '../emergency/emergency-helpers.ts';

// Shared by the vault specs: people on the Full Protection plan, the app's own words, the vault set up and opened
// as a person would, small real files that carry a canary, and the search for that canary in everything the
// browser sent and everything the server stored.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;
type Namespace =
  | 'vault'
  | 'vault-documents'
  | 'vault-sharing'
  | 'proof'
  | 'rights'
  | 'onboarding'
  | 'lawyers';

const loaded = new Map<string, Texts>();

function texts(language: string, namespace: Namespace): Texts {
  const file = join(localesDir, language, `${namespace}.json`);
  let value = loaded.get(file);
  if (!value) {
    value = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    loaded.set(file, value);
  }
  return value;
}

function lookUp(root: Texts, key: string): unknown {
  let value: unknown = root;
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  return value;
}

/**
 * `t('ar', 'vault', 'unlock.submit')`: the sentence the app shows. With a numeric `count` the language's own plural
 * form is chosen (Arabic says two things differently from one or three), as i18next does.
 */
export function t(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const root = texts(language, namespace);
  let value = lookUp(root, key);
  if (typeof values.count === 'number') {
    const plural = lookUp(root, `${key}_${new Intl.PluralRules(language).select(values.count)}`);
    value = typeof plural === 'string' ? plural : lookUp(root, `${key}_other`);
  }
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Like `t`, for a sentence with a part the test cannot know (a date): the values not given match anything. */
export function textPattern(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): RegExp {
  const sentence = t(language, namespace, key, values);
  return new RegExp(
    sentence
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.+'),
  );
}

/** A new account that has paid for Full Protection through the TEST MODE checkout. */
export async function signUpFullPlan(baseUrl: string, name?: string): Promise<Person> {
  const person = await signUpPerson(baseUrl, name);
  const { sessionId } = await api<{ sessionId: string }>(baseUrl, person, 'POST', '/billing/checkout', {
    planId: 'full_protection',
  });
  await api(baseUrl, person, 'POST', `/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`);
  return person;
}

/** A passphrase zxcvbn calls strong: ordinary words that do not belong together, plus a number. */
export function newPassphrase(): string {
  return `tangerine orbit kettle whisper ${randomBytes(3).toString('hex')}`;
}

/** Waits until the strength meter has judged what was typed good enough to go on. */
async function waitForAcceptedPassphrase(page: Page, language: string) {
  await page
    .getByText(t(language, 'vault', 'passphrase.strength.strong'), { exact: true })
    .or(page.getByText(t(language, 'vault', 'passphrase.strength.fair'), { exact: true }))
    .waitFor();
}

async function fillNewPassphrase(page: Page, language: string, passphrase: string) {
  await page.getByLabel(t(language, 'vault', 'passphrase.newLabel'), { exact: true }).fill(passphrase);
  await page.getByLabel(t(language, 'vault', 'passphrase.confirmLabel'), { exact: true }).fill(passphrase);
  await waitForAcceptedPassphrase(page, language);
}

/** The open vault's header: the sign that the documents are decrypted on this screen. */
export async function waitForOpenVault(page: Page, language: string) {
  await page.getByRole('button', { name: t(language, 'vault', 'header.lock') }).waitFor({ timeout: 30_000 });
}

/**
 * The first visit to /documents, step by step: the warning, the passphrase, the recovery kit (downloaded and
 * checked: the key shown and its QR code), the group typed back. Returns the recovery key read from the screen.
 */
export async function setUpVault(page: Page, language: string, passphrase: string): Promise<string> {
  const text = (key: string, values?: Record<string, string | number>) => t(language, 'vault', key, values);
  await page.goto('/documents');
  await page.getByRole('heading', { name: text('setup.understand.title') }).waitFor();
  await page.getByText(text('setup.understand.warning')).waitFor();
  await page.getByRole('checkbox', { name: text('setup.understand.checkbox') }).check();
  await page.getByRole('button', { name: text('setup.next') }).click();

  await page.getByRole('heading', { name: text('setup.passphrase.title') }).waitFor();
  await fillNewPassphrase(page, language, passphrase);
  await page.getByRole('button', { name: text('setup.next') }).click();

  await page.getByRole('heading', { name: text('setup.kit.title') }).waitFor();
  const recoveryKey = (await page.getByTestId('recovery-key').innerText()).trim();
  assert.match(recoveryKey, /^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){5,}$/);
  await page.getByRole('img', { name: text('kit.qrLabel') }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('kit.download') }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.html$/);
  const kit = readFileSync(await download.path(), 'utf8');
  assert.ok(kit.includes(recoveryKey), 'the downloaded kit holds the key shown on screen');
  assert.match(kit, /<svg[\s>]/, 'the downloaded kit holds a QR code');
  await page.getByRole('button', { name: text('setup.kit.saved') }).click();

  await page.getByRole('heading', { name: text('setup.confirm.title') }).waitFor();
  await page
    .getByLabel(text('confirmGroup.label', { number: 3 }), { exact: true })
    .fill(recoveryKey.split('-')[2] ?? '');
  await page.getByRole('button', { name: text('setup.create') }).click();
  await waitForOpenVault(page, language);
  return recoveryKey;
}

/** Opens a locked vault with its passphrase (the page must show the unlock form). */
export async function unlockWithPassphrase(page: Page, language: string, passphrase: string) {
  await page
    .getByLabel(t(language, 'vault', 'unlock.passphraseLabel'), { exact: true })
    .fill(passphrase, { timeout: 30_000 });
  await page.getByRole('button', { name: t(language, 'vault', 'unlock.submit') }).click();
  await waitForOpenVault(page, language);
}

/** Opens a locked vault with the recovery key, then sets the new passphrase the app asks for. */
export async function unlockWithRecoveryKey(
  page: Page,
  language: string,
  recoveryKey: string,
  passphrase: string,
) {
  await page.getByRole('button', { name: t(language, 'vault', 'unlock.useRecoveryKey') }).click();
  await page.getByLabel(t(language, 'vault', 'recovery.keyLabel'), { exact: true }).fill(recoveryKey);
  await page.getByRole('button', { name: t(language, 'vault', 'recovery.submit') }).click();
  await page.getByRole('heading', { name: t(language, 'vault', 'recovery.newPassphraseTitle') }).waitFor();
  await fillNewPassphrase(page, language, passphrase);
  await page.getByRole('button', { name: t(language, 'vault', 'recovery.newPassphraseSubmit') }).click();
  await waitForOpenVault(page, language);
}

export type DocumentToAdd = {
  file: { name: string; mimeType: string; buffer: Buffer };
  type: string;
  title: string;
  expiresOn?: string;
  notes?: string;
  carryOffline?: boolean;
};

/** Fills the details of one picked file, in its card of the upload panel. */
export async function describeUpload(page: Page, language: string, document: DocumentToAdd) {
  const text = (key: string) => t(language, 'vault-documents', key);
  const card = page.getByRole('listitem', { name: document.file.name });
  await card.getByLabel(text('form.type'), { exact: true }).selectOption(document.type);
  await card.getByLabel(text('form.title'), { exact: true }).fill(document.title);
  if (document.expiresOn)
    await card.getByLabel(text('form.expiresOn'), { exact: true }).fill(document.expiresOn);
  if (document.notes) await card.getByLabel(text('form.notes'), { exact: true }).fill(document.notes);
  const carry = card.getByRole('checkbox', { name: text('form.carryOffline') });
  await carry.setChecked(document.carryOffline ?? false);
}

/** Adds documents through the upload panel and waits until every one is saved. */
export async function addDocuments(page: Page, language: string, documents: DocumentToAdd[]) {
  const text = (key: string, values?: Record<string, string | number>) =>
    t(language, 'vault-documents', key, values);
  await page
    .getByRole('button', { name: text('actions.add') })
    .first()
    .click();
  await page
    .getByLabel(text('upload.chooseFiles'), { exact: true })
    .setInputFiles(documents.map((document) => document.file));
  for (const document of documents) await describeUpload(page, language, document);
  await page.getByRole('button', { name: text('upload.send', { count: documents.length }) }).click();
  await page
    .getByText(text('upload.done'), { exact: true })
    .nth(documents.length - 1)
    .waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: text('upload.finished') }).click();
  for (const document of documents) await page.getByRole('article', { name: document.title }).waitFor();
}

/** Waits until the image is decoded (a blob: URL the browser could draw), and returns its width in pixels. */
export async function decodedImageWidth(page: Page, name: string): Promise<number> {
  const image = page.getByRole('img', { name, exact: true });
  await image.waitFor();
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
  );
  const { src, width } = await image.evaluate((element: HTMLImageElement) => ({
    src: element.src,
    width: element.naturalWidth,
  }));
  assert.match(src, /^blob:/);
  return width;
}

/** What a person does when they come back to the app: the screens showing fetch their data again. */
export async function returnToApp(page: Page) {
  // Browsers fire it on the document and it bubbles to the window, where TanStack Query listens.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

// ---- Small real files with a canary inside ----

/** A string that appears nowhere unless this run put it there. */
export function newCanary(): string {
  return `CANARY-${randomBytes(12).toString('hex')}`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real 48×32 PNG (a blue and yellow flag) whose tEXt chunk holds `text`. */
export function pngWithText(text: string, width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push(...(y < height / 2 ? [0, 87, 183] : [255, 215, 0]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF that shows `text` (ASCII), with a correct cross-reference table. */
export function pdfWithText(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---- Looking for the canary ----

/** base64 and base64url of `bytes` wherever they sit in a longer value: one needle per byte alignment. */
function base64Needles(bytes: Buffer): string[] {
  const needles: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const inner = encoded.slice(Math.ceil(offset / 3) * 4, Math.floor((offset + bytes.length) / 3) * 4);
    needles.push(inner, inner.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return needles;
}

/** The canary as a careless client or server might send or store it: UTF-8, UTF-16LE, hex, base64(url). */
export function canaryNeedles(canary: string): Buffer[] {
  const utf8 = Buffer.from(canary, 'utf8');
  const utf16 = Buffer.from(canary, 'utf16le');
  const text = [
    canary,
    canary.toLowerCase(),
    encodeURIComponent(canary),
    utf8.toString('hex'),
    utf16.toString('hex'),
    ...base64Needles(utf8),
    ...base64Needles(utf16),
  ];
  return [...new Set(text)].map((needle) => Buffer.from(needle, 'utf8')).concat(utf16);
}

export function findNeedles(haystack: Buffer, needles: Buffer[]): string[] {
  return needles.filter((needle) => haystack.includes(needle)).map((needle) => needle.toString('latin1'));
}

export type SentRequest = { method: string; url: string; body: Buffer };

/** Every request the context's pages and workers send from now on, with its body as bytes. */
export function recordRequests(context: BrowserContext): SentRequest[] {
  const sent: SentRequest[] = [];
  context.on('request', (request) => {
    sent.push({
      method: request.method(),
      url: request.url(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    });
  });
  return sent;
}

/** Every file under `folder`, read whole, with its path. */
export function readAllFiles(folder: string): { path: string; bytes: Buffer }[] {
  const files: { path: string; bytes: Buffer }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({ path, bytes: readFileSync(path) });
  }
  return files;
}

// ---- Accessibility and screenshots ----

/** Serious and critical axe findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** With SCREENSHOT_DIR set, saves a screenshot there (for reviewing the screens by eye). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}
