import {
  CylinderCategory,
  CylinderStatus,
  todayInChina,
  type CylinderAccurateQuery,
  type CylinderCountSummary,
  type CylinderFilter,
  type CylinderSortedPageQuery,
  type CylinderListQuery,
  type CylinderListRow,
  type CylinderRow,
  type DepartmentCountRow,
  type StationCountRow,
} from '@gcs/contracts';
import { cylinderSortCodes } from '../../platform/cylinderSorts';
import type { ScopeUser } from '../../platform/dataScope';
import { notFound } from '../../platform/errors';
import { pageCarryingTotal } from '../../platform/paging';
import { pagedByFilter } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import type { ListSource, Page as ListPage } from '../../platform/listRoutes';
import { keysetRows } from '../../platform/xlsxExport';
import type { CylinderRecords } from '../cylinderRecord/cylinderRecord.service';
import { passesAutoAuditSql } from './autoAudit';
import { pendingAudit } from './cylinderAudit.repository';
import { archiveFilterValues, cylinderFilterConditions, type CylinderCondition } from './cylinderFilter';
import { cylinderKeyOf, type CylinderKey, type CylinderSort, type CylindersRepository } from './cylinders.repository';
import {
  calendarDay,
  chinaTime,
  issuedStatusDesc,
  statusTextOf,
  toCylinderDetail,
  toCylinderRow,
  type ListRow,
} from './cylinders.mappers';

interface Page {
  PageIndex: number;
  CountPerPage: number;
}

const offsetOf = (page: Page) => (page.PageIndex - 1) * page.CountPerPage;

/** The advanced filter as one condition. */
const filtered = (filter: CylinderFilter): CylinderCondition => {
  const values = archiveFilterValues(filter);
  return (eb) => eb.and(cylinderFilterConditions(eb, values));
};

/** A group of countByStation and countByDepartment as the repository reads it. */
type StationCountStored = Awaited<ReturnType<ReturnType<CylindersRepository['stationCountRows']>['read']>>[number];
type DepartmentCountStored = Awaited<
  ReturnType<ReturnType<CylindersRepository['departmentCountRows']>['read']>
>[number];

export interface CylindersServiceDeps {
  /** The cylinder's inspections, pictures, fillings and history, read as the public query reads them. */
  records: CylinderRecords;
  today?: () => string;
}

const passedNotIssued: CylinderCondition = (eb) =>
  eb.and([eb('c.audit_result', '=', 1), eb('c.is_issued', '=', false)]);

/** What each audit list adds to the filter. */
const auditConditions: Record<'pending' | 'auto' | 'notIssued', readonly CylinderCondition[]> = {
  pending: [pendingAudit],
  auto: [pendingAudit, passesAutoAuditSql],
  notIssued: [passedNotIssued],
};

/**
 * Archive queries of spec 02 sections 3.2, 3.10, 3.11 and 7.4. Every call reads in the user's data scope (in SQL);
 * a cylinder outside it answers 404 and nothing about it.
 */
export class CylindersService {
  private readonly today: () => string;

  constructor(
    private readonly repository: CylindersRepository,
    private readonly deps: CylindersServiceDeps,
  ) {
    this.today = deps.today ?? (() => todayInChina());
  }

  /**
   * The archive lists, for registerList: the advanced query (liquefied, industrial or vehicle archives by
   * CylinderCategory), or the vehicle list (the same filter, always vehicle cylinders). A page is one statement
   * compiled once per filter shape, its total counted in it (see the repository's `filterPage`); the export reads the
   * same filter, scope and order in keyset batches (`keysetRows`), however many rows there are.
   */
  archiveSource(vehicles: boolean): ListSource<CylinderListQuery, ListRow, CylinderRow> {
    const { repository } = this;
    const filterOf = (query: CylinderListQuery): CylinderFilter =>
      vehicles ? { ...query, CylinderCategory: CylinderCategory.Vehicle } : query;
    const read = (user: SessionUser, query: CylinderListQuery, page: ListPage) =>
      repository.filterPage(user, archiveFilterValues(filterOf(query)), page.offset, page.limit, page.sort);
    return {
      sorts: cylinderSortCodes,
      rowsProveStationScope: true,
      read,
      count: (user, query) => repository.countRows(user, [filtered(filterOf(query))]),
      readPage: (user, query, page) =>
        pageCarryingTotal(
          page.offset,
          () => read(user, query, page),
          () => repository.countRows(user, [filtered(filterOf(query))]),
        ),
      exportRows: (user, query, sort) =>
        keysetRows(
          (after: CylinderKey | null, size) =>
            repository.listRows(user, [filtered(filterOf(query))], { after, limit: size }, sort),
          (row) => cylinderKeyOf(row, sort),
        ),
      toRow: (row, ordinalNum) => toCylinderRow(row, ordinalNum, this.today()),
    };
  }

  /**
   * 气瓶列表 (the vehicle CylinderList): the vehicle archive under the codes spec 02 section 3.12 records for it
   * (rowNumber, fillingStationName, status as text, the stored status as statusCode).
   */
  cylinderListSource(): ListSource<CylinderListQuery, ListRow, CylinderListRow> {
    const archive = this.archiveSource(true);
    return { ...archive, toRow: (row, ordinalNum) => toCylinderListRow(archive.toRow(row, ordinalNum)) };
  }

  /**
   * The audit lists, for registerList: awaiting audit, awaiting audit and meeting the automatic audit rule, and
   * audited as passed without a use registration certificate yet. Their page statement carries its count.
   */
  auditSource(list: 'pending' | 'auto' | 'notIssued'): ListSource<CylinderSortedPageQuery, ListRow, CylinderRow> {
    const { repository } = this;
    const conditions = (query: CylinderFilter) => [filtered(query), ...auditConditions[list]];
    return {
      sorts: cylinderSortCodes,
      read: (user, query, page) => repository.listPage(user, conditions(query), page.offset, page.limit, page.sort),
      count: (user, query) => repository.countRows(user, conditions(query)),
      readPage: (user, query, page) =>
        pageCarryingTotal(
          page.offset,
          () => repository.listPage(user, conditions(query), page.offset, page.limit, page.sort),
          () => repository.countRows(user, conditions(query)),
        ),
      toRow: (row, ordinalNum) => toCylinderRow(row, ordinalNum, this.today()),
    };
  }

  /**
   * A page of the archive's rows under another list's conditions (the inspection forecast's drill-down, which passes
   * its own scope among them), the total of the conditions counted in the same statement: the archive's rows and
   * statement, reached through this service (docs/architecture.md §3).
   */
  listPage(
    user: ScopeUser,
    conditions: readonly CylinderCondition[],
    offset: number,
    limit: number,
    sort?: CylinderSort,
  ) {
    return this.repository.listPage(user, conditions, offset, limit, sort);
  }

  /** The number of archives the conditions match in the user's scope, as `listPage` counts them. */
  countRows(user: ScopeUser, conditions: readonly CylinderCondition[]): Promise<number> {
    return this.repository.countRows(user, conditions);
  }

  /** Exact look-up by barcode or serial number (and maker); optionally only cylinders flagged abnormal. */
  accurateList(user: SessionUser, query: CylinderAccurateQuery, abnormalOnly: boolean) {
    const exact: CylinderCondition = (eb) =>
      eb.and([
        eb('c.status', '<>', CylinderStatus.Deleted),
        ...(query.Barcode !== undefined ? [eb('c.barcode', '=', query.Barcode)] : []),
        ...(query.SerialNumber !== undefined ? [eb('c.serial_number', '=', query.SerialNumber)] : []),
        ...(query.VendorId !== undefined ? [eb('c.vendor_id', '=', query.VendorId)] : []),
      ]);
    const abnormal: CylinderCondition = (eb) =>
      eb.exists(
        eb
          .selectFrom('cylinder_abnormal as a')
          .select('a.id')
          .whereRef('a.cylinder_id', '=', 'c.id')
          .where('a.restored_at', 'is', null),
      );
    const conditions = abnormalOnly ? [exact, abnormal] : [exact];
    return this.page(user, query, conditions);
  }

  /** The page of an archive list with its total. */
  private async page(user: SessionUser, query: Page, conditions: readonly CylinderCondition[]) {
    const offset = offsetOf(query);
    const { rows, totalCount } = await pageCarryingTotal(
      offset,
      () => this.repository.listPage(user, conditions, offset, query.CountPerPage),
      () => this.repository.countRows(user, conditions),
    );
    const today = this.today();
    return ok({ totalCount, list: rows.map((row, index) => toCylinderRow(row, offset + index + 1, today)) });
  }

  /** The filtered cylinders per owning station in scope, largest count first, and their 合计 (DocQueryFillStation). */
  stationCountSource(): ListSource<CylinderListQuery, StationCountStored, StationCountRow, CylinderCountSummary> {
    const { repository } = this;
    return {
      ...pagedByFilter(repository.stationCountRows(), (query: CylinderListQuery) => [filtered(query)]),
      summary: async (user, query) => ({ cylinderCount: await repository.countRows(user, [filtered(query)]) }),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        stationId: row.station_id,
        stationName: row.station_name,
        areaName: row.area_name,
        cylinderCount: Number(row.cylinder_count),
      }),
    };
  }

  /** The filtered vehicle cylinders per using department in scope, largest first, and their 合计 (DocQueryUseStation). */
  departmentCountSource(): ListSource<
    CylinderListQuery,
    DepartmentCountStored,
    DepartmentCountRow,
    CylinderCountSummary
  > {
    const { repository } = this;
    const conditions = (query: CylinderFilter) => [filtered({ ...query, CylinderCategory: CylinderCategory.Vehicle })];
    return {
      ...pagedByFilter(repository.departmentCountRows(), conditions),
      summary: async (user, query) => ({ cylinderCount: await repository.countRows(user, conditions(query)) }),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        departmentName: row.department_name,
        cylinderCount: Number(row.cylinder_count),
      }),
    };
  }

  async baseInfo(user: SessionUser, id: number) {
    const row = await this.repository.findDetail(user, id);
    if (!row) throw cylinderNotFound();
    return ok({ data: toCylinderDetail(row, this.today()) });
  }

  async inspections(user: SessionUser, query: { Id: number } & Page) {
    await this.requireInScope(user, query.Id);
    return ok(await this.deps.records.inspections(query.Id, query));
  }

  async images(user: SessionUser, id: number) {
    await this.requireInScope(user, id);
    return ok(await this.deps.records.images(id));
  }

  async issued(user: SessionUser, id: number) {
    const row = await this.requireInScope(user, id);
    return ok({
      data: {
        isIssued: row.is_issued,
        issuedStatusDesc: issuedStatusDesc(row.is_issued),
        issuedNo: row.issued_no,
        issuedTime: chinaTime(row.issued_time),
        issuingRegulatorName: row.issuing_regulator_name,
      },
    });
  }

  async valve(user: SessionUser, id: number) {
    const row = await this.requireInScope(user, id);
    return ok({
      data: {
        valveVendorName: row.valve_vendor_name,
        valveModel: row.valve_model,
        valveSerialNumber: row.valve_serial_number,
        valveMakeDate: calendarDay(row.valve_make_date),
        isInstalledPressureRetainingValve: row.is_installed_pressure_retaining_valve,
      },
    });
  }

  async history(user: SessionUser, query: { Id: number } & Page) {
    await this.requireInScope(user, query.Id);
    return ok(await this.deps.records.history(query.Id, query));
  }

  async trail(user: SessionUser, query: { Id: number } & Page) {
    await this.requireInScope(user, query.Id);
    return ok(await this.deps.records.trail(query.Id, query));
  }

  async belongTo(user: SessionUser, barcode: string) {
    const row = await this.repository.findByBarcode(user, barcode);
    if (!row) throw notFound('未找到该条码的气瓶');
    return ok({
      data: {
        cylinderId: row.id,
        barcode: row.barcode,
        stationId: row.station_id,
        stationName: row.station_name,
        status: row.status,
        cylinderStatus: statusTextOf(row, this.today()),
      },
    });
  }

  async lastFilling(user: SessionUser, cylinderId: number) {
    await this.requireInScope(user, cylinderId);
    return ok({ data: await this.deps.records.lastFilling(cylinderId) });
  }

  private async requireInScope(user: SessionUser, id: number) {
    const row = await this.repository.findInScope(user, id);
    if (!row) throw cylinderNotFound();
    return row;
  }
}

const cylinderNotFound = () => notFound('气瓶不存在或不在您的管辖范围内');

function ok<T extends object>(payload: T) {
  return { result: true, messeage: '', ...payload };
}

/** An archive row as 气瓶列表 speaks it. */
export function toCylinderListRow({
  ordinalNum,
  stationName,
  status,
  cylinderStatus,
  ...row
}: CylinderRow): CylinderListRow {
  return { ...row, rowNumber: ordinalNum, fillingStationName: stationName, status: cylinderStatus, statusCode: status };
}
