import { sql, type Kysely } from 'kysely';
import {
  ApprovalResult,
  CylinderCategory,
  CylinderStatus,
  PeriodicTaskState,
  PeriodicWindow,
  inspectionTaskStatusLabels,
  periodicTaskStateLabels,
  type InspectionTaskStatus,
  type PeriodicQuery,
  type PeriodicRow,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, type ScopeUser } from '../../platform/dataScope';
import { addDays } from '../../platform/filterValues';
import { forecastScope } from '../../platform/institutionScope';
import type { ListSource } from '../../platform/listRoutes';
import { pagedRows } from '../../platform/pagedRows';
import { startingWith } from '../cylinders/cylinderFilter';
import { yearMonth } from '../cylinders/cylinders.mappers';

type Db = Kysely<DatabaseSchema>;
export type PeriodicFilter = Omit<PeriodicQuery, 'PageIndex' | 'CountPerPage'>;

/** The next-inspection-date bounds of a window: [from, before). */
function windowBounds(window: number | undefined, today: string): { from: string | null; before: string } {
  switch (window) {
    case PeriodicWindow.Overdue:
      return { from: null, before: today };
    case PeriodicWindow.Within30:
      return { from: today, before: addDays(today, 30) };
    case PeriodicWindow.Within90:
      return { from: today, before: addDays(today, 90) };
    default:
      return { from: null, before: addDays(today, 90) };
  }
}

/**
 * 定期检验: the vehicle cylinders in use whose next inspection date has passed or comes within the window, in the
 * caller's scope (a regulator its stations, an institution its bound stations), each with its open inspection task.
 */
function due(db: Db, user: ScopeUser, filter: PeriodicFilter, today: string) {
  const { from, before } = windowBounds(filter.Window, today);
  let rows = db
    .selectFrom('cylinder as c')
    .leftJoinLateral(
      // The cylinder's open task (not yet approved), if any: one at a time (AddInspectionRecord refuses a second).
      (eb) =>
        eb
          .selectFrom('inspection_record as i')
          .whereRef('i.cylinder_id', '=', 'c.id')
          .where('i.approval_result', '<>', ApprovalResult.Approved)
          .select(['i.id', 'i.station_id', 'i.report_code', 'i.task_status', 'i.audit_result', 'i.approval_result'])
          .orderBy('i.id', 'desc')
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .where('c.category', '=', CylinderCategory.Vehicle)
    .where('c.status', '=', CylinderStatus.Normal)
    .where((eb) => forecastScope(user, eb.ref('c.station_id')))
    .where('c.next_inspection_date', '<', before);
  if (from !== null) rows = rows.where('c.next_inspection_date', '>=', from);
  if (filter.RegulatorId !== undefined) {
    const regulatorId = filter.RegulatorId;
    rows = rows.where((eb) => eb('c.station_id', 'in', regulatorStationIds(regulatorId)));
  }
  if (filter.StationId !== undefined) rows = rows.where('c.station_id', '=', filter.StationId);
  if (filter.Barcode !== undefined) {
    const barcode = filter.Barcode;
    rows = rows.where((eb) => startingWith(eb.ref('c.barcode'), barcode));
  }
  if (filter.PlateNum !== undefined) {
    const plate = filter.PlateNum;
    rows = rows.where((eb) => startingWith(eb.ref('c.plate_num') as never, plate));
  }
  switch (filter.TaskState) {
    case PeriodicTaskState.None:
      rows = rows.where('t.id', 'is', null);
      break;
    case PeriodicTaskState.Institution:
      rows = rows
        .where('t.id', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('t.task_status', 'in', [0, 2]),
            eb.and([eb('t.task_status', 'in', [1, 3]), eb('t.audit_result', '=', -1)]),
          ]),
        );
      break;
    case PeriodicTaskState.Audit:
      rows = rows.where('t.task_status', 'in', [1, 3]).where('t.audit_result', '=', 0);
      break;
    case PeriodicTaskState.Approval:
      rows = rows.where('t.audit_result', '=', 1);
      break;
  }
  return rows;
}

export class PeriodicRepository {
  constructor(private readonly db: Db) {}

  dueRows(today: () => string) {
    return pagedRows(this.db, {
      filtered: (user, filter: PeriodicFilter) => due(this.db, user, filter, today()),
      ordered: (user, filter) => {
        const day = today();
        return due(this.db, user, filter, day)
          .leftJoin('station as f', 'f.id', 'c.station_id')
          .leftJoin('division as d', 'd.code', 'f.division_code')
          .leftJoin('cylinder_type as ty', 'ty.id', 'c.type_id')
          .leftJoin('station as s', 's.id', 't.station_id')
          .select([
            'c.id',
            'c.barcode',
            'c.plate_num',
            'c.make_date',
            'c.last_inspection_date',
            'c.next_inspection_date',
            'f.name as fill_station_name',
            'd.name as area_name',
            'ty.name as type_name',
            't.id as task_id',
            't.task_status',
            't.audit_result',
            't.approval_result',
            't.report_code as task_report_code',
            's.name as task_station_name',
            sql<number>`(${day}::date - c.next_inspection_date)`.as('overdue_days'),
          ])
          .orderBy('c.next_inspection_date')
          .orderBy('c.id');
      },
    });
  }
}
export type PeriodicRecord = Awaited<ReturnType<ReturnType<PeriodicRepository['dueRows']>['read']>>[number];

/** Where an open task stands, in words (定期检验's 检验任务 column). */
export function periodicTaskStateName(
  row: Pick<PeriodicRecord, 'task_id' | 'task_status' | 'audit_result' | 'approval_result'>,
) {
  if (row.task_id === null) return periodicTaskStateLabels[PeriodicTaskState.None] ?? '';
  if (row.audit_result === ApprovalResult.Approved) return '待审批';
  if ((row.task_status === 1 || row.task_status === 3) && row.audit_result === ApprovalResult.Pending) return '待审核';
  const status = inspectionTaskStatusLabels[row.task_status as InspectionTaskStatus] ?? '';
  return row.approval_result === ApprovalResult.Rejected ? `${status}（审批驳回）` : status;
}

/** 定期检验's list: the due cylinders, paged, in the caller's scope, as the contract's rows. */
export function periodicListSource(
  repository: PeriodicRepository,
  today: () => string,
): ListSource<PeriodicQuery, PeriodicRecord, PeriodicRow> {
  return {
    ...repository.dueRows(today),
    toRow: (row, ordinalNum) => {
      const overdueDays = Number(row.overdue_days);
      return {
        ordinalNum,
        cylinderId: Number(row.id),
        barcode: row.barcode,
        plateNum: row.plate_num,
        fillStationName: row.fill_station_name,
        areaName: row.area_name,
        typeName: row.type_name,
        makeDate: yearMonth(row.make_date),
        lastInspectionDate: yearMonth(row.last_inspection_date),
        nextInspectionDate: yearMonth(row.next_inspection_date),
        overdueDays,
        dueStatusName:
          overdueDays > 0 ? `已超期${overdueDays}天` : overdueDays === 0 ? '今天到期' : `${-overdueDays}天后到期`,
        taskId: row.task_id === null ? null : Number(row.task_id),
        taskStationName: row.task_station_name,
        taskReportCode: row.task_report_code,
        taskStateName: periodicTaskStateName(row),
      };
    },
  };
}
