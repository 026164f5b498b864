// Writes the typographic apostrophe (’) in place of the straight one (') in every French string of the web
// app's locales, as French typography wants and as check-i18n requires. Run it after pasting or merging French
// text:   node scripts/fix-french-apostrophes.mjs [locales dir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const frenchDir = join(resolve(process.argv[2] ?? join(root, 'apps/web/src/i18n/locales')), 'fr');

/** Only the texts change: keys, and the JSON's own quotes, stay as they are. */
function curl(value) {
  if (typeof value === 'string') return value.replaceAll("'", '’');
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, curl(child)]));
  }
  return value;
}

let changed = 0;
for (const file of readdirSync(frenchDir).filter((name) => name.endsWith('.json'))) {
  const path = join(frenchDir, file);
  const before = readFileSync(path, 'utf8');
  const after = `${JSON.stringify(curl(JSON.parse(before)), null, 2)}\n`;
  if (after !== before) {
    writeFileSync(path, after);
    changed += 1;
    console.log(`fix-french-apostrophes: ${file}`);
  }
}
console.log(`fix-french-apostrophes: ${changed} file(s) changed`);
