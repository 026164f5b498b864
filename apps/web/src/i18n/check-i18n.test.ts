// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../../../scripts/check-i18n.mjs');
const LANGUAGES = ['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur'];
const folders: string[] = [];

type Locales = Record<string, Record<string, unknown>>;

/** Writes one namespace (`common.json`) for every language; `overrides` replaces some of them. */
function fixture(english: Record<string, unknown>, overrides: Locales = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-i18n-'));
  folders.push(dir);
  for (const language of LANGUAGES) {
    mkdirSync(join(dir, language));
    const content = overrides[language] ?? english;
    writeFileSync(join(dir, language, 'common.json'), JSON.stringify(content));
  }
  return dir;
}

function check(dir: string) {
  const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return {
    code: result.status,
    problems: result.stderr
      .split('\n')
      .filter((line) => line.includes(': ') && !line.startsWith('check-i18n:')),
  };
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/check-i18n.mjs', () => {
  it('passes locales that match', () => {
    expect(check(fixture({ errors: { title: 'Oops {{name}}' } })).code).toBe(0);
  });

  it('names a missing key, an extra key and a missing file', () => {
    const dir = fixture(
      { errors: { title: 'Title', body: 'Body' } },
      { ar: { errors: { title: 'عنوان' } }, fr: { errors: { title: 'T', body: 'B', extra: 'E' } } },
    );
    rmSync(join(dir, 'ur', 'common.json'));
    const { code, problems } = check(dir);
    expect(code).toBe(1);
    expect(problems).toContain('ar/common.json: missing key errors.body');
    expect(problems).toContain('fr/common.json: extra key errors.extra');
    expect(problems).toContain('ur/common.json: missing file');
  });

  it('names a placeholder that differs from English', () => {
    const { code, problems } = check(
      fixture({ greeting: 'Hello {{name}}' }, { es: { greeting: 'Hola {{nombre}}' } }),
    );
    expect(code).toBe(1);
    expect(problems).toEqual([
      'es/common.json: placeholders differ at greeting (English: {{name}}; here: {{nombre}})',
    ]);
  });

  it('asks each language for exactly its own plural forms', () => {
    const english = {
      members_one: '{{count}} member of {{family}}',
      members_other: '{{count}} members of {{family}}',
    };
    const arabic = {
      members_zero: 'لا أحد من {{family}}',
      members_one: 'فرد واحد من {{family}}',
      members_two: 'فردان من {{family}}',
      members_few: '{{count}} أفراد من {{family}}',
      members_many: '{{count}} فردًا من {{family}}',
      members_other: '{{count}} فرد من {{family}}',
    };
    const manyForms = {
      members_one: '{{count}} x {{family}}',
      members_many: '{{count}} x {{family}}',
      members_other: '{{count}} x {{family}}',
    };
    const good = fixture(english, { ar: arabic, es: manyForms, pt: manyForms, fr: manyForms });
    expect(check(good).problems).toEqual([]);

    const { members_two: _dropped, ...arabicWithoutTwo } = arabic;
    const bad = fixture(english, { ar: arabicWithoutTwo, es: english, pt: manyForms, fr: manyForms });
    const { code, problems } = check(bad);
    expect(code).toBe(1);
    expect(problems).toContain('ar/common.json: missing key members_two');
    expect(problems).toContain('es/common.json: missing key members_many');
  });

  it('wants the typographic apostrophe in French, and the fixer writes it', () => {
    const english = { sent: 'Sent to {{name}}', open: 'Open' };
    const dir = fixture(english, {
      fr: { sent: "Envoyé à l'adresse de {{name}}", open: 'Ouvrir l’aide' },
      // Another language's straight apostrophe is its own business (Kreyòl writes "m'ap").
      ht: { sent: "Voye bay {{name}}, m'ap tann", open: 'Louvri' },
    });
    const { code, problems } = check(dir);
    expect(code).toBe(1);
    expect(problems).toEqual([
      'fr/common.json: straight apostrophe at sent (write ’; node scripts/fix-french-apostrophes.mjs fixes it)',
    ]);

    const fixer = resolve(import.meta.dirname, '../../../../scripts/fix-french-apostrophes.mjs');
    expect(spawnSync(process.execPath, [fixer, dir], { encoding: 'utf8' }).status).toBe(0);
    expect(check(dir).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'fr', 'common.json'), 'utf8'))).toEqual({
      sent: 'Envoyé à l’adresse de {{name}}',
      open: 'Ouvrir l’aide',
    });
  });
});
