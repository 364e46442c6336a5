import { readFile } from 'node:fs/promises';

/**
 * The huge pages of this machine (/proc/meminfo), for a PostgreSQL on it: how many the kernel keeps
 * (`vm.nr_hugepages`) and how many are taken (in use or reserved by a mapping, i.e. by PostgreSQL's shared memory when
 * it started with `huge_pages = try` or `on` and they were there). Undefined where /proc/meminfo cannot be read.
 */
async function hugePages(): Promise<{ pageMb: number; total: number; taken: number } | undefined> {
  const text = await readFile('/proc/meminfo', 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  const total = field('HugePages_Total');
  const free = field('HugePages_Free');
  const reserved = field('HugePages_Rsvd');
  const sizeKb = field('Hugepagesize');
  if ([total, free, reserved, sizeKb].some(Number.isNaN)) return undefined;
  return { pageMb: sizeKb / 1024, total, taken: total - free + reserved };
}

/** "huge pages 6600 MB, 6156 MB taken" (or none), for a database on this machine; undefined for another host. */
export async function describeHugePages(databaseUrl: string): Promise<string | undefined> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return undefined;
  const pages = await hugePages();
  if (!pages) return undefined;
  if (pages.total === 0) return 'huge pages none (vm.nr_hugepages 0)';
  return `huge pages ${pages.total * pages.pageMb} MB, ${pages.taken * pages.pageMb} MB taken`;
}
