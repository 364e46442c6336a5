import { sql, type Kysely } from 'kysely';
import type { InspectionSummaryQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { inspectionInScope, regulatorStationIds, type ScopeUser } from '../../platform/dataScope';
import type { Page } from '../../platform/listRoutes';
import { pagedRows } from '../../platform/pagedRows';
import { startingWith } from '../cylinders/cylinderFilter';

type Db = Kysely<DatabaseSchema>;

/** The filter every record list shares (the GET query, or a POST body). */
export interface RecordFilter {
  Category?: number | undefined;
  RegulatorId?: number | undefined;
  StationId?: number | undefined;
  FillStationId?: number | undefined;
  Barcode?: string | undefined;
  ReportCode?: string | undefined;
  Result?: number | undefined;
  ReportUploaded?: boolean | undefined;
  From?: string | undefined;
  To?: string | undefined;
  TaskStatus?: number | undefined;
  /** The workflow step a task waits for: the reviewer's audit or the approver's decision. */
  Stage?: 'audit' | 'approval' | undefined;
  /** Only concluded inspections (approved: final), as 检验结论审核 lists them. */
  Concluded?: boolean | undefined;
  /** The regulator's review of the conclusion: 0 none yet, 1 审核通过, 2 存疑 (0039). */
  ReviewStatus?: number | undefined;
}

/**
 * The records of the caller's scope with the filter applied: an institution the inspections it made, others the
 * inspections of cylinders owned by stations in their scope (dataScope.inspectionInScope).
 */
function records(db: Db, user: ScopeUser, filter: RecordFilter) {
  let rows = db
    .selectFrom('inspection_record as i')
    .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
    .where((eb) => inspectionInScope(user, eb.ref('i.station_id'), eb.ref('c.station_id')));
  const { Category, RegulatorId, StationId, FillStationId, Barcode, ReportCode, Result, ReportUploaded, From, To } =
    filter;
  if (Category !== undefined) rows = rows.where('c.category', '=', Category);
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('c.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('i.station_id', '=', StationId);
  if (FillStationId !== undefined) rows = rows.where('c.station_id', '=', FillStationId);
  if (Barcode !== undefined) rows = rows.where((eb) => startingWith(eb.ref('c.barcode'), Barcode));
  if (ReportCode !== undefined) rows = rows.where('i.report_code', '=', ReportCode);
  if (Result !== undefined) rows = rows.where('i.result', '=', Result);
  if (ReportUploaded !== undefined) {
    rows = rows.where('i.report_file_id', ReportUploaded ? 'is not' : 'is', null);
  }
  if (filter.TaskStatus !== undefined) rows = rows.where('i.task_status', '=', filter.TaskStatus);
  if (filter.Stage === 'audit') {
    rows = rows.where('i.task_status', 'in', [1, 3]).where('i.audit_result', '=', 0).where('i.approval_result', '=', 0);
  }
  if (filter.Stage === 'approval') rows = rows.where('i.audit_result', '=', 1).where('i.approval_result', '=', 0);
  if (filter.Concluded) rows = rows.where('i.approval_result', '=', 1);
  const { ReviewStatus } = filter;
  if (ReviewStatus !== undefined) {
    rows = rows.where((eb) => {
      const review = eb
        .selectFrom('inspection_finding_review as r')
        .whereRef('r.inspection_id', '=', 'i.id')
        .select('r.inspection_id');
      return ReviewStatus === 0 ? eb.not(eb.exists(review)) : eb.exists(review.where('r.status', '=', ReviewStatus));
    });
  }
  if (From !== undefined) rows = rows.where('i.last_inspection_date', '>=', From);
  if (To !== undefined) rows = rows.where('i.last_inspection_date', '<=', To);
  return rows;
}

function selectRecords(db: Db, user: ScopeUser, filter: RecordFilter) {
  return records(db, user, filter)
    .innerJoin('station as s', 's.id', 'i.station_id')
    .leftJoin('station as f', 'f.id', 'c.station_id')
    .leftJoin('division as d', 'd.code', 'f.division_code')
    .leftJoin('inspect_user as u', 'u.id', 'i.inspect_user_id')
    .leftJoin('inspection_send_unit as su', 'su.id', 'i.send_unit_id')
    .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
    .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
    .leftJoin('medium as m', 'm.id', 'c.medium_id')
    .leftJoin('inspection_finding_review as fr', 'fr.inspection_id', 'i.id')
    .leftJoin('regulator as rr', 'rr.id', 'fr.regulator_id')
    .select([
      'i.id',
      'i.cylinder_id',
      'i.station_id',
      'i.report_code',
      'i.last_inspection_date',
      'i.next_inspection_date',
      'i.operation_time',
      'i.result',
      'i.task_status',
      'i.audit_result',
      'i.approval_result',
      'i.rectify_reason',
      'i.rectify_note',
      'i.return_reason',
      'i.scrap_sentenced_reason',
      'i.processing_method',
      'i.report_file_id',
      'i.report_file_name',
      'i.report_uploaded_at',
      'c.barcode',
      'c.category',
      'c.serial_number',
      'c.make_date',
      'c.plate_num',
      's.name as station_name',
      'f.name as fill_station_name',
      'd.name as area_name',
      'u.name as inspector_name',
      'su.name as send_unit_name',
      'v.name as vendor_name',
      't.name as type_name',
      'm.name as medium_name',
      'fr.status as review_status',
      'fr.opinion as review_opinion',
      'rr.name as review_unit_name',
      'fr.reviewed_by_name',
      'fr.reviewed_at',
    ]);
}
export type InspectionRecordRecord = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** What recording an inspection needs to know of the cylinder. */
export interface InspectedCylinder {
  id: number;
  barcode: string;
  category: number;
  status: number;
  stationId: number | null;
  mediumId: number | null;
  typeId: number | null;
  standard: string | null;
  makeDate: string | null;
  lastInspectionDate: string | null;
  nextInspectionDate: string | null;
  scrapDate: string | null;
  isIssued: boolean;
  /** Whether the recording institution is bound to the cylinder's filling station. */
  inspectable: boolean;
}

export interface NewInspection {
  cylinderId: number;
  stationId: number;
  reportCode: string;
  inspectionDate: string;
  nextInspectionDate: string | null;
  operationTime: string;
  result: number;
  taskStatus: number;
  /** A vehicle task: awaiting audit and approval (0033). */
  pending: boolean;
  userId: number;
  inspectUserId: number | null;
  sendUnitId: number | null;
  fields: Record<string, string | number | null>;
  items: unknown;
}

/** An inspection task as its workflow steps read it. */
export interface OpenTask {
  id: number;
  cylinder_id: number;
  station_id: number;
  barcode: string;
  report_code: string;
  last_inspection_date: string | null;
  result: number;
  task_status: number;
  audit_result: number;
  approval_result: number;
}

/** The inspection records: the lists, the summaries, a new record and its report file. */
export class InspectionRepository {
  constructor(private readonly db: Db) {}

  recordRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: RecordFilter) => records(this.db, user, filter),
      ordered: (user, filter) =>
        selectRecords(this.db, user, filter).orderBy('i.operation_time', 'desc').orderBy('i.id', 'desc'),
    });
  }

  /** One record in the caller's scope, for its report. */
  recordInScope(user: ScopeUser, id: number) {
    return records(this.db, user, {})
      .where('i.id', '=', id)
      .select(['i.id', 'i.station_id', 'i.report_code', 'i.report_file_id', 'i.report_file_name'])
      .executeTakeFirst();
  }

  /** The inspections of a period per institution, in the caller's scope, with the 合计 of all of them: one aggregate. */
  async summary(user: ScopeUser, query: InspectionSummaryQuery, category: number | undefined, page: Page) {
    const grouped = records(this.db, user, {
      Category: category,
      RegulatorId: query.RegulatorId,
      StationId: query.StationId,
      From: query.From,
      To: query.To,
    })
      .innerJoin('station as s', 's.id', 'i.station_id')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .groupBy(['i.station_id', 's.name', 's.code', 'd.name'])
      .select((eb) => [
        'i.station_id',
        's.name as station_name',
        'd.name as area_name',
        eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) filter (where i.result = 1)`.as('qualified'),
        sql<number>`count(*) filter (where i.result = 2)`.as('unqualified'),
        sql<number>`count(*) filter (where i.result = 3)`.as('scrap'),
        sql<number>`count(i.report_file_id)`.as('uploaded'),
        sql<number>`count(*) over ()`.as('groups'),
        // 合计 over every group of the filter, carried by each row of the page (one statement for page, count, totals).
        sql<number>`sum(count(*)) over ()`.as('all_total'),
        sql<number>`sum(count(*) filter (where i.result = 1)) over ()`.as('all_qualified'),
        sql<number>`sum(count(*) filter (where i.result = 2)) over ()`.as('all_unqualified'),
        sql<number>`sum(count(*) filter (where i.result = 3)) over ()`.as('all_scrap'),
        sql<number>`sum(count(i.report_file_id)) over ()`.as('all_uploaded'),
      ]);
    // Hand-written: the page carries its own count and 合计 (window sums), so no count statement follows it.
    return grouped.orderBy('s.code').offset(page.offset).limit(page.limit).execute();
  }

  /** The cylinder a barcode names, as the recording institution sees it; locked for the change. */
  async cylinderForUpdate(db: Db, barcode: string, institutionId: number): Promise<InspectedCylinder | null> {
    const row = await db
      .selectFrom('cylinder as c')
      .where('c.barcode', '=', barcode)
      .select((eb) => [
        'c.id',
        'c.barcode',
        'c.category',
        'c.status',
        'c.station_id',
        'c.medium_id',
        'c.type_id',
        'c.product_standard',
        'c.make_date',
        'c.last_inspection_date',
        'c.next_inspection_date',
        'c.scrap_date',
        'c.is_issued',
        eb
          .exists(
            eb
              .selectFrom('inspect_station_fill_station as b')
              .where('b.inspect_station_id', '=', institutionId)
              .whereRef('b.fill_station_id', '=', 'c.station_id')
              .select(sql`1`.as('one')),
          )
          .as('inspectable'),
      ])
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: Number(row.id),
      barcode: row.barcode,
      category: row.category,
      status: row.status,
      stationId: row.station_id,
      mediumId: row.medium_id,
      typeId: row.type_id,
      standard: row.product_standard,
      makeDate: row.make_date,
      lastInspectionDate: row.last_inspection_date,
      nextInspectionDate: row.next_inspection_date,
      scrapDate: row.scrap_date,
      isIssued: row.is_issued,
      inspectable: Boolean(row.inspectable),
    };
  }

  /** An institution's own inspection task, locked for its next step. */
  lockTask(db: Db, id: number, institutionId: number): Promise<OpenTask | undefined> {
    return db
      .selectFrom('inspection_record as i')
      .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
      .where('i.id', '=', id)
      .where('i.station_id', '=', institutionId)
      .select([
        'i.id',
        'i.cylinder_id',
        'i.station_id',
        'c.barcode',
        'i.report_code',
        'i.last_inspection_date',
        'i.result',
        'i.task_status',
        'i.audit_result',
        'i.approval_result',
      ])
      .forUpdate('i')
      .executeTakeFirst();
  }

  /** Whether a cylinder has an inspection task not yet approved (one open task at a time). */
  async hasOpenTask(db: Db, cylinderId: number): Promise<boolean> {
    const row = await db
      .selectFrom('inspection_record')
      .where('cylinder_id', '=', cylinderId)
      .where('approval_result', '<>', 1)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async reportCodeTaken(db: Db, reportCode: string): Promise<boolean> {
    const row = await db
      .selectFrom('inspection_record')
      .where('report_code', '=', reportCode)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether an inspector or a sending unit belongs to the institution. */
  async ownsPerson(db: Db, table: 'inspect_user' | 'inspection_send_unit', id: number, institutionId: number) {
    const row = await db
      .selectFrom(table)
      .where('id', '=', id)
      .where('station_id', '=', institutionId)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(db: Db, record: NewInspection): Promise<number> {
    const row = await db
      .insertInto('inspection_record')
      .values({
        cylinder_id: record.cylinderId,
        station_id: record.stationId,
        report_code: record.reportCode,
        last_inspection_date: record.inspectionDate,
        next_inspection_date: record.nextInspectionDate,
        operation_time: record.operationTime,
        result: record.result,
        task_status: record.taskStatus,
        ...(record.pending ? { audit_result: 0, approval_result: 0 } : {}),
        record_user_id: record.userId,
        inspect_user_id: record.inspectUserId,
        send_unit_id: record.sendUnitId,
        inspect_items_json: record.items === null ? null : JSON.stringify(record.items),
        ...record.fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The institution's record of a report code (a batch file's target), locked for the upload. */
  ownRecordByCode(db: Db, institutionId: number, reportCode: string) {
    return db
      .selectFrom('inspection_record')
      .where('report_code', '=', reportCode)
      .where('station_id', '=', institutionId)
      .select(['id', 'station_id', 'report_code', 'report_file_id', 'report_file_name'])
      .forUpdate()
      .executeTakeFirst();
  }

  lockRecord(db: Db, id: number) {
    return db
      .selectFrom('inspection_record')
      .where('id', '=', id)
      .select(['id', 'station_id', 'report_code', 'report_file_id', 'report_file_name'])
      .forUpdate()
      .executeTakeFirst();
  }

  async setReport(db: Db, id: number, fileId: number, name: string, at: string) {
    await db
      .updateTable('inspection_record')
      .set({ report_file_id: fileId, report_file_name: name, report_uploaded_at: at })
      .where('id', '=', id)
      .execute();
  }

  reportFile(id: number) {
    return this.db.selectFrom('stored_file').where('id', '=', id).select(['mime_type', 'content']).executeTakeFirst();
  }
}
