// Writes the prerendered pages the server sends on a first visit (issue 11, decision 014):
//   dist/prerendered/<lang>/welcome.html  the language chooser, greeting in <lang>
//   dist/prerendered/<lang>/home.html     "/" in <lang>, signed out
//   dist/prerendered/<lang>/auth.html     "/auth" in <lang>, signed out
//   dist/prerendered/<lang>/shell.html    the app's empty frame in <lang>, for every other page
// Each is dist/index.html with the screen's HTML inside #root, <html lang dir> and the title of its language, and
// <link rel="modulepreload"> for the code and strings the browser needs to adopt the HTML (hydrate), so they load in
// parallel with nothing waiting on them. Run after `vite build` and `vite build --ssr` (see package.json).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrEntry = join(webRoot, 'dist-ssr', 'render-screen.js');

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'es', dir: 'ltr' },
  { code: 'ht', dir: 'ltr' },
  { code: 'pt', dir: 'ltr' },
  { code: 'fr', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'ur', dir: 'rtl' },
];

/** The page chunk each screen needs before it can hydrate (the routes load it lazily). */
const SCREEN_MODULES = {
  welcome: ['src/features/welcome/components/welcome-screen.tsx'],
  home: ['src/features/home/pages/home-page.tsx'],
  auth: ['src/features/auth/pages/auth-page.tsx'],
};

// React's production build, as in browsers: the same markup, without development-only checks.
process.env.NODE_ENV = 'production';

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { renderScreen } = await import(pathToFileURL(ssrEntry).href);

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Every chunk a manifest entry needs: its own file and its static imports, depth first; the entry's are excluded. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const files = [];
  for (const imported of entry.imports ?? []) files.push(...chunksOf(imported, seen));
  if (!entry.isEntry) files.push(entry.file);
  return files;
}

const entryChunks = new Set(chunksOf('index.html', new Set()).concat(manifest['index.html']?.file ?? []));

function preloadLinks(screen, language, namespaces) {
  const keys = [...SCREEN_MODULES[screen]];
  const strings = new Set(namespaces.map((ns) => `${language.code}/${ns}`));
  if (screen === 'welcome') strings.add('en/common');
  // English is the fallback every other language loads too.
  for (const ns of namespaces) strings.add(`en/${ns}`);
  for (const item of strings) keys.push(`src/i18n/locales/${item}.json`);
  const files = [...new Set(keys.flatMap((key) => chunksOf(key)))].filter((file) => !entryChunks.has(file));
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

function page({ language, title, root, preloads }) {
  let html = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language.code}" dir="${language.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (preloads) html = html.replace('</head>', `${preloads}</head>`);
  if (root !== null) html = html.replace(/<div id="root">[\s\S]*?<\/div><\/div>/, root);
  return html;
}

rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
let count = 0;
for (const language of LANGUAGES) {
  const folder = join(dist, 'prerendered', language.code);
  mkdirSync(folder, { recursive: true });
  for (const screen of ['welcome', 'home', 'auth']) {
    const rendered = await renderScreen(screen, language.code);
    const root = `<div id="root" data-prerendered="${screen}" data-ns="${rendered.namespaces.join(',')}">${rendered.html}</div>`;
    const html = page({
      language,
      title: rendered.title,
      root,
      preloads: preloadLinks(screen, language, rendered.namespaces),
    });
    if (html.includes('app-boot'))
      throw new Error(`${screen} (${language.code}): the template's #root was not replaced`);
    writeFileSync(join(folder, `${screen}.html`), html);
    count++;
  }
  writeFileSync(join(folder, 'shell.html'), page({ language, title: 'Amparo', root: null, preloads: '' }));
  count++;
}
console.log(`prerendered ${count} pages into dist/prerendered`);
