import {
  CylinderStatus,
  cylinderAddBody,
  hostedOwnershipAreaCode,
  importMessages,
  type ImportResponse,
  type ImportRowError,
} from '@gcs/contracts';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { HistoryAction, recordHistory } from '../cylinderRecord/history';
import { checkArchive, type ArchiveValues, type ReferenceBook, type ReferenceKind } from './archiveValues';
import {
  belongTypeNames,
  buildTemplate,
  dayOfCell,
  monthOfCell,
  readSheet,
  type ImportColumnKey,
  type ListKind,
  type SheetRow,
} from './importSheet';
import { isUniqueViolation } from '../../db/pgErrors';
import type { RegistryRepository } from './registry.repository';
import { areaCodeOf, newArchive, registryMessages, type RegistryService } from './registry.service';

/** An uploaded import: the file and the form fields that came with it. */
export interface ImportUpload {
  file: Buffer;
  fileName: string;
  category: number;
  stationId: number | undefined;
}

/** Ownership as a sheet writes it (2 reads 托管 in region 440900, 寄存 elsewhere; both are understood). */
const belongTypes = new Map<string, number>([
  ['自有产权', 0],
  ['自有', 0],
  ['非自有产权', 1],
  ['非自有', 1],
  ['寄存', 2],
  ['托管', 2],
]);

const referenceColumns: readonly [ImportColumnKey, ReferenceKind, string, string][] = [
  ['vendor', 'vendor', 'vendorId', '制造单位'],
  ['type', 'type', 'typeId', '气瓶类型'],
  ['medium', 'medium', 'mediumId', '充装介质'],
  ['spec', 'spec', 'specId', '规格型号'],
  ['vehicleType', 'vehicleType', 'vehicleTypeId', '车辆类型'],
];

const historyChunk = 2_000;

/**
 * Batch registration from a spreadsheet. Every row is checked as a registration would be (required fields, names of
 * makers, types, media, specs, month formats, numbers, barcodes unique in the file and in the archive, a rule for
 * the dates); one wrong row stores nothing, and the answer names each wrong row with its reasons. A valid file is
 * stored in one transaction with bulk inserts.
 */
export class ImportService {
  constructor(
    private readonly repository: RegistryRepository,
    private readonly registry: RegistryService,
    private readonly syslog: Syslog,
    private readonly today: () => string,
    private readonly now: () => Date,
  ) {}

  async template(category: number): Promise<Buffer> {
    const book = await this.repository.referenceBook(this.repository.db, category);
    const hosted = (await areaCodeOf(this.repository.db)) === hostedOwnershipAreaCode;
    const lists: Record<ListKind, readonly string[]> = {
      vendor: book.names('vendor', category),
      type: book.names('type', category),
      medium: book.names('medium', category),
      spec: book.names('spec', category),
      vehicleType: book.names('vehicleType', category),
      belong: hosted ? belongTypeNames.map((name) => (name === '寄存' ? '托管' : name)) : belongTypeNames,
    };
    return buildTemplate(category, lists);
  }

  async importCylinders(user: SessionUser, upload: ImportUpload, ip: string | null): Promise<ImportResponse> {
    const sheet = await readSheet(upload.file, upload.category);
    if (sheet.headerProblems.length > 0) {
      return refused([{ row: 1, barcode: null, reason: `第1行：${sheet.headerProblems.join('；')}` }]);
    }
    if (sheet.rows.length === 0) return { result: false, messeage: importMessages.empty, imported: 0, errors: [] };
    const db = this.repository.db;
    return db.transaction().execute(async (trx) => {
      const station = await this.registry.stationFor(trx, user, upload.stationId);
      const book = await this.repository.referenceBook(trx, upload.category);
      const today = this.today();
      const barcodes = sheet.rows.map((row) => String(row.cells.barcode ?? '').trim()).filter(Boolean);
      const taken = await this.repository.existingBarcodes(trx, barcodes);
      const firstRowOf = new Map<string, number>();
      const errors: ImportRowError[] = [];
      const archives: ArchiveValues[] = [];
      for (const row of sheet.rows) {
        const { archive, problems } = checkRow(row, upload.category, station.id, book, today);
        const barcode = archive?.barcode ?? (String(row.cells.barcode ?? '').trim() || null);
        if (barcode) {
          const first = firstRowOf.get(barcode);
          if (first !== undefined) problems.push(`条码与第${first}行重复`);
          else firstRowOf.set(barcode, row.row);
          if (taken.has(barcode)) problems.push(registryMessages.barcodeTaken(barcode));
        }
        if (problems.length > 0)
          errors.push({ row: row.row, barcode, reason: `第${row.row}行：${problems.join('；')}` });
        else if (archive) archives.push(archive);
      }
      if (errors.length > 0) return refused(errors);

      const recorder = await this.registry.recorder(trx, user);
      const ids = await this.repository.insertArchives(trx, archives, recorder).catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
      if (ids === null) return refused([{ row: 1, barcode: null, reason: '部分条码刚刚被其他用户登记，请重新导入' }]);
      for (let start = 0; start < ids.length; start += historyChunk) {
        await recordHistory(
          trx,
          user,
          recorder.entityName,
          ids.slice(start, start + historyChunk).map((id) => ({
            cylinderId: id,
            action: HistoryAction.Imported,
            stationId: station.id,
            status: CylinderStatus.Normal,
          })),
        );
      }
      await this.syslog.write(
        {
          at: this.now(),
          event: 'import',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            what: 'cylinder',
            count: ids.length,
            category: upload.category,
            stationId: station.id,
            fileName: upload.fileName.slice(0, 128),
          },
        },
        trx,
      );
      return { result: true, messeage: `成功导入${ids.length}条档案`, imported: ids.length, errors: [] };
    });
  }
}

function refused(errors: ImportRowError[]): ImportResponse {
  const rows = new Set(errors.map((error) => error.row)).size;
  return { result: false, messeage: `导入失败：${rows}行有错误`, imported: 0, errors };
}

/** One sheet row as a registration: names resolved, formats read, every check of CylinderAdd applied. */
function checkRow(row: SheetRow, category: number, stationId: number, book: ReferenceBook, today: string) {
  const cells = row.cells;
  const problems: string[] = [];
  const namedWrong = new Set<string>();
  const text = (key: ImportColumnKey) => {
    const value = cells[key];
    return value instanceof Date ? value.toISOString().slice(0, 10) : value;
  };
  const body: Record<string, unknown> = {
    barcode: text('barcode'),
    category,
    serialNumber: text('serialNumber'),
    makeDate: monthOfCell(cells.makeDate),
    lastInspectionDate: monthOfCell(cells.lastInspectionDate),
    nominalWorkingPressure: text('nominalWorkingPressure'),
    volume: text('volume'),
    wallThickness: text('wallThickness'),
    selfCode: text('selfCode'),
    vendorBarcode: text('vendorBarcode'),
    productStandard: text('productStandard'),
    cylinderRemark: text('remark'),
    plateNum: text('plateNum'),
    departmentName: text('departmentName'),
    installEntityName: text('installEntityName'),
    installDate: dayOfCell(cells.installDate),
  };
  for (const [key, kind, field, label] of referenceColumns) {
    const name = text(key);
    if (name === undefined) continue;
    const entry = book.named(kind, name, category);
    if (entry) body[field] = entry.id;
    else {
      namedWrong.add(field);
      problems.push(`${label}“${name}”不存在`);
    }
  }
  const belong = text('belongType');
  if (belong !== undefined) {
    const value = belongTypes.get(belong);
    if (value === undefined) {
      namedWrong.add('belongType');
      problems.push(`产权性质只能是：${belongTypeNames.join('、')}`);
    } else body.belongType = value;
  }
  const parsed = cylinderAddBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!namedWrong.has(field) && !problems.includes(issue.message)) problems.push(issue.message);
    }
    return { archive: undefined, problems };
  }
  const archive = newArchive(parsed.data, stationId, book);
  problems.push(...checkArchive(archive, { book, today }));
  return { archive, problems };
}
