import type { Kysely } from 'kysely';
import {
  BelongToType,
  checkRecordMessages,
  checkTimeProblem,
  fillingCheckDisposeLabels,
  fillingCheckKindLabels,
  formatDateTime,
  type AddCheckRecordBody,
  type CheckItem,
  type CheckRecordListQuery,
  type CheckRecordRow,
  type FillingCheckDispose,
  type FillingCheckKind,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { yearMonth } from '../cylinders/cylinders.mappers';
import type { CheckRecord, CheckRows, ChecksRepository } from './checks.repository';

/** Check items in words, as one cell shows them: 外观：正常；瓶阀：正常（手轮：完好，阀芯：完好）. */
export function checkItemsText(items: unknown): string | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  const one = (item: CheckItem): string => {
    const own = item.value ? `${item.name}：${item.value}` : item.name;
    const children = item.children?.length ? `（${item.children.map(one).join('，')}）` : '';
    return own + children;
  };
  return (items as CheckItem[]).map(one).join('；');
}

export function toCheckRow(row: CheckRecord, ordinalNum: number): CheckRecordRow {
  return {
    ordinalNum,
    id: Number(row.id),
    kind: row.kind,
    kindName: fillingCheckKindLabels[row.kind as FillingCheckKind] ?? String(row.kind),
    checkTime: formatDateTime(row.check_time),
    areaName: row.area_name,
    stationId: row.station_id,
    station: row.station_name,
    barcode: row.cylinder_barcode,
    cylinderId: row.cylinder_id === null ? null : Number(row.cylinder_id),
    medium: row.medium_name,
    operator: row.operator_name,
    serialNumber: row.serial_number,
    selfCode: row.self_code,
    makeDate: yearMonth(row.make_date),
    inspectionDate: yearMonth(row.last_inspection_date),
    disposeMethod: row.dispose_method,
    disposeMethodName:
      fillingCheckDisposeLabels[row.dispose_method as FillingCheckDispose] ?? String(row.dispose_method),
    press: row.pressure,
    end_Weight: row.end_weight,
    checkItems: checkItemsText(row.items_json),
  };
}

/** The check pages' list (scope and filter in SQL). */
export function checkListSource(rows: CheckRows): ListSource<CheckRecordListQuery, CheckRecord, CheckRecordRow> {
  return {
    ...rows,
    toRow: toCheckRow,
    rowsProveStationScope: true,
  };
}

export interface ChecksDeps {
  db: Kysely<DatabaseSchema>;
  repository: ChecksRepository;
  syslog: Syslog;
  now: () => Date;
}

/** Recording pre-fill and post-fill checks: a filling station's user, for its own station, audited. */
export class ChecksService {
  constructor(private readonly deps: ChecksDeps) {}

  async add(user: SessionUser, body: AddCheckRecordBody, ip: string) {
    const stationId = user.belongToType === BelongToType.FillingStation ? user.stationId : null;
    if (stationId === null) throw new HttpError(403, checkRecordMessages.notStationUser);
    const now = this.deps.now();
    const timeProblem = checkTimeProblem(new Date(body.CheckTime), now);
    if (timeProblem) throw new HttpError(400, timeProblem);

    return this.deps.db.transaction().execute(async (trx) => {
      const cylinder = await this.deps.repository.cylinder(trx, body.Barcode);
      const record = {
        kind: body.Kind,
        stationId,
        cylinderId: cylinder?.id ?? null,
        barcode: body.Barcode,
        mediumId: cylinder?.mediumId ?? null,
        operator: body.Operator,
        checkTime: body.CheckTime,
        disposeMethod: body.DisposeMethod,
        items: body.CheckItems && body.CheckItems.length > 0 ? body.CheckItems : null,
        pressure: body.Pressure ?? null,
        endWeight: body.EndWeight ?? null,
        userId: user.id,
      };
      const id = await this.deps.repository.insert(trx, record);
      await this.deps.syslog.write(
        {
          at: now,
          event: 'fillingCheck',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            after: {
              id,
              kind: fillingCheckKindLabels[body.Kind],
              stationId,
              barcode: body.Barcode,
              cylinderId: record.cylinderId,
              checkTime: body.CheckTime,
              operator: body.Operator,
              disposeMethod: fillingCheckDisposeLabels[body.DisposeMethod],
            },
          },
        },
        trx,
      );
      return {
        result: true,
        messeage: `已保存${fillingCheckKindLabels[body.Kind]}记录`,
        data: { id, cylinderId: record.cylinderId },
      };
    });
  }
}
