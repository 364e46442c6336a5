import { sql, type Kysely } from 'kysely';
import {
  CylinderStatus,
  ImageKind,
  archiveMessages,
  cylinderStatusLabels,
  type CylinderAddBody,
  type CylinderUpdateBody,
} from '@gcs/contracts';
import type { DatabaseSchema, HistoryChange } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { linkableFiles } from '../../platform/fileAccess';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { HistoryAction, recordHistory, unitNameOf, type HistoryEntry } from '../cylinderRecord/history';
import { diffArchive, patchFromBody, referencedIds, sameValue } from './archiveFields';
import {
  checkArchive,
  vehicleColumns,
  type ArchiveColumn,
  type ArchiveValues,
  type ReferenceBook,
} from './archiveValues';
import { isUniqueViolation } from '../../db/pgErrors';
import type { Recorder, RegistryRepository } from './registry.repository';

type Db = Kysely<DatabaseSchema>;

export const registryMessages = {
  stationRequired: archiveMessages.stationRequired,
  stationNotFound: '充装单位不存在或不在管辖范围内',
  cylinderNotFound: '气瓶档案不存在',
  deletedArchive: '已删除的档案不能修改',
  deleteByDelete: '删除档案请使用删除功能',
  imageMissing: '图片不存在或已过期',
  barcodeTaken: (barcode: string) => `气瓶条码已存在：${barcode}`,
} as const;

/** The answer to a refused archive: every problem found, in one Chinese sentence. */
const refuse = (problems: string[]) => new HttpError(400, problems.join('；'));

/** The host configuration's area code (ownership value 2 reads 托管 in 440900). */
export async function areaCodeOf(db: Db): Promise<string> {
  const row = await sql<{ code: string | null }>`select config->>'code' as code from host_config where id = 1`.execute(
    db,
  );
  return row.rows[0]?.code ?? '';
}

/**
 * Registering, editing and deleting archives. Every change and its history rows are written in one transaction;
 * a cylinder outside the caller's scope is not found. Editing the archive data of an audited (or rejected) cylinder
 * sends it back to the audit queue (audit_result 0): the regulator approved the data as it was.
 */
export class RegistryService {
  constructor(
    private readonly repository: RegistryRepository,
    private readonly syslog: Syslog,
    private readonly today: () => string,
    private readonly now: () => Date,
  ) {}

  private get db() {
    return this.repository.db;
  }

  /** The station a user registers for: a station user's own; a regulator or manager must name one in scope. */
  async stationFor(db: Db, user: SessionUser, requested: number | null | undefined) {
    const stationId = requested ?? user.stationId;
    if (stationId === null || stationId === undefined) throw new HttpError(400, registryMessages.stationRequired);
    const station = await this.repository.fillingStationInScope(db, user, stationId);
    if (!station) throw notFound(registryMessages.stationNotFound);
    return station;
  }

  async recorder(db: Db, user: SessionUser): Promise<Recorder> {
    return { userId: user.id, userName: user.userName, entityName: await unitNameOf(db, user) };
  }

  async add(user: SessionUser, body: CylinderAddBody) {
    return this.db.transaction().execute(async (trx) => {
      const station = await this.stationFor(trx, user, body.stationId);
      const category = body.category as number;
      const book = await this.repository.referenceBook(trx, category, body.vendorId ? [body.vendorId] : []);
      const values = newArchive(body, station.id, book);
      const problems = checkArchive(values, { book, today: this.today() });
      if (await this.repository.barcodeExists(trx, values.barcode)) {
        problems.unshift(registryMessages.barcodeTaken(values.barcode));
      }
      if (problems.length > 0) throw refuse(problems);
      const recorder = await this.recorder(trx, user);
      const id = await this.repository.insertArchive(trx, values, recorder).catch((error: unknown) => {
        throw isUniqueViolation(error) ? refuse([registryMessages.barcodeTaken(values.barcode)]) : error;
      });
      await this.linkImages(trx, user, id, ImageKind.Archive, body.archiveImageIds ?? []);
      await this.linkImages(trx, user, id, ImageKind.Supplemental, body.otherImageIds ?? []);
      await recordHistory(trx, user, recorder.entityName, [
        { cylinderId: id, action: HistoryAction.Registered, stationId: station.id, status: values.status },
      ]);
      return { result: true, messeage: '建档成功', data: { id } };
    });
  }

  async update(user: SessionUser, body: CylinderUpdateBody) {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.repository.cylinderInScope(trx, user, body.id);
      if (!current) throw notFound(registryMessages.cylinderNotFound);
      if (current.status === CylinderStatus.Deleted) throw new HttpError(400, registryMessages.deletedArchive);
      if (body.status === CylinderStatus.Deleted) throw new HttpError(400, registryMessages.deleteByDelete);
      const { id: _id, audit_result: auditResult, ...stored } = current;
      const before = stored as ArchiveValues;
      const patch = patchFromBody(body);
      const after: ArchiveValues = { ...before, ...patch };
      // A month sent back unchanged keeps the day stored with it (older archives carry full dates).
      for (const column of Object.keys(patch) as ArchiveColumn[]) {
        if (sameValue(column, before[column], after[column]))
          (after as unknown as Record<string, unknown>)[column] = before[column];
      }
      if (after.station_id === null) throw new HttpError(400, registryMessages.stationRequired);
      if (after.station_id !== before.station_id) await this.stationFor(trx, user, after.station_id);
      const book = await this.repository.referenceBook(trx, after.category, after.vendor_id ? [after.vendor_id] : []);

      // A cylinder that stops being a vehicle cylinder loses the vehicle fields the caller did not set.
      if (after.category !== 3) {
        for (const [column] of vehicleColumns) if (!(column in patch)) after[column] = null;
      }
      if (after.category === 3 && after.vehicle_type_id !== before.vehicle_type_id && after.vehicle_type_id) {
        after.vc_type_name = book.entry('vehicleType', after.vehicle_type_id)?.name ?? after.vc_type_name;
      }
      const changedColumns = () =>
        new Set(
          (Object.keys(after) as ArchiveColumn[]).filter((column) => !sameValue(column, before[column], after[column])),
        );
      const changed = changedColumns();
      if (changed.size === 0 && body.archiveImageIds === undefined && body.otherImageIds === undefined) {
        return { result: true, messeage: '档案没有变化', data: { id: body.id } };
      }
      const problems = checkArchive(after, { book, today: this.today(), changed });
      if (changed.has('barcode') && (await this.repository.barcodeExists(trx, after.barcode, body.id))) {
        problems.unshift(registryMessages.barcodeTaken(after.barcode));
      }
      if (problems.length > 0) throw refuse(problems);

      const names = await this.repository.names(trx, referencedIds(before, after));
      const diff = diffArchive(before, after, { ...names, vehicleType: new Map() }, await areaCodeOf(trx));
      diff.edited.push(...(await this.replaceImages(trx, user, body)));
      // The rule table may have given new dates: store every column that now differs.
      const update: Partial<ArchiveValues> & { audit_result?: number } = {};
      for (const column of changedColumns()) (update as Record<string, unknown>)[column] = after[column];
      const reaudit = auditResult !== 0 && (diff.edited.length > 0 || diff.moved.length > 0);
      if (reaudit) {
        update.audit_result = 0;
        diff.edited.push({
          field: 'auditResult',
          label: '审核状态',
          from: auditResult === 1 ? '已审核' : '审核不通过',
          to: '待审核',
        });
      }
      const recorder = await this.recorder(trx, user);
      await this.repository.updateArchive(trx, body.id, update, recorder).catch((error: unknown) => {
        throw isUniqueViolation(error) ? refuse([registryMessages.barcodeTaken(after.barcode)]) : error;
      });
      const entry = (action: HistoryAction, changes: HistoryChange[]): HistoryEntry => ({
        cylinderId: body.id,
        action,
        changes,
        stationId: after.station_id,
        status: after.status,
      });
      const entries: HistoryEntry[] = [];
      if (diff.edited.length > 0) entries.push(entry(HistoryAction.Edited, diff.edited));
      if (diff.moved.length > 0) entries.push(entry(HistoryAction.Moved, diff.moved));
      if (diff.status.length > 0) entries.push(entry(HistoryAction.StatusChanged, diff.status));
      await recordHistory(trx, user, recorder.entityName, entries);
      return { result: true, messeage: '档案已修改', data: { id: body.id } };
    });
  }

  async delete(user: SessionUser, ids: readonly number[], ip: string | null) {
    const wanted = [...new Set(ids)];
    return this.db.transaction().execute(async (trx) => {
      const found = await this.repository.cylindersInScope(trx, user, wanted);
      if (found.length < wanted.length) throw notFound(registryMessages.cylinderNotFound);
      const deleting = found.filter((row) => row.status !== CylinderStatus.Deleted);
      const recorder = await this.recorder(trx, user);
      await this.repository.markDeleted(
        trx,
        deleting.map((row) => row.id),
        recorder,
      );
      await recordHistory(
        trx,
        user,
        recorder.entityName,
        deleting.map((row) => ({
          cylinderId: row.id,
          action: HistoryAction.Deleted,
          changes: [
            {
              field: 'status',
              label: '气瓶状态',
              from: cylinderStatusLabels[row.status as CylinderStatus] ?? String(row.status),
              to: cylinderStatusLabels[CylinderStatus.Deleted],
            },
          ],
          stationId: row.station_id,
          status: CylinderStatus.Deleted,
        })),
      );
      await this.syslog.write(
        {
          at: this.now(),
          event: 'delete',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            what: 'cylinder',
            count: deleting.length,
            ids: deleting.map((row) => row.id),
            barcodes: deleting.map((row) => row.barcode),
          },
        },
        trx,
      );
      return { result: true, messeage: `已删除${deleting.length}条档案`, data: { deleted: deleting.length } };
    });
  }

  /**
   * Links uploaded pictures to a cylinder; an id that names no picture the user may link (their own upload, or one of
   * a cylinder in scope) refuses the whole change.
   */
  private async linkImages(db: Db, user: SessionUser, cylinderId: number, kind: ImageKind, fileIds: readonly number[]) {
    if (fileIds.length === 0) return;
    const files = await linkableFiles(db, user, fileIds);
    if (files.length < fileIds.length) throw new HttpError(400, registryMessages.imageMissing);
    const mime = new Map(files.map((file) => [file.id, file.mime_type]));
    const label = kind === ImageKind.Archive ? '档案图片' : '补充照片';
    await this.repository.addImages(
      db,
      fileIds.map((fileId, index) => ({
        cylinder_id: cylinderId,
        kind,
        file_id: fileId,
        name: `${label}${index + 1}.${mime.get(fileId) === 'image/png' ? 'png' : 'jpg'}`,
      })),
    );
  }

  /** An edit's picture lists replace the cylinder's pictures of that kind; answers the history entries. */
  private async replaceImages(db: Db, user: SessionUser, body: CylinderUpdateBody): Promise<HistoryChange[]> {
    const changes: HistoryChange[] = [];
    const existing = await this.repository.imagesOf(db, body.id);
    const lists: [ImageKind, readonly number[] | undefined, 'archiveImageIds' | 'otherImageIds', string][] = [
      [ImageKind.Archive, body.archiveImageIds, 'archiveImageIds', '档案图片'],
      [ImageKind.Supplemental, body.otherImageIds, 'otherImageIds', '补充照片'],
    ];
    for (const [kind, fileIds, field, label] of lists) {
      if (fileIds === undefined) continue;
      const mine = existing.filter((image) => image.kind === kind);
      const kept = new Set(mine.map((image) => image.file_id));
      const added = fileIds.filter((id) => !kept.has(id));
      const removed = mine.filter((image) => !fileIds.includes(image.file_id));
      if (added.length === 0 && removed.length === 0) continue;
      await this.repository.removeImages(
        db,
        removed.map((image) => image.id),
      );
      await this.linkImages(db, user, body.id, kind, added);
      changes.push({ field, label, from: `${mine.length}张`, to: `${fileIds.length}张` });
    }
    return changes;
  }
}

/** A new archive from a registration body (checked by checkArchive before it is stored). */
export function newArchive(body: CylinderAddBody, stationId: number, book: ReferenceBook): ArchiveValues {
  const patch = patchFromBody(body);
  const values: ArchiveValues = {
    barcode: body.barcode ?? '',
    category: body.category ?? 1,
    station_id: stationId,
    belong_type: 0,
    vendor_id: null,
    serial_number: null,
    vendor_barcode: null,
    self_code: null,
    register_code: null,
    type_id: null,
    medium_id: null,
    spec_id: null,
    make_date: null,
    last_inspection_date: null,
    next_inspection_date: null,
    scrap_date: null,
    date_rule_id: null,
    nominal_working_pressure: null,
    volume: null,
    wall_thickness: null,
    product_standard: null,
    remark: null,
    proof_material: 0,
    plate_num: null,
    vehicle_type_id: null,
    vc_type_name: null,
    department_name: null,
    install_entity_name: null,
    install_date: null,
    valve_vendor_name: null,
    valve_model: null,
    valve_serial_number: null,
    valve_make_date: null,
    is_installed_pressure_retaining_valve: null,
    status: CylinderStatus.Normal,
  };
  for (const [column, value] of Object.entries(patch) as [ArchiveColumn, unknown][]) {
    if (value !== null && column !== 'station_id') (values as unknown as Record<string, unknown>)[column] = value;
  }
  if (values.vehicle_type_id !== null) {
    values.vc_type_name = book.entry('vehicleType', values.vehicle_type_id)?.name ?? values.vc_type_name;
  }
  return values;
}
