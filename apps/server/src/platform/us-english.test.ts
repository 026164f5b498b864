import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBritishSpellings } from '@amparo/contract/i18n/british-spellings';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's English is American (issue 24): its messages (email, text messages, push notices, the export's
// read-me, the API's error messages and documentation) say "license", "organization", "recognize". Every string
// written in the server's and the contract's source is read, except those under another language's key
// (`fr: { … }`, `const es = { … }`), where "licence" and "organisation" are right.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_FOLDERS = ['apps/server/src', 'packages/contract/src'];
const OTHER_LANGUAGES = new Set(['es', 'ht', 'pt', 'fr', 'ar', 'ur']);

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      // Test helpers (src/test/: fuzz inputs, fixtures) are not what the server says.
      .filter((entry) => !relative(folder, entry.parentPath).split(sep).includes('test'))
      .map((entry) => join(entry.parentPath, entry.name))
  );
}

/** The name a value is given (`fr: …`, `'fr': …`, `const fr = …`), if any. */
function nameOf(node: ts.Node): string | undefined {
  if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) {
    const name = node.name;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  }
  return undefined;
}

/** The English strings of one file: its string and template literals outside another language's part. */
function englishStringsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    const name = nameOf(node);
    if (name && OTHER_LANGUAGES.has(name)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

describe('the server’s English strings', () => {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(repoRoot, folder)));

  it('are read from real files, the English message catalogs among them', () => {
    const professionalNotices = files.find((file) => file.endsWith('legal/professionals-messages.ts'));
    expect(professionalNotices).toBeDefined();
    const strings = englishStringsOf(professionalNotices ?? '');
    expect(strings).toContain('Your listing on Amparo is verified');
    // The French notice is another language's part: not read.
    expect(strings.some((text) => text.includes('Votre fiche'))).toBe(false);
  });

  it('use American spelling', () => {
    const british = files.flatMap((file) =>
      englishStringsOf(file).flatMap((text) =>
        findBritishSpellings(text).map((found) => `${relative(repoRoot, file)}: ${found} in “${text}”`),
      ),
    );
    expect(british).toEqual([]);
  });
});
