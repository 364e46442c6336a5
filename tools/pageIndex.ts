/**
 * Writes the indexes that list every page and every server module, so that adding one edits no central file by hand
 * (docs/lists.md): `packages/contracts/src/pages/index.ts` from the `definePage` declarations under that folder, and
 * `apps/server/src/modules/index.ts` from the `*.module.ts` files. `npm run pages` writes them; with `--check` it
 * only reports whether they are current (the contracts test runs that check).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pagesDir = join(root, 'packages/contracts/src/pages');
const modulesDir = join(root, 'apps/server/src/modules');
const banner = '// Written by `npm run pages` (tools/pageIndex.ts); do not edit by hand.\n';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

const importPath = (from: string, file: string) => `./${relative(from, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`;

/** The contracts' page index: every page file re-exported, and `pages`, the declarations in file order. */
export function pagesIndex(): string {
  const files = filesUnder(pagesDir).filter((file) => file.endsWith('.ts') && dirname(file) !== pagesDir);
  const declared = files.map((file) => ({
    path: importPath(pagesDir, file),
    names: [...readFileSync(file, 'utf8').matchAll(/^export const (\w+) = definePage\(/gm)].map((match) => match[1]),
  }));
  const imports = declared
    .filter(({ names }) => names.length > 0)
    .map(({ path, names }) => `import { ${names.join(', ')} } from '${path}';`);
  const exports = declared.map(({ path }) => `export * from '${path}';`);
  const all = declared.flatMap(({ names }) => names);
  return (
    banner +
    imports.join('\n') +
    `\n\nexport * from './definePage';\n` +
    exports.join('\n') +
    `\n\n/** Every built page (docs/architecture.md §6): the menu tree, kinds and capabilities derive from it. */\n` +
    `export const pages = [\n${all.map((name) => `  ${name},\n`).join('')}] as const;\n`
  );
}

/** The server's module index: every `<name>/<name>.module.ts`, registered in the order of their names. */
export function modulesIndex(): string {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => {
      const file = join(modulesDir, name, `${name}.module.ts`);
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      const exported = /^export const (\w+): PlatformModule/m.exec(text)?.[1];
      return exported ? [{ name, exported }] : [];
    });
  return (
    banner +
    modules.map(({ name, exported }) => `import { ${exported} } from './${name}/${name}.module';`).join('\n') +
    `\nimport type { PlatformModule } from './platformModule';\n\n` +
    `/** Every module of the API (a folder with its \`<name>.module.ts\`), registered in this order by buildApp. */\n` +
    `export const platformModules: readonly PlatformModule[] = [\n${modules.map(({ exported }) => `  ${exported},\n`).join('')}];\n`
  );
}

const indexes = [
  { file: join(pagesDir, 'index.ts'), text: pagesIndex },
  { file: join(modulesDir, 'index.ts'), text: modulesIndex },
];

/** An index's text as the generator writes it, formatted by the repository's Prettier settings. */
async function written(file: string, text: () => string): Promise<string> {
  return format(text(), { ...(await resolveConfig(file)), filepath: file });
}

/** The index files whose text differs from what the generator would write. */
export async function staleIndexes(): Promise<string[]> {
  const stale: string[] = [];
  for (const { file, text } of indexes) {
    if (readFileSync(file, 'utf8') !== (await written(file, text))) stale.push(relative(root, file));
  }
  return stale;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const stale = await staleIndexes();
    if (stale.length > 0) {
      console.error(`过期的索引文件（运行 npm run pages）：${stale.join('，')}`);
      process.exit(1);
    }
  } else {
    for (const { file, text } of indexes) writeFileSync(file, await written(file, text));
  }
}
