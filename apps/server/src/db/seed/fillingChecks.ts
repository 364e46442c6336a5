import { FillingCheckDispose, FillingCheckKind } from '@gcs/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { bulkInsert, type BulkColumn } from './bulkInsert';
import { isoInstant } from './dates';
import type { FillingRow } from './fillings';
import type { Random } from './prng';

/** One pre-fill or post-fill check as written (the instant in ms). */
export interface CheckRow {
  kind: FillingCheckKind;
  stationId: number;
  cylinderId: number | null;
  barcode: string;
  mediumId: number;
  operator: string;
  time: number;
  dispose: FillingCheckDispose;
  /**
   * The check items as stored JSON (one of a few shared texts): only on the checks that found a fault, since a sound
   * check's items say nothing the dispose method does not, and JSON for some 370,000 rows doubled the insert's time.
   */
  items: string | null;
  pressure: number | null;
  endWeight: number | null;
}

/** Shares of the demo fillings with a check: most stations check nearly every cylinder, not all of them always. */
export const preCheckShare = 0.93;
export const postCheckShare = 0.9;

const items = (entries: readonly (readonly [string, string])[]) =>
  JSON.stringify(entries.map(([name, value]) => ({ name, value })));

const preItems = {
  sound: items([
    ['外观', '无损伤、无锈蚀'],
    ['瓶阀', '完好'],
    ['检验标志', '在有效期内'],
    ['残液', '正常'],
  ]),
  residual: items([
    ['外观', '无损伤、无锈蚀'],
    ['瓶阀', '完好'],
    ['检验标志', '在有效期内'],
    ['残液', '残液量超标'],
  ]),
  damaged: items([
    ['外观', '瓶体凹陷、锈蚀严重'],
    ['瓶阀', '完好'],
    ['检验标志', '在有效期内'],
  ]),
  overdue: items([
    ['外观', '无损伤'],
    ['瓶阀', '完好'],
    ['检验标志', '超过检验有效期'],
  ]),
  scrapped: items([
    ['外观', '无损伤'],
    ['检验标志', '超过设计使用年限'],
  ]),
};
const postItems = {
  sound: items([
    ['泄漏检查', '无泄漏'],
    ['充装量', '符合规定'],
    ['瓶帽与标签', '齐全'],
  ]),
  leaking: items([
    ['泄漏检查', '瓶阀处泄漏'],
    ['充装量', '符合规定'],
  ]),
};

/** A check's dispose method and the items it found (stored only when they found a fault). */
type Verdict = readonly [FillingCheckDispose, string];

/** What the pre-fill check of a filling decided: nearly always sound; the rare failures refuse or send away. */
function preVerdict(random: Random, row: FillingRow): Verdict {
  if (row.state === 1 && random.chance(0.3)) return [FillingCheckDispose.SendForInspection, preItems.overdue];
  if (row.state === 2 && random.chance(0.3)) return [FillingCheckDispose.Scrap, preItems.scrapped];
  const draw = random.next();
  if (draw < 0.006) return [FillingCheckDispose.Refuse, preItems.damaged];
  if (draw < 0.009) return [FillingCheckDispose.SendForInspection, preItems.damaged];
  if (draw < 0.024 && row.residual > 0) return [FillingCheckDispose.DrainThenFill, preItems.residual];
  return [FillingCheckDispose.Fill, preItems.sound];
}

function postVerdict(random: Random): Verdict {
  const draw = random.next();
  if (draw < 0.007) return [FillingCheckDispose.Refill, postItems.leaking];
  if (draw < 0.009) return [FillingCheckDispose.SendForInspection, postItems.leaking];
  return [FillingCheckDispose.Release, postItems.sound];
}

/**
 * The pre-fill and post-fill checks of the demo fillings: about 93 % get a pre-fill check 2 to 30 minutes before the
 * filling begins, about 90 % a post-fill check 0.5 to 10 minutes after it ends, both by the filling's operator;
 * nearly all sound (合格), a few refused, drained first, sent for inspection or to scrap (more of those among the
 * overdue and scrapped cylinders).
 * Deterministic from the random stream. `preChecked` holds the guids of the fillings with a pre-fill check (the
 * others are flagged 未做充装前检查).
 */
export function generateFillingChecks(
  rows: readonly FillingRow[],
  random: Random,
): { checks: CheckRow[]; preChecked: Set<string> } {
  const checks: CheckRow[] = [];
  const preChecked = new Set<string>();
  // One object shape for every check (no spreads): the demo city makes some 370,000 of them.
  const check = (
    row: FillingRow,
    kind: FillingCheckKind,
    time: number,
    verdict: Verdict,
    sound: boolean,
  ): CheckRow => ({
    kind,
    stationId: row.stationId,
    cylinderId: row.cylinderId,
    barcode: row.barcode,
    mediumId: row.mediumId,
    operator: row.operator,
    time,
    dispose: verdict[0],
    items: sound ? null : verdict[1],
    pressure: kind === FillingCheckKind.After ? row.pressure : null,
    endWeight: kind === FillingCheckKind.After ? row.endWeight : null,
  });
  for (const row of rows) {
    if (random.chance(preCheckShare)) {
      const verdict = preVerdict(random, row);
      const time = row.begin - random.int(120, 1800) * 1000;
      checks.push(check(row, FillingCheckKind.Before, time, verdict, verdict[0] === FillingCheckDispose.Fill));
      preChecked.add(row.guid);
    }
    if (random.chance(postCheckShare)) {
      const verdict = postVerdict(random);
      const time = row.end + random.int(30, 600) * 1000;
      checks.push(check(row, FillingCheckKind.After, time, verdict, verdict[0] === FillingCheckDispose.Release));
    }
  }
  return { checks, preChecked };
}

const checkColumns: BulkColumn<CheckRow>[] = [
  { name: 'kind', type: 'int2', value: (r) => r.kind },
  { name: 'station_id', type: 'int4', value: (r) => r.stationId },
  { name: 'cylinder_id', type: 'int8', value: (r) => r.cylinderId },
  { name: 'cylinder_barcode', type: 'text', value: (r) => r.barcode },
  { name: 'medium_id', type: 'int4', value: (r) => r.mediumId },
  { name: 'operator_name', type: 'text', value: (r) => r.operator },
  { name: 'check_time', type: 'timestamptz', value: (r) => isoInstant(r.time) },
  { name: 'insert_time', type: 'timestamptz', value: (r) => isoInstant(r.time) },
  { name: 'dispose_method', type: 'int2', value: (r) => r.dispose },
  { name: 'items_json', type: 'jsonb', value: (r) => r.items },
  { name: 'pressure', type: 'numeric', value: (r) => r.pressure },
  { name: 'end_weight', type: 'numeric', value: (r) => r.endWeight },
];

/** Writes the checks. */
export async function insertFillingChecks(db: Kysely<DatabaseSchema>, checks: readonly CheckRow[]): Promise<void> {
  await bulkInsert(db, 'filling_check', checkColumns, checks, 20_000);
}
