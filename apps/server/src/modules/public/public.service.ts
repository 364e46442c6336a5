import { ImageKind, messages, todayInChina, type PublicQueryListQuery } from '@gcs/contracts';
import { notFound } from '../../platform/errors';
import { pageWithTotal } from '../../platform/paging';
import type { PublicHandles } from '../../platform/publicHandles';
import { filterFromQuery, type PublicRepository } from './public.repository';
import { toPublicDetail, toPublicFilling, toPublicImage, toPublicInspection, toPublicRow } from './public.mappers';
import type { CylinderRecords } from '../cylinderRecord/cylinderRecord.service';

interface Page {
  PageIndex: number;
  CountPerPage: number;
}

const offsetOf = (page: Page) => (page.PageIndex - 1) * page.CountPerPage;

const linkExpired = () => notFound(messages.publicArchiveLinkExpired);

/**
 * The public archive query: no login, no person's name, only cylinders that exist. Cylinders are named by the handles
 * of the search answer (or by barcode), never by their id (docs/security.md, "The public data rule").
 */
export class PublicService {
  constructor(
    private readonly repository: PublicRepository,
    private readonly records: CylinderRecords,
    private readonly handles: PublicHandles,
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
    const list = rows.map((row, index) => toPublicRow(row, this.handles.issue(row.id), offset + index + 1, today));
    return ok({ totalCount, list });
  }

  async detail(handle: string) {
    const row = await this.repository.findCylinder(this.cylinderOf(handle));
    if (!row) throw linkExpired();
    return ok({ data: toPublicDetail(row, handle, this.today()) });
  }

  async inspections(handle: string, page: Page) {
    const cylinderId = await this.requireCylinder(handle);
    const { totalCount, list } = await this.records.inspections(cylinderId, page);
    return ok({ totalCount, list: list.map(toPublicInspection) });
  }

  async images(handle: string, kind: ImageKind) {
    const cylinderId = await this.requireCylinder(handle);
    const { totalCount, list } = await this.records.images(cylinderId, kind);
    return ok({ totalCount, list: list.map(toPublicImage) });
  }

  /** One picture, served only when it belongs to the cylinder the handle names. */
  async imageFile(handle: string, imageId: number) {
    const file = await this.repository.findImageFile(this.cylinderOf(handle), imageId);
    if (!file) throw notFound('图片不存在');
    return file;
  }

  /** By the handle, or by the barcode printed on the cylinder. */
  async fillings(query: { CylinderId?: string | undefined; Barcode?: string | undefined } & Page) {
    const cylinderId =
      query.CylinderId !== undefined
        ? await this.requireCylinder(query.CylinderId)
        : await this.repository.findCylinderIdByBarcode(query.Barcode ?? '');
    if (cylinderId === undefined) throw notFound('气瓶不存在');
    const { totalCount, list } = await this.records.fillings(cylinderId, query);
    return ok({ totalCount, list: list.map(toPublicFilling) });
  }

  private cylinderOf(handle: string): number {
    const cylinderId = this.handles.open(handle);
    if (cylinderId === undefined) throw linkExpired();
    return cylinderId;
  }

  private async requireCylinder(handle: string): Promise<number> {
    const cylinderId = this.cylinderOf(handle);
    if (!(await this.repository.cylinderExists(cylinderId))) throw linkExpired();
    return cylinderId;
  }
}

function ok<T extends object>(payload: T) {
  return { result: true, messeage: '', ...payload };
}

export const archiveImageKind = ImageKind.Archive;
export const supplementalImageKind = ImageKind.Supplemental;
