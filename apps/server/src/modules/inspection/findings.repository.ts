import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';

type Db = Kysely<DatabaseSchema>;

export interface NewFindingsReview {
  inspectionId: number;
  status: number;
  opinion: string | null;
  regulatorId: number | null;
  userId: number;
  userName: string;
  at: string;
}

/** 检验结论审核 (0039): the record a regulator reviews and its one review. */
export class FindingsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * An inspection record whose cylinder's station lies in the reviewer's scope, locked for the review, with its
   * review if it has one (none: 未审核).
   */
  recordInScope(trx: Db, user: ScopeUser, id: number) {
    return trx
      .selectFrom('inspection_record as i')
      .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
      .leftJoin('inspection_finding_review as r', 'r.inspection_id', 'i.id')
      .where('i.id', '=', id)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .select([
        'i.id',
        'i.station_id',
        'i.report_code',
        'i.result',
        'i.approval_result',
        'c.barcode',
        'c.station_id as fill_station_id',
        'r.status as review_status',
        'r.opinion as review_opinion',
      ])
      .forUpdate('i')
      .executeTakeFirst();
  }

  /** Adds the review unless the record has one already (a concurrent review): whether it was added. */
  async insert(trx: Db, review: NewFindingsReview): Promise<boolean> {
    const added = await trx
      .insertInto('inspection_finding_review')
      .values({
        inspection_id: review.inspectionId,
        status: review.status,
        opinion: review.opinion,
        regulator_id: review.regulatorId,
        reviewed_by: review.userId,
        reviewed_by_name: review.userName,
        reviewed_at: review.at,
      })
      .onConflict((conflict) => conflict.column('inspection_id').doNothing())
      .returning('inspection_id')
      .executeTakeFirst();
    return added !== undefined;
  }
}
