import { ImageKind, todayInChina, type PublicQueryListQuery } from '@gcs/contracts';
import { notFound } from '../../platform/errors';
import { pageWithTotal } from '../../platform/paging';
import { filterFromQuery, type PublicRepository } from './public.repository';
import { toPublicDetail, toPublicRow } from './public.mappers';
import type { CylinderRecords } from '../cylinderRecord/cylinderRecord.service';

interface Page {
  PageIndex: number;
  CountPerPage: number;
}

const offsetOf = (page: Page) => (page.PageIndex - 1) * page.CountPerPage;

/** The public archive query: no login, no personal data, only cylinders that exist. */
export class PublicService {
  constructor(
    private readonly repository: PublicRepository,
    private readonly records: CylinderRecords,
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
    return ok(await this.records.inspections(cylinderId, page));
  }

  async images(cylinderId: number, kind: ImageKind) {
    await this.requireCylinder(cylinderId);
    return ok(await this.records.images(cylinderId, kind));
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
    return ok(await this.records.fillings(cylinderId, query));
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
