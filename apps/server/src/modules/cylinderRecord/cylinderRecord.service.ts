import { pageWithTotal } from '../../platform/paging';
import type { PublicHandles } from '../../platform/publicHandles';
import type { CylinderRecordRepository } from './cylinderRecord.repository';
import {
  toCylinderImage,
  toFillingRecord,
  toHistoryEntry,
  toInspectionRecord,
  toTrailEntry,
} from './cylinderRecord.mappers';

export interface RecordPage {
  PageIndex: number;
  CountPerPage: number;
}

/** One page of rows and the total behind it, each row mapped with its ordinal number. */
async function paged<Row, Out>(
  page: RecordPage,
  read: (offset: number, limit: number) => Promise<Row[]>,
  count: () => Promise<number>,
  map: (row: Row, ordinalNum: number) => Out,
) {
  const offset = (page.PageIndex - 1) * page.CountPerPage;
  const { rows, totalCount } = await pageWithTotal(
    offset,
    page.CountPerPage,
    () => read(offset, page.CountPerPage),
    count,
  );
  return { totalCount, list: rows.map((row, index) => map(row, offset + index + 1)) };
}

/**
 * One cylinder's records as the contract shapes them, paged: what the public query and the archive both show. The
 * caller has already checked that the cylinder is one the user may see.
 */
export class CylinderRecords {
  constructor(
    private readonly repository: CylinderRecordRepository,
    private readonly handles: PublicHandles,
  ) {}

  inspections(cylinderId: number, page: RecordPage) {
    const { repository } = this;
    return paged(
      page,
      (offset, limit) => repository.listInspections(cylinderId, offset, limit),
      () => repository.countOf('inspection_record', cylinderId),
      toInspectionRecord,
    );
  }

  fillings(cylinderId: number, page: RecordPage) {
    const { repository } = this;
    return paged(
      page,
      (offset, limit) => repository.listFillings(cylinderId, offset, limit),
      () => repository.countOf('filling_record', cylinderId),
      toFillingRecord,
    );
  }

  history(cylinderId: number, page: RecordPage) {
    const { repository } = this;
    return paged(
      page,
      (offset, limit) => repository.listHistory(cylinderId, offset, limit),
      () => repository.countOf('cylinder_history', cylinderId),
      toHistoryEntry,
    );
  }

  /** The ownership and status trail. */
  trail(cylinderId: number, page: RecordPage) {
    const { repository } = this;
    return paged(
      page,
      (offset, limit) => repository.listTrail(cylinderId, offset, limit),
      () => repository.countTrail(cylinderId),
      toTrailEntry,
    );
  }

  /** Pictures of one kind, or all of them (archive pictures first), each fetched by the cylinder's handle. */
  async images(cylinderId: number, kind?: number) {
    const rows = await this.repository.listImages(cylinderId, kind);
    const handle = this.handles.issue(cylinderId);
    return { totalCount: rows.length, list: rows.map((row) => toCylinderImage(row, handle)) };
  }

  /** The most recent filling, or null. */
  async lastFilling(cylinderId: number) {
    const [row] = await this.repository.listFillings(cylinderId, 0, 1);
    return row ? toFillingRecord(row, 1) : null;
  }
}
