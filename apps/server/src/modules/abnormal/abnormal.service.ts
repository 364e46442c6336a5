import type { Kysely } from 'kysely';
import {
  AbnormalKind,
  abnormalKindLabels,
  abnormalMessages,
  BelongToType,
  CylinderStatus,
  cylinderStatusLabels,
  cylinderStatusText,
  formatDateTime,
  formatYearMonth,
  CylinderOperation,
  regulatorOperationMessages,
  todayInChina,
  type AbnormalListQuery,
  type RegulatorCylinderBody,
  type RegulatorOperateBody,
  type AbnormalSummaryRow,
  type AbnormalTotals,
  type VcAbnormalRow,
} from '@gcs/contracts';
import type { DatabaseSchema, HistoryChange } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { HistoryAction, recordHistory, unitNameOf } from '../cylinderRecord/history';
import { pagedByFilter } from '../../platform/pagedRows';
import {
  abnormalRows,
  abnormalSummaryRows,
  type AbnormalFilter,
  type AbnormalRecord,
  type AbnormalRepository,
  type AbnormalSummaryRecord,
} from './abnormal.repository';

type ListRow = AbnormalRecord;
type SummaryRow = AbnormalSummaryRecord;

export interface AbnormalDeps {
  db: Kysely<DatabaseSchema>;
  repository: AbnormalRepository;
  syslog: Syslog;
  today?: () => string;
  now?: () => Date;
}

function filterOf(query: AbnormalListQuery, category?: number): AbnormalFilter {
  return {
    category: category ?? query.CylinderCategory,
    regulatorId: query.RegulatorId,
    stationId: query.StationId,
    kind: query.Kind,
    barcode: query.Barcode,
    plateNum: query.PlateNum,
    from: query.From,
    to: query.To,
  };
}

const isRegulator = (user: SessionUser) => user.isSystemManager || user.belongToType === BelongToType.Regulator;

/** The kinds a regulator (or a station, for a loss) sets by hand. */
type FlaggedKind = typeof AbnormalKind.RegulatorStopped | typeof AbnormalKind.ReportedLost;

const kindName = (kind: number) => abnormalKindLabels[kind as AbnormalKind] ?? '';

const toSummaryRow = (row: SummaryRow, ordinalNum: number) => ({
  ordinalNum,
  stationId: row.station_id,
  areaName: row.area_name,
  stationName: row.station_name,
  stoppedCount: Number(row.stopped),
  lostCount: Number(row.lost),
  overdueFillingCount: Number(row.overdue_filling),
  duplicateCount: Number(row.duplicate),
  abnormalCount: Number(row.total),
});

/**
 * Abnormal cylinders (AbnormalCylinder): stopped by a regulator, reported lost, filled while overdue or scrapped,
 * or with an archive in doubt. Restoring keeps the entry with who and when; a cylinder a regulator stopped returns to
 * normal. Only a regulator may lift a regulator's stop. A batch changes all its entries or none.
 */
export class AbnormalService {
  private readonly today: () => string;
  private readonly now: () => Date;

  constructor(private readonly deps: AbnormalDeps) {
    this.today = deps.today ?? (() => todayInChina());
    this.now = deps.now ?? (() => new Date());
  }

  /** The active abnormal cylinders (vehicles: category 3 whatever the query names), for registerList. */
  listSource(category?: number): ListSource<AbnormalListQuery, ListRow, VcAbnormalRow> {
    return {
      ...pagedByFilter(abnormalRows(this.deps.db), (query: AbnormalListQuery) => filterOf(query, category)),
      toRow: (row, ordinalNum) => this.toRow(row, ordinalNum, this.today()),
    };
  }

  /** Active abnormal cylinders by station and kind, and their 合计 (vehicles: category 3), for registerList. */
  summarySource(category?: number): ListSource<AbnormalListQuery, SummaryRow, AbnormalSummaryRow, AbnormalTotals> {
    const { repository } = this.deps;
    return {
      ...pagedByFilter(abnormalSummaryRows(this.deps.db), (query: AbnormalListQuery) => filterOf(query, category)),
      summary: (user, query) => repository.summaryTotals(user, filterOf(query, category)),
      toRow: toSummaryRow,
    };
  }

  async restore(user: SessionUser, body: { ids: number[] }, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.deps.db.transaction().execute(async (trx) => {
      const entries = await this.deps.repository.lockEntries(trx, user, ids);
      if (entries.length !== ids.length) throw notFound();
      const restored = entries.find((entry) => entry.restored_at !== null);
      if (restored) throw new HttpError(400, abnormalMessages.alreadyRestored(restored.barcode));
      const stop = entries.find((entry) => entry.kind === AbnormalKind.RegulatorStopped);
      if (stop && !isRegulator(user)) throw new HttpError(403, abnormalMessages.stopNeedsRegulator(stop.barcode));

      await this.deps.repository.restore(
        trx,
        entries.map((entry) => entry.id),
        { restored_at: this.now().toISOString(), restored_user_id: user.id, restored_name: user.userName },
      );
      const resumed = entries.filter(
        (entry) => entry.kind === AbnormalKind.RegulatorStopped && entry.status === CylinderStatus.Stopped,
      );
      await this.deps.repository.setStatus(
        trx,
        resumed.map((entry) => entry.cylinder_id),
        CylinderStatus.Stopped,
        CylinderStatus.Normal,
      );
      await recordHistory(
        trx,
        user,
        await unitNameOf(trx, user),
        entries.map((entry) => {
          const resumes = resumed.includes(entry);
          const changes: HistoryChange[] = [
            { field: 'abnormal', label: '异常状态', from: kindName(entry.kind), to: '已恢复' },
          ];
          if (resumes) {
            changes.push({
              field: 'status',
              label: '气瓶状态',
              from: cylinderStatusLabels[CylinderStatus.Stopped],
              to: cylinderStatusLabels[CylinderStatus.Normal],
            });
          }
          return {
            cylinderId: entry.cylinder_id,
            action: HistoryAction.Restored,
            changes,
            stationId: entry.station_id,
            status: resumes ? CylinderStatus.Normal : entry.status,
          };
        }),
      );
      await this.deps.syslog.write(
        {
          at: this.now(),
          event: 'abnormalRestore',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: { entryIds: entries.map((entry) => entry.id), resumedCylinderIds: resumed.map((e) => e.cylinder_id) },
        },
        trx,
      );
      return { result: true, messeage: '', data: { count: entries.length } };
    });
  }

  /**
   * Stops cylinders (a regulator only) or reports them lost (a regulator, or the cylinder's own station): each gets an
   * active abnormal entry, so the filling interlock refuses it until it is restored; a stop also sets 已停用. All the
   * chosen cylinders change, or none.
   */
  async flag(user: SessionUser, body: RegulatorCylinderBody, kind: FlaggedKind, ip: string) {
    if (kind === AbnormalKind.RegulatorStopped && !isRegulator(user)) {
      throw new HttpError(403, regulatorOperationMessages.stopNeedsRegulator);
    }
    const ids = [...new Set(body.CylinderIds)];
    return this.deps.db.transaction().execute(async (trx) => {
      const cylinders = await this.deps.repository.lockCylinders(trx, user, ids);
      if (cylinders.length !== ids.length) throw notFound('气瓶不存在或不在您的管辖范围内');
      const notInUse = cylinders.find((cylinder) => cylinder.status !== CylinderStatus.Normal);
      if (notInUse) throw new HttpError(400, regulatorOperationMessages.notInUse(notInUse.barcode));
      const flagged = cylinders.find((cylinder) => cylinder.abnormal_id !== null);
      if (flagged) throw new HttpError(400, regulatorOperationMessages.alreadyAbnormal(flagged.barcode));

      const at = this.now().toISOString();
      await this.deps.repository.insertEntries(
        trx,
        cylinders.map((cylinder) => ({
          cylinder_id: cylinder.id,
          station_id: cylinder.station_id,
          kind,
          reason: body.Reason,
          flagged_by: user.userName,
          flagged_at: at,
        })),
      );
      const stops = kind === AbnormalKind.RegulatorStopped;
      if (stops) await this.deps.repository.setStatus(trx, ids, CylinderStatus.Normal, CylinderStatus.Stopped);
      await recordHistory(
        trx,
        user,
        await unitNameOf(trx, user),
        cylinders.map((cylinder) => ({
          cylinderId: cylinder.id,
          action: HistoryAction.StatusChanged,
          changes: [
            { field: 'abnormal', label: '异常状态', from: null, to: `${kindName(kind)}：${body.Reason}` },
            ...(stops
              ? [
                  {
                    field: 'status',
                    label: '气瓶状态',
                    from: cylinderStatusLabels[CylinderStatus.Normal],
                    to: cylinderStatusLabels[CylinderStatus.Stopped],
                  },
                ]
              : []),
          ],
          stationId: cylinder.station_id,
          status: stops ? CylinderStatus.Stopped : cylinder.status,
        })),
      );
      await this.deps.syslog.write(
        {
          at: this.now(),
          event: 'abnormalFlag',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: { action: kindName(kind), reason: body.Reason, cylinderIds: ids },
        },
        trx,
      );
      return { result: true, messeage: '', data: { count: cylinders.length } };
    });
  }

  /** RegulatorOperateCylinder: 0 restores the chosen cylinders' stop or loss, 1 stops them, 2 reports them lost. */
  async operate(user: SessionUser, body: RegulatorOperateBody, ip: string) {
    if (body.Operate !== CylinderOperation.Restore) {
      return this.flag(user, { CylinderIds: body.CylinderIds, Reason: body.Reason ?? '' }, body.Operate, ip);
    }
    const ids = [...new Set(body.CylinderIds)];
    const cylinders = await this.deps.repository.lockCylinders(this.deps.db, user, ids);
    if (cylinders.length !== ids.length) throw notFound('气瓶不存在或不在您的管辖范围内');
    const unflagged = cylinders.find(
      (cylinder) =>
        cylinder.abnormal_kind !== AbnormalKind.RegulatorStopped &&
        cylinder.abnormal_kind !== AbnormalKind.ReportedLost,
    );
    if (unflagged) throw new HttpError(400, regulatorOperationMessages.notAbnormal(unflagged.barcode));
    return this.restore(user, { ids: cylinders.map((cylinder) => Number(cylinder.abnormal_id)) }, ip);
  }

  private toRow(row: ListRow, ordinalNum: number, today: string) {
    return {
      id: row.id,
      cylinderId: row.cylinder_id,
      ordinalNum,
      kind: row.kind,
      kindName: kindName(row.kind),
      reason: row.reason,
      flaggedBy: row.flagged_by,
      flaggedAt: formatDateTime(row.flagged_at),
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      vendorName: row.vendor_name,
      serialNumber: row.serial_number,
      makeDate: row.make_date === null ? null : formatYearMonth(row.make_date),
      cylinderBarcode: row.barcode,
      typeName: row.type_name,
      mediumName: row.medium_name,
      spec: row.spec_name,
      nextInspectionDate: row.next_inspection_date === null ? null : formatYearMonth(row.next_inspection_date),
      cylinderStatus: cylinderStatusText(
        {
          status: row.status as CylinderStatus,
          nextInspectionDate: row.next_inspection_date,
          scrapDate: row.scrap_date,
        },
        today,
      ),
      plateNum: row.plate_num,
      vcTypeName: row.vc_type_name,
    };
  }
}
