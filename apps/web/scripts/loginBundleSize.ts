/**
 * The JavaScript and CSS the browser loads for the /Login page, and its gzip size:
 *   npm run size:login -w @gcs/web              (builds the app with a manifest into a temporary directory)
 *   npm run size:login -w @gcs/web -- <dist>    (measures an existing build made with `vite build --manifest`)
 * The files are the entry chunk (index.html's script and CSS) with its static imports, and the lazy LoginPage chunk
 * with its static imports (what Vite preloads with it), each counted once. Sizes are gzip at level 9 (node zlib).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const loginPageSource = 'src/pages/Login/LoginPage.tsx';

/** The files of a chunk and of everything it imports statically, in load order, each once. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
}

export interface LoginBundle {
  files: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

export function measureLoginBundle(distDir: string): LoginBundle {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with \`vite build --manifest\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  if (!manifest[loginPageSource]) throw new Error(`the manifest has no ${loginPageSource}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  collect(manifest, entries[0]![0], files, seen);
  collect(manifest, loginPageSource, files, seen);
  const measured = [...files]
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
  return {
    files: measured,
    bytes: measured.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  let distDir = process.argv[2];
  let temporary: string | undefined;
  if (!distDir) {
    const { build } = await import('vite');
    temporary = mkdtempSync(join(tmpdir(), 'login-size-'));
    distDir = temporary;
    await build({
      root: fileURLToPath(new URL('..', import.meta.url)),
      logLevel: 'warn',
      build: { manifest: true, outDir: distDir, emptyOutDir: true },
    });
  }
  try {
    const bundle = measureLoginBundle(distDir);
    for (const f of bundle.files)
      console.log(`${kb(f.gzipBytes).padStart(10)} gzip ${kb(f.bytes).padStart(10)}  ${f.file}`);
    console.log(
      `/Login loads ${bundle.files.length} files: ${kb(bundle.gzipBytes)} gzip (level 9), ${kb(bundle.bytes)} raw`,
    );
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
