import type { Kysely } from 'kysely';
import {
  blacklistMessages,
  cylinderCategoryLabels,
  cylinderStatusText,
  fileImageUrl,
  formatDateTime,
  formatYearMonth,
  todayInChina,
  type AddBlacklistBody,
  type BlacklistListQuery,
  type BlacklistRow,
  type BlacklistSummaryRow,
  type VcBlacklistRow,
  type BlacklistSummaryQuery,
  type BulkCancelBody,
  type CancelChooseBody,
  type CylinderCategory,
  type CylinderStatus,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { linkableFiles } from '../../platform/fileAccess';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { HistoryAction, recordHistory, unitNameOf } from '../cylinderRecord/history';
import { pagedByFilter } from '../../platform/pagedRows';
import {
  entryRows,
  stationSummaryRows,
  vehicleEntryRows,
  type BlacklistFilter,
  type BlacklistRepository,
  type EntryRecord,
  type StationSummaryRecord,
  type VehicleEntryRecord,
} from './blacklist.repository';
import { assertFilterInScope } from '../../platform/listScope';

type Repo = BlacklistRepository;
type ListRow = EntryRecord;
type VcRow = VehicleEntryRecord;
type SummaryRow = StationSummaryRecord;
type LockedEntry = Awaited<ReturnType<Repo['lockEntries']>>[number];

export interface BlacklistDeps {
  db: Kysely<DatabaseSchema>;
  repository: BlacklistRepository;
  syslog: Syslog;
  today?: () => string;
  now?: () => Date;
}

type FilterQuery = Omit<BlacklistSummaryQuery, 'PageIndex' | 'CountPerPage' | 'isExport' | 'ExportColumns'> & {
  IsCancelled?: boolean | undefined;
};

function filterOf(query: FilterQuery, category?: number): BlacklistFilter {
  return {
    category: category ?? query.CylinderCategory,
    regulatorId: query.RegulatorId,
    stationId: query.StationId,
    barcode: query.Barcode,
    serialNumber: query.SerialNumber,
    vendorId: query.VendorId,
    plateNum: query.PlateNum,
    from: query.From,
    to: query.To,
    cancelled: query.IsCancelled === true,
  };
}

function toRow(row: ListRow, ordinalNum: number) {
  return {
    id: row.id,
    cylinderId: row.cylinder_id,
    ordinalNum,
    stationId: row.station_id,
    areaName: row.area_name,
    stationName: row.station_name,
    vendorName: row.vendor_name,
    serialNumber: row.serial_number,
    makeDate: row.make_date === null ? null : formatYearMonth(row.make_date),
    cylinderBarcode: row.barcode,
    operationName: row.operator_name,
    operationTime: formatDateTime(row.operation_time),
    reason: row.reason,
    isCancelled: row.cancelled_at !== null,
    cancelName: row.cancel_name,
    cancelTime: row.cancelled_at === null ? null : formatDateTime(row.cancelled_at),
    cancelReason: row.cancel_reason,
  };
}

const toVcRow = (row: VcRow, ordinalNum: number) => ({
  ...toRow(row, ordinalNum),
  plateNum: row.plate_num,
  unfiledDays: Math.max(0, Number(row.unfiled_days)),
  totalFillingCount: Number(row.filling_count),
});

const toSummaryRow = (row: SummaryRow, ordinalNum: number) => ({
  ordinalNum,
  stationId: row.station_id,
  areaName: row.area_name,
  stationName: row.station_name,
  blackCount: Number(row.black_count),
});

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/** An evidence picture without a name of its own is named by its place: 证据1.jpg, 证据2.png ... */
const evidenceName = (index: number, mimeType: string) =>
  `证据${index + 1}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;

/**
 * The blacklist (CylinderBlack): lists and summaries of the entries in the caller's scope, blacklisting with a reason
 * and evidence, and taking cylinders off the list. Every change writes the entries, the cylinder's flag, its history
 * and the syslog in one transaction: a batch with one cylinder outside the scope changes nothing.
 */
export class BlacklistService {
  private readonly today: () => string;
  private readonly now: () => Date;

  constructor(private readonly deps: BlacklistDeps) {
    this.today = deps.today ?? (() => todayInChina());
    this.now = deps.now ?? (() => new Date());
  }

  /** The summary by station (vehicles: category 3 whatever the query names), for registerList. */
  summarySource(category?: number): ListSource<BlacklistSummaryQuery, SummaryRow, BlacklistSummaryRow> {
    return {
      ...pagedByFilter(stationSummaryRows(this.deps.db), (query: BlacklistSummaryQuery) => filterOf(query, category)),
      toRow: toSummaryRow,
    };
  }

  /** The entries (or, with IsCancelled, those taken off the list), for registerList. */
  listSource(): ListSource<BlacklistListQuery, ListRow, BlacklistRow> {
    return {
      ...pagedByFilter(entryRows(this.deps.db), (query: BlacklistListQuery) => filterOf(query)),
      toRow,
    };
  }

  /** The vehicle entries (category 3 whatever the query names), with the days since the last filling. */
  vcListSource(): ListSource<BlacklistListQuery, VcRow, VcBlacklistRow> {
    return {
      ...pagedByFilter(vehicleEntryRows(this.deps.db, this.today), (query: BlacklistListQuery) => filterOf(query, 3)),
      toRow: toVcRow,
    };
  }

  async detail(user: SessionUser, id: number) {
    const row = await this.deps.repository.detail(user, id);
    if (!row) throw notFound();
    const evidence = await this.deps.repository.evidence(row.id);
    return ok({
      id: row.id,
      reason: row.reason,
      operationName: row.operator_name,
      operationTime: formatDateTime(row.operation_time),
      isCancelled: row.cancelled_at !== null,
      cancelName: row.cancel_name,
      cancelTime: row.cancelled_at === null ? null : formatDateTime(row.cancelled_at),
      cancelReason: row.cancel_reason,
      cylinder: {
        id: row.cylinder_id,
        barcode: row.barcode,
        category: row.category,
        categoryName: cylinderCategoryLabels[row.category as CylinderCategory] ?? '',
        stationName: row.station_name,
        vendorName: row.vendor_name,
        serialNumber: row.serial_number,
        makeDate: row.make_date === null ? null : formatYearMonth(row.make_date),
        typeName: row.type_name,
        mediumName: row.medium_name,
        spec: row.spec_name,
        lastInspectionDate: row.last_inspection_date === null ? null : formatYearMonth(row.last_inspection_date),
        nextInspectionDate: row.next_inspection_date === null ? null : formatYearMonth(row.next_inspection_date),
        cylinderStatus: cylinderStatusText(
          {
            status: row.status as CylinderStatus,
            nextInspectionDate: row.next_inspection_date,
            scrapDate: row.scrap_date,
          },
          this.today(),
        ),
        plateNum: row.plate_num,
        blackList: row.is_blacklisted,
      },
      evidenceFiles: evidence.map((file) => ({ id: file.file_id, name: file.name, url: fileImageUrl(file.file_id) })),
    });
  }

  /** Blacklists cylinders in the caller's scope with one reason and the same evidence. */
  async add(user: SessionUser, body: AddBlacklistBody, ip: string) {
    const { repository } = this.deps;
    return this.deps.db.transaction().execute(async (trx) => {
      const cylinders = await repository.lockCylinders(trx, user, body.cylinderIds);
      if (cylinders.length !== body.cylinderIds.length) throw notFound();
      const listed = cylinders.find((cylinder) => cylinder.is_blacklisted);
      if (listed) throw new HttpError(400, blacklistMessages.alreadyBlacklisted(listed.barcode));
      const fileIds = body.evidence.map((file) => file.id);
      const files = new Map((await linkableFiles(trx, user, fileIds)).map((file) => [file.id, file.mime_type]));
      const missing = fileIds.find((id) => !files.has(id));
      if (missing !== undefined) throw new HttpError(400, blacklistMessages.unknownEvidence(missing));

      const at = this.now().toISOString();
      const inserted = await repository.insertEntries(
        trx,
        cylinders.map((cylinder) => ({
          cylinder_id: cylinder.id,
          station_id: cylinder.station_id,
          reason: body.reason,
          operator_user_id: user.id,
          operator_name: user.userName,
          operation_time: at,
        })),
      );
      await repository.insertEvidence(
        trx,
        inserted.flatMap((entry) =>
          body.evidence.map((file, index) => ({
            blacklist_id: entry.id,
            file_id: file.id,
            name: file.name ?? evidenceName(index, files.get(file.id) ?? ''),
          })),
        ),
      );
      await repository.setBlacklisted(trx, body.cylinderIds, true);
      await recordHistory(
        trx,
        user,
        await unitNameOf(trx, user),
        cylinders.map((cylinder) => ({
          cylinderId: cylinder.id,
          action: HistoryAction.Blacklisted,
          changes: [
            { field: 'blackList', label: '黑名单', from: '否', to: '是' },
            { field: 'blacklistReason', label: '加入黑名单原因', from: null, to: body.reason },
          ],
          stationId: cylinder.station_id,
          status: cylinder.status,
        })),
      );
      await this.deps.syslog.write(
        {
          at: this.now(),
          event: 'blacklist',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: { cylinderIds: body.cylinderIds, entryIds: inserted.map((entry) => entry.id), reason: body.reason },
        },
        trx,
      );
      return ok({ count: inserted.length, ids: inserted.map((entry) => entry.id) });
    });
  }

  /** Takes the chosen entries off the blacklist: every id must be an active entry in the caller's scope. */
  async cancelChoose(user: SessionUser, body: CancelChooseBody, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.deps.db.transaction().execute(async (trx) => {
      const locked = await this.deps.repository.lockEntries(trx, user, ids);
      if (locked.length !== ids.length) throw notFound();
      const cancelled = locked.find((entry) => entry.cancelled_at !== null);
      if (cancelled) throw new HttpError(400, blacklistMessages.alreadyCancelled(cancelled.barcode));
      return this.cancelEntries(trx, user, locked, body.reason, ip, 'choose');
    });
  }

  /** Takes every active entry the filter finds in the caller's scope off the blacklist. */
  async bulkCancel(user: SessionUser, body: BulkCancelBody, ip: string) {
    await assertFilterInScope(this.deps.db, user, body);
    return this.deps.db.transaction().execute(async (trx) => {
      const locked = await this.deps.repository.lockMatching(trx, user, filterOf(body));
      return this.cancelEntries(trx, user, locked, body.reason, ip, 'bulk');
    });
  }

  private async cancelEntries(
    trx: Kysely<DatabaseSchema>,
    user: SessionUser,
    entries: LockedEntry[],
    reason: string | undefined,
    ip: string,
    mode: 'choose' | 'bulk',
  ) {
    if (entries.length === 0) return ok({ count: 0 });
    const cancelReason = reason === undefined || reason === '' ? null : reason;
    await this.deps.repository.cancel(
      trx,
      entries.map((entry) => entry.id),
      {
        cancelled_at: this.now().toISOString(),
        cancel_user_id: user.id,
        cancel_name: user.userName,
        cancel_reason: cancelReason,
      },
    );
    const cylinderIds = entries.map((entry) => entry.cylinder_id);
    await this.deps.repository.setBlacklisted(trx, cylinderIds, false);
    await recordHistory(
      trx,
      user,
      await unitNameOf(trx, user),
      entries.map((entry) => ({
        cylinderId: entry.cylinder_id,
        action: HistoryAction.BlacklistCancelled,
        changes: [
          { field: 'blackList', label: '黑名单', from: '是', to: '否' },
          ...(cancelReason === null
            ? []
            : [{ field: 'blacklistCancelReason', label: '移出黑名单原因', from: null, to: cancelReason }]),
        ],
        stationId: entry.station_id,
        status: entry.status,
      })),
    );
    await this.deps.syslog.write(
      {
        at: this.now(),
        event: 'blacklistCancel',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { mode, entryIds: entries.map((entry) => entry.id), reason: cancelReason },
      },
      trx,
    );
    return ok({ count: entries.length });
  }
}
