/// <reference types="vite/client" />
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../src/db/schema';
import type { RouteCase, World } from './matrixKit';

type Prepare = (db: Kysely<DatabaseSchema>, world: World) => Promise<void>;

/**
 * The rows of the authorisation matrix from every `*.cases.ts` beside this file, so a new module adds its file and
 * edits no central list (docs/lists.md): each export named `…Cases` is a table of route cases, each `prepare…`
 * function makes the rows its cases act on once the world's stations exist (in the files' name order). A route
 * given by two files is an error, not a silent override.
 */
function collect() {
  const files = import.meta.glob<Record<string, unknown>>('./*.cases.ts', { eager: true });
  const cases: Record<string, RouteCase> = {};
  const prepares: Prepare[] = [];
  for (const [file, exports] of Object.entries(files).sort(([left], [right]) => left.localeCompare(right))) {
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Cases') && typeof value === 'object' && value !== null) {
        for (const [route, routeCase] of Object.entries(value as Record<string, RouteCase>)) {
          if (route in cases) throw new Error(`${file} 重复声明了 ${route}`);
          cases[route] = routeCase;
        }
      } else if (name.startsWith('prepare') && typeof value === 'function') {
        prepares.push(value as Prepare);
      }
    }
  }
  return { cases, prepares };
}

export const collectedCases = collect();
