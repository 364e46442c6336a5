import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { SessionUser } from './session';
import { actorOf, type Syslog } from './syslog';

/** What a change did, to which rows, from what to what (the system log adds which kind of unit). */
export interface UnitChangeDetail {
  action: string;
  id?: number | string;
  ids?: readonly (number | string)[];
  before: unknown;
  after: unknown;
  [more: string]: unknown;
}

/** A change to a unit of supervision or its own records, as the system log keeps it. */
export type UnitChange = UnitChangeDetail & { kind: string };

/** Writes one `unitChange` row in the transaction (`db`) of the change it records. */
export type UnitChangeLog = (
  db: Kysely<DatabaseSchema>,
  user: SessionUser,
  ip: string | undefined,
  change: UnitChange,
) => Promise<void>;

export function unitChangeLog(deps: { syslog: Syslog; now: () => Date }): UnitChangeLog {
  return (db, user, ip, change) =>
    deps.syslog.write(
      {
        at: deps.now(),
        event: 'unitChange',
        result: 'success',
        ...actorOf(user),
        ip: ip ?? null,
        detail: { ...change },
      },
      db,
    );
}
