import { sql, type Insertable, type Kysely } from 'kysely';
import { abnormalKindLabels, type AbnormalKind } from '@gcs/contracts';
import type { CylinderAbnormalTable, CylinderBlacklistTable, CylinderHistoryTable, DatabaseSchema } from '../schema';
import { chinaInstant, formatDay, isoInstant } from './dates';
import { demoBarcodes } from './demoBarcodes';
import { personName } from './names';
import { Random } from './prng';

/** Vehicle types of TypeManagement: how long a vehicle of the type keeps its cylinders, how often they are inspected. */
export const vehicleTypeDefs = [
  { name: '出租车', durableYears: 8, inspectionPeriodYears: 2, isValid: true },
  { name: '公交车', durableYears: 13, inspectionPeriodYears: 3, isValid: true },
  { name: '重型货车', durableYears: 15, inspectionPeriodYears: 3, isValid: true },
  { name: '轻型货车', durableYears: 15, inspectionPeriodYears: 3, isValid: true },
  { name: '私家车', durableYears: 15, inspectionPeriodYears: 3, isValid: true },
  { name: '教练车', durableYears: 10, inspectionPeriodYears: 2, isValid: false },
] as const;

const blacklistReasons = [
  '瓶体严重腐蚀，拒绝充装',
  '超期未检仍送充，多次提醒未整改',
  '钢印标记模糊无法辨认',
  '私自更换瓶阀',
  '档案信息与实物不符',
  '来源不明的外地钢瓶',
  '用户举报瓶体漏气',
  '检验机构判废后仍在流通',
];
const cancelReasons = ['已整改并重新检验合格', '误操作，撤销黑名单', '核实档案信息无误'];
const stopReasons = [
  '监管检查发现瓶体严重腐蚀，责令停用',
  '未按期检验，监管部门责令停用',
  '瓶阀损坏，监管部门责令停用待检',
];
const lostReasons = ['用户报失：搬家途中遗失', '充装站报失：配送途中丢失', '用户报失：钢瓶被盗'];
const duplicateReason = '出厂编号与制造单位与其他档案相同，疑似重复建档';
const systemFlagger = '系统自动标记';

type Role = 'black' | 'cancelled' | `abnormal${1 | 2 | 3 | 4}` | `restored${1 | 2 | 3 | 4}`;

/** What the station of the `station` demo account gets first, so its pages always have rows of every kind. */
const ownQuotas: readonly Role[] = [
  'black',
  'cancelled',
  'abnormal1',
  'abnormal2',
  'abnormal3',
  'abnormal4',
  'black',
  'restored1',
  'restored2',
  'restored3',
  'restored4',
  'black',
];

interface Candidate {
  id: number;
  station_id: number;
  status: number;
  record_time: string;
  next_inspection_date: string | null;
  scrap_date: string | null;
}

export interface ArchiveExtrasOptions {
  seed: number;
  /** The seed's anchor day (days since 1970-01-01). */
  anchor: number;
  /** The station of the `station` demo account. */
  ownStationId: number;
  /** How many cylinders the seed created (scales the numbers of entries). */
  cylinders: number;
}

/**
 * Vehicle types, blacklist entries and abnormal cylinders of the demo city. Every cylinder the planner flagged as
 * blacklisted gets its active entry; on top of that, a few dozen more entries (some cancelled) and a few dozen
 * abnormal cylinders of each kind (some restored) spread over the stations, the station of the `station` account
 * first. The demo barcodes stay clear. Deterministic for a seed and anchor day.
 */
export async function insertArchiveExtras(db: Kysely<DatabaseSchema>, options: ArchiveExtrasOptions): Promise<void> {
  await insertVehicleTypes(db);
  const random = Random.derive(options.seed, 'archiveExtras');
  const anchor = options.anchor;
  const demo = Object.values(demoBarcodes);

  const flagged = await db
    .selectFrom('cylinder')
    .where('is_blacklisted', '=', true)
    .where('barcode', 'not in', demo)
    .select(['id', 'station_id', 'status', 'record_time', 'next_inspection_date', 'scrap_date'])
    .orderBy('id')
    .execute();
  // The first cylinders of each station (in id order) that are in use and not blacklisted yet.
  const candidates = await sql<Candidate>`
    select id, station_id, status, record_time, next_inspection_date, scrap_date from (
      select c.*, row_number() over (partition by c.station_id order by c.id) as place
      from cylinder c
      where c.status in (0, 7) and not c.is_blacklisted and c.station_id is not null
        and c.barcode not in (${sql.join(demo)})
    ) ranked
    where place <= 80
    order by station_id, id`.execute(db);
  const pools = new Map<number, Candidate[]>();
  for (const candidate of candidates.rows) {
    const pool = pools.get(candidate.station_id) ?? [];
    pool.push(candidate);
    pools.set(candidate.station_id, pool);
  }
  const others = [...pools.keys()].filter((id) => id !== options.ownStationId).sort((a, b) => a - b);
  const anchorDay = formatDay(anchor);
  const fits = (role: Role, cylinder: Candidate) => {
    if (role === 'abnormal1' || role === 'black' || role === 'cancelled') return true;
    if (cylinder.status !== 0) return false;
    if (role === 'abnormal3' || role === 'restored3') {
      return (
        (cylinder.next_inspection_date !== null && cylinder.next_inspection_date < anchorDay) ||
        (cylinder.scrap_date !== null && cylinder.scrap_date < anchorDay)
      );
    }
    return true;
  };
  const used = new Set<number>();
  const chosen: { role: Role; cylinder: Candidate }[] = [];
  const takeFrom = (stationId: number, role: Role): boolean => {
    const cylinder = pools.get(stationId)?.find((c) => !used.has(c.id) && fits(role, c));
    if (!cylinder) return false;
    used.add(cylinder.id);
    chosen.push({ role, cylinder });
    return true;
  };
  for (const role of ownQuotas) takeFrom(options.ownStationId, role);
  const scaled = (per: number, low: number, high: number) =>
    Math.min(high, Math.max(low, Math.floor(options.cylinders / per)));
  let turn = 0;
  const spread = (role: Role, count: number) => {
    let taken = 0;
    for (let tries = 0; taken < count && tries < others.length * 3; tries++) {
      const stationId = others[turn++ % others.length];
      if (stationId !== undefined && takeFrom(stationId, role)) taken++;
    }
  };
  if (others.length > 0) {
    spread('black', scaled(400, 4, 24));
    spread('cancelled', scaled(800, 3, 12));
    for (const kind of [1, 2, 3, 4] as const) {
      spread(`abnormal${kind}`, scaled(500, 3, 30));
      spread(`restored${kind}`, scaled(2000, 2, 8));
    }
  }

  const history: Insertable<CylinderHistoryTable>[] = [];
  const at = (day: number) => isoInstant(chinaInstant(day, random.int(8 * 3600, 18 * 3600)));
  /** A day after the cylinder was registered, within the last `days` days before the anchor. */
  const dayAfterRecord = (cylinder: Candidate, days: number) => {
    const recorded = Math.floor((Date.parse(cylinder.record_time) + 8 * 3_600_000) / 86_400_000);
    const earliest = Math.max(recorded + 1, anchor - days);
    return Math.min(anchor - 1, random.int(earliest, Math.max(earliest, anchor - 2)));
  };

  const blacklist: Insertable<CylinderBlacklistTable>[] = [];
  const blacklistOf = (cylinder: Candidate, cancelled: boolean) => {
    const day = dayAfterRecord(cylinder, 300);
    const operator = personName(random);
    const row: Insertable<CylinderBlacklistTable> = {
      cylinder_id: cylinder.id,
      station_id: cylinder.station_id,
      reason: random.pick(blacklistReasons),
      operator_name: operator,
      operation_time: at(day),
    };
    history.push(historyRow(cylinder, 5, operator, row.operation_time as string, '否', '是'));
    if (cancelled) {
      const cancelDay = Math.min(anchor - 1, day + random.int(3, 40));
      row.cancelled_at = at(cancelDay);
      row.cancel_name = personName(random);
      row.cancel_reason = random.pick(cancelReasons);
      history.push(historyRow(cylinder, 6, row.cancel_name, row.cancelled_at, '是', '否'));
    }
    blacklist.push(row);
  };
  for (const cylinder of flagged) {
    if (cylinder.station_id !== null) blacklistOf({ ...cylinder, station_id: cylinder.station_id }, false);
  }

  const abnormal: Insertable<CylinderAbnormalTable>[] = [];
  const stopped: number[] = [];
  for (const { role, cylinder } of chosen) {
    if (role === 'black' || role === 'cancelled') {
      blacklistOf(cylinder, role === 'cancelled');
      continue;
    }
    const kind = Number(role.slice(-1));
    const restored = role.startsWith('restored');
    const day = dayAfterRecord(cylinder, 200);
    const row: Insertable<CylinderAbnormalTable> = {
      cylinder_id: cylinder.id,
      station_id: cylinder.station_id,
      kind,
      reason: abnormalReason(kind, cylinder, anchorDay, random),
      flagged_by: kind >= 3 ? systemFlagger : personName(random),
      flagged_at: at(day),
    };
    if (restored) {
      row.restored_at = at(Math.min(anchor - 1, day + random.int(2, 30)));
      row.restored_name = personName(random);
      history.push({
        cylinder_id: cylinder.id,
        action: 9,
        changes: JSON.stringify([{ field: 'abnormal', label: '异常状态', from: kindLabel(kind), to: '已恢复' }]),
        station_id: cylinder.station_id,
        status: 0,
        operator_name: row.restored_name,
        changed_at: row.restored_at,
      });
    } else if (kind === 1) {
      stopped.push(cylinder.id);
    }
    abnormal.push(row);
  }

  for (let start = 0; start < blacklist.length; start += 1000) {
    await db
      .insertInto('cylinder_blacklist')
      .values(blacklist.slice(start, start + 1000))
      .execute();
  }
  const listed = blacklist.filter((row) => row.cancelled_at === undefined).map((row) => row.cylinder_id);
  if (listed.length > 0)
    await db.updateTable('cylinder').set({ is_blacklisted: true }).where('id', 'in', listed).execute();
  if (abnormal.length > 0) await db.insertInto('cylinder_abnormal').values(abnormal).execute();
  if (stopped.length > 0) await db.updateTable('cylinder').set({ status: 7 }).where('id', 'in', stopped).execute();
  for (let start = 0; start < history.length; start += 1000) {
    await db
      .insertInto('cylinder_history')
      .values(history.slice(start, start + 1000))
      .execute();
  }
}

async function insertVehicleTypes(db: Kysely<DatabaseSchema>): Promise<void> {
  await db
    .insertInto('vehicle_type')
    .values(
      vehicleTypeDefs.map((type) => ({
        name: type.name,
        durable_years: type.durableYears,
        inspection_period_years: type.inspectionPeriodYears,
        is_valid: type.isValid,
      })),
    )
    .execute();
  await sql`update cylinder c set vehicle_type_id = vt.id from vehicle_type vt
    where c.category = 3 and c.vc_type_name = vt.name`.execute(db);
}

const kindLabel = (kind: number) => abnormalKindLabels[kind as AbnormalKind] ?? '';

function abnormalReason(kind: number, cylinder: Candidate, anchorDay: string, random: Random): string {
  switch (kind) {
    case 1:
      return random.pick(stopReasons);
    case 2:
      return random.pick(lostReasons);
    case 3:
      return cylinder.scrap_date !== null && cylinder.scrap_date < anchorDay
        ? `超过设计使用年限仍充装（报废日期${cylinder.scrap_date.slice(0, 7)}）`
        : `超期未检仍充装（下次检验日期${(cylinder.next_inspection_date ?? '').slice(0, 7)}）`;
    default:
      return duplicateReason;
  }
}

function historyRow(
  cylinder: Candidate,
  action: 5 | 6,
  operator: string,
  changedAt: string,
  from: string,
  to: string,
): Insertable<CylinderHistoryTable> {
  return {
    cylinder_id: cylinder.id,
    action,
    changes: JSON.stringify([{ field: 'blackList', label: '黑名单', from, to }]),
    station_id: cylinder.station_id,
    status: cylinder.status,
    operator_name: operator,
    changed_at: changedAt,
  };
}
