// Writes the prerendered pages the server sends on a first visit (issue 11, decision 014):
//   dist/prerendered/<lang>/welcome.html  the language chooser, greeting in <lang>
//   dist/prerendered/<lang>/home.html     "/" in <lang>, signed out
//   dist/prerendered/<lang>/auth.html     "/auth" in <lang>, signed out
//   dist/prerendered/<lang>/shell.html    the app's empty frame in <lang>, for every other page
// Each is dist/index.html with the screen's HTML inside #root, <html lang dir> and the title of its language, and
// no script to wait for: the app's code starts after this HTML has painted (src/start.ts) and adopts it (hydrates).
// Run after `vite build` and `vite build --ssr` (see package.json).
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

// React's production build, as in browsers: the same markup, without development-only checks.
process.env.NODE_ENV = 'production';

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { renderScreen } = await import(pathToFileURL(ssrEntry).href);

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The no-script notice in the page's language (the template's is English). */
function noScriptNotice(code) {
  const common = JSON.parse(
    readFileSync(join(webRoot, 'src', 'i18n', 'locales', code, 'common.json'), 'utf8'),
  );
  return `<noscript><p>${escapeHtml(common.noScript)}</p></noscript>`;
}

function page({ language, title, root }) {
  let html = template.replace(/<noscript>[\s\S]*?<\/noscript>/, noScriptNotice(language.code));
  html = html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language.code}" dir="${language.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
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
    // No <link rel="modulepreload"> here: the app's code starts after the first paint (src/start.ts), which
    // fetches the screen's chunk and strings itself; preloads in the HTML would compete with the paint.
    const html = page({ language, title: rendered.title, root });
    if (html.includes('app-boot'))
      throw new Error(`${screen} (${language.code}): the template's #root was not replaced`);
    writeFileSync(join(folder, `${screen}.html`), html);
    count++;
  }
  writeFileSync(join(folder, 'shell.html'), page({ language, title: 'Amparo', root: null }));
  count++;
}
console.log(`prerendered ${count} pages into dist/prerendered`);
