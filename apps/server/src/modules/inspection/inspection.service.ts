import type { Kysely } from 'kysely';
import {
  approvalResultLabels,
  auditResultLabels,
  BelongToType,
  CylinderCategory,
  CylinderStatus,
  cylinderCategoryLabels,
  cylinderStatusLabels,
  dueDates,
  findingsReviewStatusLabels,
  formatDateTime,
  inspectionMessages,
  inspectionResultLabels,
  inspectionRuleMessages,
  inspectionTaskMessages,
  InspectionResult,
  InspectionTaskStatus,
  inspectionTaskStatusLabels,
  pickRule,
  reportMessages,
  vehicleInspectionFields,
  type AddInspectionBody,
  type ApprovalResult,
  type CylinderStatus as CylinderStatusCode,
  type FindingsReviewStatus,
  type InspectionRecordRow,
  type InspectionSummaryQuery,
  type InspectionSummaryRow,
  type InspectionSummaryTotals,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { currentRules } from '../../platform/currentRules';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource, Page } from '../../platform/listRoutes';
import { pagedByFilter } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { HistoryAction, recordHistory, unitNameOf } from '../cylinderRecord/history';
import { yearMonth } from '../cylinders/cylinders.mappers';
import type {
  InspectedCylinder,
  InspectionRecordRecord,
  InspectionRepository,
  RecordFilter,
} from './inspection.repository';

/** Every record is a periodic inspection; the platform records no other kind yet. */
const periodicInspection = '定期检验';

export function toInspectionRow(row: InspectionRecordRecord, ordinalNum: number): InspectionRecordRow {
  const uploaded = row.report_file_id !== null;
  const reviewStatus = row.review_status ?? 0;
  return {
    ordinalNum,
    id: Number(row.id),
    cylinderId: Number(row.cylinder_id),
    barcode: row.barcode,
    category: row.category,
    categoryName: cylinderCategoryLabels[row.category as CylinderCategory] ?? String(row.category),
    stationId: row.station_id,
    stationName: row.station_name,
    inspectionBody: row.station_name,
    fillStationName: row.fill_station_name,
    areaName: row.area_name,
    reportCode: row.report_code,
    inspectionDate: row.last_inspection_date,
    lastInspectionDate: yearMonth(row.last_inspection_date),
    nextInspectionDate: yearMonth(row.next_inspection_date),
    operationTime: formatDateTime(row.operation_time),
    result: row.result,
    resultName: inspectionResultLabels[row.result as InspectionResult] ?? String(row.result),
    taskStatus: row.task_status,
    taskStatusName: inspectionTaskStatusLabels[row.task_status as InspectionTaskStatus] ?? String(row.task_status),
    auditResult: row.audit_result,
    auditResultName: auditResultLabels[row.audit_result as ApprovalResult] ?? String(row.audit_result),
    approvalResult: row.approval_result,
    approvalResultName: approvalResultLabels[row.approval_result as ApprovalResult] ?? String(row.approval_result),
    rectifyReason: row.rectify_reason,
    rectifyNote: row.rectify_note,
    returnReason: row.return_reason,
    inspectionType: periodicInspection,
    inspectorName: row.inspector_name,
    sendUnitName: row.send_unit_name,
    vendorName: row.vendor_name,
    serialNumber: row.serial_number,
    makeDate: yearMonth(row.make_date),
    typeName: row.type_name,
    mediumName: row.medium_name,
    plateNum: row.plate_num,
    scrapSentencedReason: row.scrap_sentenced_reason,
    processingMethod: row.processing_method,
    reportUploaded: uploaded,
    reportUploadName: uploaded ? reportMessages.uploaded : '未上传',
    reportFileName: row.report_file_name,
    reportUploadTime: row.report_uploaded_at ? formatDateTime(row.report_uploaded_at) : null,
    reviewStatus,
    reviewStatusName: findingsReviewStatusLabels[reviewStatus as FindingsReviewStatus] ?? String(reviewStatus),
    reviewed: reviewStatus !== 0,
    reviewOpinion: row.review_opinion,
    reviewUnitName: row.review_unit_name,
    reviewedBy: row.reviewed_by_name,
    reviewedAt: row.reviewed_at ? formatDateTime(row.reviewed_at) : null,
  };
}

/** The record lists (scope and filter in SQL); `fixed` narrows every call (the vehicle list's category). */
export function inspectionListSource<Q extends RecordFilter>(
  repository: InspectionRepository,
  fixed: RecordFilter = {},
): ListSource<Q, InspectionRecordRecord, InspectionRecordRow> {
  return {
    ...pagedByFilter(repository.recordRows(), (query: Q): RecordFilter => ({ ...query, ...fixed })),
    toRow: toInspectionRow,
  };
}

/** A page of records for the POST lists (InspectionByFillingStation, CylinderInspectionReportList). */
export async function recordPage(
  repository: InspectionRepository,
  user: SessionUser,
  filter: RecordFilter & { PageIndex: number; CountPerPage: number },
) {
  const page = { offset: (filter.PageIndex - 1) * filter.CountPerPage, limit: filter.CountPerPage };
  const records = repository.recordRows();
  const [rows, totalCount] = await Promise.all([records.read(user, filter, page), records.count(user, filter)]);
  return {
    result: true,
    messeage: '',
    totalCount,
    list: rows.map((row, index) => toInspectionRow(row, page.offset + index + 1)),
  };
}

type SummaryStored = Awaited<ReturnType<InspectionRepository['summary']>>[number];

/** The upload rate of a count of inspections, in percent with one decimal. */
const uploadRate = (uploaded: number, total: number) => Math.round((uploaded / total) * 1000) / 10;

/** 检验统计's 合计 from the totals every row of the page carries (zeros for an empty list). */
function totalsOf(row: SummaryStored | undefined): InspectionSummaryTotals {
  const total = Number(row?.all_total ?? 0);
  const uploaded = Number(row?.all_uploaded ?? 0);
  return {
    inspectNumber: total,
    qualifiedCount: Number(row?.all_qualified ?? 0),
    unqualifiedCount: Number(row?.all_unqualified ?? 0),
    scrapCount: Number(row?.all_scrap ?? 0),
    reportUploadedCount: uploaded,
    reportRate: total === 0 ? 0 : uploadRate(uploaded, total),
  };
}

/**
 * byDepartment and byVcInspectionStation (检验统计): one aggregate per institution, paged, its groups counted and
 * totalled (合计) in it.
 */
export function inspectionSummarySource(
  repository: InspectionRepository,
  category: number | undefined,
): ListSource<InspectionSummaryQuery, SummaryStored, InspectionSummaryRow, InspectionSummaryTotals> {
  const read = (user: SessionUser, query: InspectionSummaryQuery, page: Page) =>
    repository.summary(user, query, category, page);
  const first = async (user: SessionUser, query: InspectionSummaryQuery) =>
    (await read(user, query, { offset: 0, limit: 1 }))[0];
  const count = async (user: SessionUser, query: InspectionSummaryQuery) => {
    const row = await first(user, query);
    return row ? Number(row.groups) : 0;
  };
  return {
    read,
    count,
    summary: async (user, query) => totalsOf(await first(user, query)),
    readPageWithSummary: async (user, query, page) => {
      const rows = await read(user, query, page);
      // A page past the end carries no totals: they are read from the first page then.
      const carrier = rows[0] ?? (page.offset === 0 ? undefined : await first(user, query));
      return { rows, totalCount: carrier ? Number(carrier.groups) : 0, summary: totalsOf(carrier) };
    },
    toRow: (row, ordinalNum) => {
      const total = Number(row.total);
      const uploaded = Number(row.uploaded);
      return {
        ordinalNum,
        stationId: row.station_id,
        stationName: row.station_name,
        areaName: row.area_name,
        inspectNumber: total,
        qualifiedCount: Number(row.qualified),
        unqualifiedCount: Number(row.unqualified),
        scrapCount: Number(row.scrap),
        reportUploadedCount: uploaded,
        reportRate: total === 0 ? null : uploadRate(uploaded, total),
      };
    },
  };
}

export interface InspectionDeps {
  db: Kysely<DatabaseSchema>;
  repository: InspectionRepository;
  syslog: Syslog;
  now: () => Date;
  today: () => string;
}

const fixedFields = [
  ['appearanceInspection', 'appearance_inspection'],
  ['valveInspection', 'valve_inspection'],
  ['valveSeatInspection', 'valve_seat_inspection'],
  ['weldSeamInspection', 'weld_seam_inspection'],
  ['baseSpaceInspection', 'base_space_inspection'],
  ['waterTestPressure', 'water_test_pressure'],
  ['realVolume', 'real_volume'],
  ['residualDefomationRate', 'residual_defomation_rate'],
  ['tightnessTestPressure', 'tightness_test_pressure'],
  ['realMinThickness', 'real_min_thickness'],
  ['scrapSentencedReason', 'scrap_sentenced_reason'],
  ['processingMethod', 'processing_method'],
  ['realWeight', 'real_weight'],
  ['windingLayerInspection', 'winding_layer_inspection'],
  ['metalInspection', 'metal_inspection'],
  ['threadInspection', 'thread_inspection'],
  ['nondestructiveInspection', 'nondestructive_inspection'],
  ['hydrostaticInspection', 'hydrostatic_inspection'],
  ['bottleValveInspection', 'bottle_valve_inspection'],
  ['airTightnessInspection', 'air_tightness_inspection'],
] as const satisfies readonly (readonly [keyof AddInspectionBody, string])[];

/**
 * Recording an inspection: an institution's user, for a cylinder of a filling station bound to the institution. In
 * one transaction the record, the cylinder's dates or its scrapping, its history and the syslog row.
 */
export class InspectionService {
  constructor(private readonly deps: InspectionDeps) {}

  async add(user: SessionUser, body: AddInspectionBody, ip: string) {
    const institutionId = user.belongToType === BelongToType.Station && !user.isSystemManager ? user.stationId : null;
    if (institutionId === null) throw new HttpError(403, inspectionMessages.notInstitution);
    if (body.inspectionDate > this.deps.today()) throw new HttpError(400, inspectionMessages.dateInFuture);
    const now = this.deps.now().toISOString();

    return this.deps.db.transaction().execute(async (trx) => {
      const { repository } = this.deps;
      const cylinder = await repository.cylinderForUpdate(trx, body.barcode, institutionId);
      // Not archived and not inspectable read alike: the institution learns nothing of other regions' archives.
      if (!cylinder || !cylinder.inspectable) throw notFound(inspectionMessages.notInspectable(body.barcode));
      if (cylinder.status !== CylinderStatus.Normal && cylinder.status !== CylinderStatus.Stopped) {
        const label = cylinderStatusLabels[cylinder.status as CylinderStatusCode] ?? String(cylinder.status);
        throw new HttpError(409, inspectionMessages.notInUse(body.barcode, label));
      }
      if (cylinder.lastInspectionDate !== null && body.inspectionDate < cylinder.lastInspectionDate) {
        throw new HttpError(400, inspectionMessages.dateBeforeLast);
      }
      if (cylinder.category !== CylinderCategory.Vehicle && vehicleInspectionFields.some((field) => body[field])) {
        throw new HttpError(400, inspectionMessages.vehicleOnly);
      }
      if (await repository.reportCodeTaken(trx, body.reportCode)) {
        throw new HttpError(409, inspectionMessages.reportCodeTaken(body.reportCode));
      }
      if (
        body.inspectUserId &&
        !(await repository.ownsPerson(trx, 'inspect_user', body.inspectUserId, institutionId))
      ) {
        throw new HttpError(400, inspectionMessages.inspectorNotFound);
      }
      if (
        body.sendUnitId &&
        !(await repository.ownsPerson(trx, 'inspection_send_unit', body.sendUnitId, institutionId))
      ) {
        throw new HttpError(400, inspectionMessages.sendUnitNotFound);
      }

      // A vehicle cylinder's inspection is a task: audited and approved before it moves the cylinder (0033).
      const isTask = cylinder.category === CylinderCategory.Vehicle;
      if (isTask && (await repository.hasOpenTask(trx, cylinder.id))) {
        throw new HttpError(409, inspectionTaskMessages.openTask(cylinder.barcode));
      }
      const fields = Object.fromEntries(fixedFields.map(([from, to]) => [to, body[from] ?? null])) as Record<
        string,
        string | number | null
      >;
      const id = await repository.insert(trx, {
        cylinderId: cylinder.id,
        stationId: institutionId,
        reportCode: body.reportCode,
        inspectionDate: body.inspectionDate,
        nextInspectionDate: null,
        operationTime: now,
        result: body.result,
        taskStatus: isTask ? InspectionTaskStatus.Checking : InspectionTaskStatus.Complete,
        pending: isTask,
        userId: user.id,
        inspectUserId: body.inspectUserId ?? null,
        sendUnitId: body.sendUnitId ?? null,
        fields,
        items: body.inspectItemsJson && body.inspectItemsJson.length > 0 ? body.inspectItemsJson : null,
      });

      const applied = isTask
        ? null
        : await applyInspection(trx, user, cylinder, {
            recordId: id,
            inspectionDate: body.inspectionDate,
            result: body.result,
            reportCode: body.reportCode,
            now,
          });
      await this.deps.syslog.write(
        {
          at: this.deps.now(),
          event: 'inspectionRecord',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            after: {
              id,
              barcode: cylinder.barcode,
              reportCode: body.reportCode,
              result: inspectionResultLabels[body.result],
              inspectionDate: body.inspectionDate,
              taskStatus: isTask ? InspectionTaskStatus.Checking : InspectionTaskStatus.Complete,
            },
            cylinder: applied ? { id: cylinder.id, before: applied.before, after: applied.after } : { id: cylinder.id },
          },
        },
        trx,
      );
      const nextInspectionDate = applied?.nextInspectionDate ?? null;
      const scrapped = applied?.scrapped ?? false;
      return {
        result: true,
        messeage: !applied
          ? `已录入检验任务（检验中）：气瓶${cylinder.barcode}的检验日期在检验完成并经审核、审批后更新`
          : applied.scrapped
            ? `已保存检验记录，气瓶${cylinder.barcode}已报废并注销登记`
            : `已保存检验记录，下次检验日期${nextInspectionDate}`,
        data: { id, cylinderId: cylinder.id, nextInspectionDate, scrapped },
      };
    });
  }
}

/** What an inspection that takes effect says of the cylinder. */
export interface Verdict {
  recordId: number;
  inspectionDate: string;
  result: number;
  reportCode: string;
  now: string;
}

/**
 * An inspection takes effect on its cylinder (at once outside the vehicle workflow, on approval within it): a pass sets
 * the last and next inspection dates from the rule table (the record keeps the next date), a fail scraps the cylinder
 * and cancels its registration; the archive's history records what moved.
 */
export async function applyInspection(
  trx: Kysely<DatabaseSchema>,
  user: SessionUser,
  cylinder: InspectedCylinder,
  verdict: Verdict,
) {
  const passed = verdict.result === InspectionResult.Qualified;
  let nextInspectionDate: string | null = null;
  let ruleId: number | null = null;
  if (passed) {
    const rule = pickRule(await currentRules(trx, cylinder.category), {
      category: cylinder.category,
      mediumId: cylinder.mediumId,
      typeId: cylinder.typeId,
      standard: cylinder.standard,
      makeDate: cylinder.makeDate ?? verdict.inspectionDate,
    });
    if (!rule) throw new HttpError(409, inspectionRuleMessages.noRule);
    ruleId = rule.id;
    nextInspectionDate = dueDates(rule, {
      makeDate: cylinder.makeDate ?? verdict.inspectionDate,
      lastInspectionDate: verdict.inspectionDate,
    }).nextInspectionDate;
  }
  const before: CylinderFacts = {
    status: cylinder.status,
    lastInspectionDate: cylinder.lastInspectionDate,
    nextInspectionDate: cylinder.nextInspectionDate,
    scrapDate: cylinder.scrapDate,
    isIssued: cylinder.isIssued,
  };
  const after: CylinderFacts = passed
    ? { ...before, lastInspectionDate: verdict.inspectionDate, nextInspectionDate }
    : {
        ...before,
        status: CylinderStatus.Scrapped,
        lastInspectionDate: verdict.inspectionDate,
        scrapDate: verdict.inspectionDate,
        isIssued: false,
      };
  const unitName = await unitNameOf(trx, user);
  await trx
    .updateTable('cylinder')
    .set({
      status: after.status,
      last_inspection_date: after.lastInspectionDate,
      next_inspection_date: after.nextInspectionDate,
      scrap_date: after.scrapDate,
      is_issued: after.isIssued,
      // The archive keeps the rule version that gave its dates (as at registration).
      ...(ruleId !== null ? { date_rule_id: ruleId } : {}),
      last_modify_entity_name: unitName,
      last_modify_user_id: user.id,
      last_modify_time: verdict.now,
    })
    .where('id', '=', cylinder.id)
    .execute();
  await trx
    .updateTable('inspection_record')
    .set({ next_inspection_date: nextInspectionDate })
    .where('id', '=', verdict.recordId)
    .execute();
  await recordHistory(trx, user, unitName, [
    {
      cylinderId: cylinder.id,
      action: passed ? HistoryAction.Edited : HistoryAction.StatusChanged,
      changes: historyChanges(before, after, verdict.reportCode),
      stationId: cylinder.stationId,
      status: after.status,
    },
  ]);
  return { before, after, nextInspectionDate, scrapped: !passed };
}

interface CylinderFacts {
  status: number;
  lastInspectionDate: string | null;
  nextInspectionDate: string | null;
  scrapDate: string | null;
  isIssued: boolean;
}

/** The history's changes: each fact that moved, and the report that moved it. */
function historyChanges(before: CylinderFacts, after: CylinderFacts, reportCode: string) {
  const status = (code: number) => cylinderStatusLabels[code as CylinderStatusCode] ?? String(code);
  const facts: [keyof CylinderFacts, string, (value: never) => string | null][] = [
    ['status', '气瓶状态', status as (value: never) => string],
    ['lastInspectionDate', '上次检验日期', (value: string | null) => value],
    ['nextInspectionDate', '下次检验日期', (value: string | null) => value],
    ['scrapDate', '报废日期', (value: string | null) => value],
    ['isIssued', '使用登记', (value: boolean) => (value ? '已登记' : '已注销')],
  ];
  const changes = facts
    .filter(([field]) => before[field] !== after[field])
    .map(([field, label, show]) => ({
      field,
      label,
      from: show(before[field] as never),
      to: show(after[field] as never),
    }));
  return [...changes, { field: 'reportCode', label: '检验报告编号', from: null, to: reportCode }];
}
