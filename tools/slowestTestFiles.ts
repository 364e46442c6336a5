import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the slowest test files at the end of every run (docs/testing.md, "The time budget"), so that a slow file is
 * seen the day it arrives. A file's time is what it cost its worker: environment, import and its tests with hooks.
 */
export default class SlowestTestFiles implements Reporter {
  private readonly count = 15;

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const imports = diagnostic.collectDuration + diagnostic.setupDuration;
      const total = diagnostic.environmentSetupDuration + diagnostic.prepareDuration + imports + diagnostic.duration;
      return {
        name: `${module.project.name} ${relative(process.cwd(), module.moduleId)}`,
        total,
        imports,
        tests: diagnostic.duration,
      };
    });
    if (rows.length === 0) return;
    rows.sort((a, b) => b.total - a.total);
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const lines = rows
      .slice(0, this.count)
      .map(
        (row) =>
          `${seconds(row.total)} s  (import ${seconds(row.imports)} s, tests ${seconds(row.tests)} s)  ${row.name}`,
      );
    const sum = rows.reduce((total, row) => total + row.total, 0);
    console.log(
      `\nSlowest ${Math.min(this.count, rows.length)} of ${rows.length} test files (all files: ${seconds(sum).trim()} s of worker time):`,
    );
    console.log(lines.join('\n'));
  }
}
