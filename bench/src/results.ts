import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a result was measured on. */
export function machineFacts(postgresVersion: string) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg(),
    node: process.version,
    postgres: postgresVersion,
  };
}

/** Writes a result as `<name>-<time>.json` and `<name>-latest.json` in the results folder; answers the first path. */
export function writeResult(resultsDir: string, name: string, result: object): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const text = `${JSON.stringify(result, null, 2)}\n`;
  const path = `${resultsDir}${name}-${stamp}.json`;
  writeFileSync(path, text);
  writeFileSync(`${resultsDir}${name}-latest.json`, text);
  return path;
}
