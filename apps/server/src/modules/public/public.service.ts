import { ImageKind, todayInChina, type PublicQueryListQuery } from '@gcs/contracts';
import { notFound } from '../../platform/errors';
import { pageWithTotal } from '../../platform/paging';
import { filterFromQuery, type PublicRepository } from './public.repository';
import { toCylinderImage, toFillingRecord, toInspectionRecord, toPublicDetail, toPublicRow } from './public.mappers';

interface Page {
  PageIndex: number;
  CountPerPage: number;
}

const offsetOf = (page: Page) => (page.PageIndex - 1) * page.CountPerPage;

/** The public archive query: no login, no personal data, only cylinders that exist. */
export class PublicService {
  constructor(
    private readonly repository: PublicRepository,
    private readonly today: () => string = () => todayInChina(),
  ) {}

  async list(query: PublicQueryListQuery) {
    const filter = filterFromQuery(query);
    const offset = offsetOf(query);
    const { rows, totalCount } = await pageWithTotal(
      offset,
      query.CountPerPage,
      () => this.repository.listCylinders(filter, offset, query.CountPerPage),
      () => this.repository.countCylinders(filter),
    );
    const today = this.today();
    return ok({ totalCount, list: rows.map((row, index) => toPublicRow(row, offset + index + 1, today)) });
  }

  async detail(cylinderId: number) {
    const row = await this.repository.findCylinder(cylinderId);
    if (!row) throw notFound('气瓶不存在');
    return ok({ data: toPublicDetail(row, this.today()) });
  }

  async inspections(cylinderId: number, page: Page) {
    await this.requireCylinder(cylinderId);
    const offset = offsetOf(page);
    const { rows, totalCount } = await pageWithTotal(
      offset,
      page.CountPerPage,
      () => this.repository.listInspections(cylinderId, offset, page.CountPerPage),
      () => this.repository.countRecordsOf('inspection_record', cylinderId),
    );
    return ok({ totalCount, list: rows.map(toInspectionRecord) });
  }

  async images(cylinderId: number, kind: ImageKind) {
    await this.requireCylinder(cylinderId);
    const rows = await this.repository.listImages(cylinderId, kind);
    return ok({ totalCount: rows.length, list: rows.map(toCylinderImage) });
  }

  async imageFile(imageId: number) {
    const file = await this.repository.findImageFile(imageId);
    if (!file) throw notFound('图片不存在');
    return file;
  }

  async fillings(query: { CylinderId?: number | undefined; Barcode?: string | undefined } & Page) {
    const cylinderId = query.CylinderId ?? (await this.repository.findCylinderIdByBarcode(query.Barcode ?? ''));
    if (cylinderId === undefined) throw notFound('气瓶不存在');
    await this.requireCylinder(cylinderId);
    const offset = offsetOf(query);
    const { rows, totalCount } = await pageWithTotal(
      offset,
      query.CountPerPage,
      () => this.repository.listFillings(cylinderId, offset, query.CountPerPage),
      () => this.repository.countRecordsOf('filling_record', cylinderId),
    );
    return ok({ totalCount, list: rows.map((row, index) => toFillingRecord(row, offset + index + 1)) });
  }

  private async requireCylinder(cylinderId: number): Promise<void> {
    if (!(await this.repository.cylinderExists(cylinderId))) throw notFound('气瓶不存在');
  }
}

function ok<T extends object>(payload: T) {
  return { result: true, messeage: '', ...payload };
}

export const archiveImageKind = ImageKind.Archive;
export const supplementalImageKind = ImageKind.Supplemental;
