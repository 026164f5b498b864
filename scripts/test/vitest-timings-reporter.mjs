// A vitest reporter for the timing table (scripts/test/timings.mjs): per project, the worker seconds its files
// took (environment, import, set-up and tests), and for the server the part spent in each database's
// `describeEachDatabase` blocks ("… [pglite]", "… [postgres]": the database's creation included). Files run two
// at a time, so these are worker seconds that add up to more than the wall time of the vitest phase.
import { writeFileSync } from 'node:fs';
import { experimental_getRunnerTask } from 'vitest/node';
import { recordTiming, timingsFile } from './timings.mjs';

const DATABASE_SUITE = /\[(pglite|postgres)\]$/;

function databaseSeconds(children, totals) {
  for (const child of children) {
    if (child.type !== 'suite') continue;
    const kind = DATABASE_SUITE.exec(child.name)?.[1];
    if (kind)
      totals[kind] = (totals[kind] ?? 0) + (experimental_getRunnerTask(child).result?.duration ?? 0) / 1000;
    else databaseSeconds(child.children, totals);
  }
}

export default class VitestTimingsReporter {
  onTestRunEnd(testModules) {
    const projects = new Map();
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const project = projects.get(name) ?? {
        files: 0,
        seconds: 0,
        byDatabase: {},
        tests: 0,
        failed: 0,
        skipped: 0,
      };
      const diagnostic = module.diagnostic();
      project.files += 1;
      project.seconds +=
        (diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.duration) /
        1000;
      databaseSeconds(module.children, project.byDatabase);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'skipped' || state === 'pending') project.skipped += 1;
        else project.tests += 1;
        if (state === 'failed') project.failed += 1;
      }
      projects.set(name, project);
    }
    const summary = { tests: 0, failed: 0, skipped: 0 };
    for (const [name, project] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      recordTiming(
        `  vitest ${name}`,
        project.seconds,
        `worker seconds; ${project.files} files, ${project.tests} tests${project.skipped ? `, ${project.skipped} skipped` : ''}`,
      );
      for (const [kind, seconds] of Object.entries(project.byDatabase).sort()) {
        recordTiming(
          `    vitest ${name} on ${kind}`,
          seconds,
          'worker seconds in its describeEachDatabase blocks',
        );
      }
      summary.tests += project.tests;
      summary.failed += project.failed;
      summary.skipped += project.skipped;
    }
    writeFileSync(`${timingsFile()}.vitest.json`, JSON.stringify(summary));
  }
}
