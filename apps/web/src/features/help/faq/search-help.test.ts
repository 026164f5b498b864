// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZHelpContent } from '@amparo/contract/help/help-content';
import { describe, expect, it } from 'vitest';
import { groupByTopic, indexHelp, searchHelp } from './search-help.ts';

const contentDir = fileURLToPath(new URL('../../../content/help/', import.meta.url));
const indexOf = (code: string) =>
  indexHelp(ZHelpContent.parse(JSON.parse(readFileSync(join(contentDir, `${code}.json`), 'utf8'))));

const ids = (code: string, query: string) => searchHelp(indexOf(code), query).map((hit) => hit.entry.id);
const marked = (code: string, query: string) =>
  searchHelp(indexOf(code), query).flatMap((hit) =>
    [hit.question, ...hit.answer].flatMap((parts) =>
      parts.filter((part) => part.match).map((part) => part.text),
    ),
  );

describe('searching the help answers', () => {
  it('finds Spanish words typed without their accents, and marks the accented text', () => {
    expect(ids('es', 'contrasena boveda')).toContain('forgot-passphrase');
    expect(ids('es', 'contraseña bóveda')).toEqual(ids('es', 'CONTRASENA BOVEDA'));
    expect(marked('es', 'contrasena')).toContain('contraseña');
  });

  it('finds French and Portuguese words without accents or cedillas', () => {
    expect(ids('fr', 'securite deux etapes')).toContain('two-step');
    expect(marked('fr', 'securite')).toContain('sécurité');
    expect(ids('pt', 'seguranca')).toContain('devices-signed-in');
    expect(ids('pt', 'protecao completa')).toContain('plans-difference');
    expect(marked('pt', 'protecao')).toContain('Proteção');
  });

  it('finds an Arabic word typed with the definite article where the answer has a suffix instead', () => {
    // "حذف الحساب" (deleting the account) is how one asks; the question says "كيف أحذف حسابي؟" (my account).
    expect(ids('ar', 'حذف الحساب')).toContain('delete-account');
    expect(ids('ar', 'والحساب')).toEqual(ids('ar', 'حساب'));
    expect(marked('ar', 'الحساب')).toContain('حساب');
    // A short word keeps its letters: "الى" is not cut to nothing.
    expect(ids('ar', 'الى')).toEqual(ids('ar', 'إلى'));
  });

  it('finds Arabic words typed without hamza, short vowels or taa marbuta', () => {
    // "عبارة المرور" typed as many Arabic keyboards produce it: ه for ة.
    expect(ids('ar', 'عباره المرور')).toContain('forgot-passphrase');
    // "الأمان" without the hamza on its alef.
    expect(ids('ar', 'مركز الامان')).toContain('two-step');
    expect(marked('ar', 'الامان')).toContain('الأمان');
  });

  it('ranks a question that holds the words above an answer that does, and groups results by topic', () => {
    const hits = searchHelp(indexOf('en'), 'passkey');
    expect(hits[0]?.entry.id).toBe('passkeys');
    const groups = groupByTopic(searchHelp(indexOf('en'), 'vault'));
    expect(groups.map((group) => group.topicId)).toContain('vault');
    expect(new Set(groups.map((group) => group.topicId)).size).toBe(groups.length);
  });

  it('needs every word, and finds nothing for an empty query', () => {
    expect(ids('en', 'passphrase zebra')).toEqual([]);
    expect(ids('en', '   ')).toEqual([]);
  });
});
