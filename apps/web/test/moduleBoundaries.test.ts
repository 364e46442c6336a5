import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The generic parts of the web app (the list engine in lists/, the widgets in components/) serve every page and so
 * import none (docs/architecture.md §2): the pages hand the engine their list actions (pages/menuPages.ts).
 */

// The file's own path (under jsdom, import.meta.url is not a file URL).
const sourceDir = () => resolve(dirname(expect.getState().testPath ?? ''), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

function importsOfPages(): string[] {
  const found: string[] = [];
  for (const part of ['lists', 'components']) {
    for (const file of sourceFiles(join(sourceDir(), part))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(sourceDir(), resolve(dirname(file), match[1] ?? ''));
        if (target.startsWith('pages/')) found.push(`${relative(sourceDir(), file)} -> ${target}`);
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('module boundaries of the web app', () => {
  it('keeps the list engine and the widgets free of imports from pages/', () => {
    expect(importsOfPages()).toEqual([]);
  });
});
