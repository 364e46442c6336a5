import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules are siblings (docs/architecture.md §3): a module reaches another's behaviour through its service (handed in
 * `ModuleDeps`), or a query both need through platform/. No file of a module imports another module's repository or
 * routes, and no two modules import each other.
 */
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

/** Every relative import of every module file into another module: `[from, target]`, paths under modules/. */
function crossModuleImports(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of sourceFiles(modulesDir)) {
    const from = relative(modulesDir, file);
    const ownModule = from.split('/')[0];
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(modulesDir, resolve(dirname(file), `${match[1]}.ts`));
      const targetModule = target.split('/')[0];
      if (target.startsWith('..') || targetModule === ownModule || !target.includes('/')) continue;
      found.push([from, target]);
    }
  }
  return found;
}

/** Every import of a module file that lands in another module's repository or routes. */
function reachingImports(): string[] {
  const found = crossModuleImports()
    .filter(([, target]) => /\.(repository|routes)\.ts$/.test(target))
    .map(([from, target]) => `${from} -> ${target}`);
  return [...new Set(found)].sort();
}

/** Every pair of modules each importing the other (any file), as `a <-> b`. */
function mutualImports(): string[] {
  const edges = new Set(
    crossModuleImports().map(([from, target]) => `${from.split('/')[0]} -> ${target.split('/')[0]}`),
  );
  const pairs: string[] = [];
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ') as [string, string];
    if (a < b && edges.has(`${b} -> ${a}`)) pairs.push(`${a} <-> ${b}`);
  }
  return pairs.sort();
}

describe('module boundaries of the server', () => {
  it('lets no module import another module’s repository or routes', () => {
    expect(reachingImports()).toEqual([]);
  });

  it('lets no two modules import each other', () => {
    expect(mutualImports()).toEqual([]);
  });
});
