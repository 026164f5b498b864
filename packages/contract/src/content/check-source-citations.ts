import type { z } from 'zod';

// Sourced product content (the rights guide, the legal guides) cites its sources by id. These checks are the
// same for every such file, so a statement can never point at a page the reviewer cannot find.

type Cited = { path: (string | number)[]; statement: { sources: readonly string[] } };

/**
 * Adds an issue for a source listed twice, a citation of an id the list lacks, and a listed source that no
 * statement cites (one a reviewer would check for nothing, or a citation that was lost).
 */
export function checkSourceCitations(
  context: z.RefinementCtx,
  sources: readonly { id: string }[],
  statements: readonly Cited[],
): void {
  const listed = new Set<string>();
  sources.forEach((source, index) => {
    if (listed.has(source.id)) {
      context.addIssue({
        code: 'custom',
        path: ['sources', index, 'id'],
        message: `Source "${source.id}" is listed twice`,
      });
    }
    listed.add(source.id);
  });
  const cited = new Set<string>();
  for (const { path, statement } of statements) {
    statement.sources.forEach((id, index) => {
      cited.add(id);
      if (!listed.has(id)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'sources', index],
          message: `Source "${id}" is not in the guide's source list`,
        });
      }
    });
  }
  sources.forEach((source, index) => {
    if (!cited.has(source.id)) {
      context.addIssue({
        code: 'custom',
        path: ['sources', index],
        message: `Source "${source.id}" is cited by no statement`,
      });
    }
  });
}
