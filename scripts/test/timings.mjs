// Where the test run's time went: every phase appends a row to one TSV file, and the last step prints them as a
// table. `.ci/run` writes its own phases (npm ci, the Chromium check) to the same file through AMPARO_TIMINGS_FILE,
// so the table CI prints covers the whole run (issue 23).
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The TSV file of this run: the one `.ci/run` started, or a new one for a plain `npm test`. */
export function timingsFile() {
  process.env.AMPARO_TIMINGS_FILE ??= join(mkdtempSync(join(tmpdir(), 'amparo-timings-')), 'timings.tsv');
  return process.env.AMPARO_TIMINGS_FILE;
}

/**
 * One row: `phase` (what ran), `seconds` (wall time, or worker time where `note` says so), and an optional note.
 * Tabs and newlines are flattened so a row stays one line.
 */
export function recordTiming(phase, seconds, note = '') {
  const clean = (value) => String(value).replace(/[\t\r\n]+/g, ' ');
  appendFileSync(timingsFile(), `${clean(phase)}\t${seconds.toFixed(1)}\t${clean(note)}\n`);
}

export function readTimings(file = timingsFile()) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [phase = '', seconds = '0', note = ''] = line.split('\t');
      return { phase, seconds: Number(seconds), note };
    });
}

/** The table, one phase a line, widest name first column; indented rows are parts of the row above them. */
export function formatTimings(rows) {
  const width = Math.max(5, ...rows.map((row) => row.phase.length));
  const lines = [`${'phase'.padEnd(width)}  ${'seconds'.padStart(8)}  note`];
  lines.push(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(4)}`);
  for (const row of rows) {
    lines.push(`${row.phase.padEnd(width)}  ${row.seconds.toFixed(1).padStart(8)}  ${row.note}`.trimEnd());
  }
  return lines.join('\n');
}
