import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules are siblings (docs/architecture.md §3): a module reaches another's behaviour through its service, or a
 * query both need through platform/. No file of a module imports another module's repository or routes. The imports
 * that still do are listed here, each to be moved; the list must shrink, never grow.
 */
const stillReaching = [
  'inspectionForecast/inspectionForecast.module.ts -> cylinders/cylinders.repository.ts',
  'inspectionForecast/inspectionForecast.service.ts -> cylinders/cylinders.repository.ts',
];

const modulesDir = fileURLToPath(new URL('../../src/modules/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every relative import of every module file that lands in another module's repository or routes. */
function reachingImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(modulesDir)) {
    const from = relative(modulesDir, file);
    const ownModule = from.split('/')[0];
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(modulesDir, resolve(dirname(file), `${match[1]}.ts`));
      const targetModule = target.split('/')[0];
      if (target.startsWith('..') || targetModule === ownModule || !target.includes('/')) continue;
      if (/\.(repository|routes)\.ts$/.test(target)) found.push(`${from} -> ${target}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('module boundaries of the server', () => {
  it('lets no module import another module’s repository or routes, but for the imports still being moved', () => {
    expect(reachingImports()).toEqual(stillReaching);
  });
});
