// Checks that every locale of the web app says the same things as English.
//   npm run check:i18n                 checks apps/web/src/i18n/locales
//   node scripts/check-i18n.mjs <dir>  checks another locales folder (used by its test)
// For every namespace and language: each English key exists and no other key does, the
// {{placeholders}} are the same set, and plural keys carry exactly the language's own plural
// categories (Intl.PluralRules); French uses only the typographic apostrophe (’), never the straight one.
// Each problem is printed on one line; any problem exits 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = resolve(process.argv[2] ?? join(root, 'apps/web/src/i18n/locales'));
const SOURCE_LANGUAGE = 'en';
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
// French typography writes l’adresse, not l'adresse; mixing the two looks careless to a French reader.
const TYPOGRAPHIC_APOSTROPHE_LANGUAGES = ['fr'];

/** The language codes, read from the one list the app and the server share. */
function readLanguageCodes() {
  const source = readFileSync(join(root, 'packages/contract/src/i18n/languages.ts'), 'utf8');
  const codes = [...source.matchAll(/\bcode:\s*'([a-z]{2,3})'/g)].map((match) => match[1]);
  if (!codes.includes(SOURCE_LANGUAGE)) {
    throw new Error('packages/contract/src/i18n/languages.ts lists no English entry');
  }
  return codes;
}

function flatten(value, prefix, into, problems, file) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      flatten(child, path, into, problems, file);
    } else if (typeof child === 'string') {
      if (child.trim() === '') problems.push(`${file}: empty text at ${path}`);
      into.set(path, child);
    } else {
      problems.push(`${file}: ${path} is not text`);
    }
  }
  return into;
}

function readNamespace(language, file, problems) {
  const label = `${language}/${file}`;
  try {
    const parsed = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push(`${label}: is not a JSON object`);
      return new Map();
    }
    return flatten(parsed, '', new Map(), problems, label);
  } catch (error) {
    problems.push(`${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return new Map();
  }
}

function placeholders(text) {
  return new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1]));
}

function sameSet(a, b) {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

function describe(set) {
  return set.size === 0
    ? 'none'
    : [...set]
        .sort()
        .map((name) => `{{${name}}}`)
        .join(' ');
}

/** Splits "items_other" into ["items", "other"]; a key is plural only if English has its _other form. */
function pluralBase(key, pluralBases) {
  const at = key.lastIndexOf('_');
  if (at <= 0) return undefined;
  const base = key.slice(0, at);
  const suffix = key.slice(at + 1);
  return PLURAL_SUFFIXES.includes(suffix) && pluralBases.has(base) ? base : undefined;
}

function expectedKeys(englishKeys, pluralBases, language) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set();
  for (const key of englishKeys) {
    const base = pluralBase(key, pluralBases);
    if (base === undefined) expected.add(key);
    else for (const category of categories) expected.add(`${base}_${category}`);
  }
  return expected;
}

function check() {
  const problems = [];
  const languages = readLanguageCodes();
  if (!existsSync(join(localesDir, SOURCE_LANGUAGE))) {
    return { problems: [`${SOURCE_LANGUAGE}: no locale folder in ${localesDir}`], namespaces: 0, keys: 0 };
  }
  const namespaces = readdirSync(join(localesDir, SOURCE_LANGUAGE))
    .filter((file) => file.endsWith('.json'))
    .sort();
  let keyCount = 0;

  for (const language of languages) {
    if (!existsSync(join(localesDir, language))) {
      problems.push(`${language}: no locale folder`);
      continue;
    }
    const extraFiles = readdirSync(join(localesDir, language)).filter(
      (file) => file.endsWith('.json') && !namespaces.includes(file),
    );
    for (const file of extraFiles) problems.push(`${language}/${file}: namespace not in English`);
  }

  for (const file of namespaces) {
    const english = readNamespace(SOURCE_LANGUAGE, file, problems);
    keyCount += english.size;
    const pluralBases = new Set(
      [...english.keys()]
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -'_other'.length)),
    );
    // A plural form may leave out {{count}} ("one document"), but every other placeholder must be there.
    const englishPlaceholders = (key) => {
      const base = pluralBase(key, pluralBases);
      if (base === undefined) return placeholders(english.get(key) ?? '');
      const found = placeholders(english.get(`${base}_other`) ?? '');
      found.delete('count');
      return found;
    };

    for (const language of languages) {
      if (language === SOURCE_LANGUAGE || !existsSync(join(localesDir, language))) continue;
      const label = `${language}/${file}`;
      if (!existsSync(join(localesDir, language, file))) {
        problems.push(`${label}: missing file`);
        continue;
      }
      const translated = readNamespace(language, file, problems);
      const expected = expectedKeys(english.keys(), pluralBases, language);
      for (const key of expected) {
        if (!translated.has(key)) problems.push(`${label}: missing key ${key}`);
      }
      for (const [key, text] of translated) {
        if (TYPOGRAPHIC_APOSTROPHE_LANGUAGES.includes(language) && text.includes("'")) {
          problems.push(
            `${label}: straight apostrophe at ${key} (write ’; node scripts/fix-french-apostrophes.mjs fixes it)`,
          );
        }
        if (!expected.has(key)) {
          problems.push(`${label}: extra key ${key}`);
          continue;
        }
        const base = pluralBase(key, pluralBases);
        const sourceKey = base === undefined ? key : `${base}_other`;
        const want = englishPlaceholders(sourceKey);
        const have = placeholders(text);
        if (base !== undefined) have.delete('count');
        if (!sameSet(want, have)) {
          problems.push(
            `${label}: placeholders differ at ${key} (English: ${describe(want)}; here: ${describe(have)})`,
          );
        }
      }
    }
  }
  return { problems, namespaces: namespaces.length, keys: keyCount, languages: languages.length };
}

const result = check();
if (result.problems.length > 0) {
  for (const problem of result.problems) console.error(problem);
  console.error(`check-i18n: ${result.problems.length} problem(s) in ${localesDir}`);
  process.exit(1);
}
console.log(
  `check-i18n: ${result.languages} languages × ${result.namespaces} namespaces, ${result.keys} English keys, all consistent`,
);
