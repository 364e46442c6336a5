import { sql, type Kysely, type Transaction } from 'kysely';
import type { ExplanationQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

const pick = (file: NewExplanationFile) => ({ file_id: file.fileId, name: file.name });
export type Trx = Transaction<DatabaseSchema>;

function explanations(db: Db, user: ScopeUser, query: ExplanationQuery) {
  const { Status, RegulatorId, StationId, Barcode, From, To } = query;
  let rows = db
    .selectFrom('filling_explanation as e')
    .innerJoin('station as s', 's.id', 'e.station_id')
    .where((eb) => stationInScope(user, eb.ref('e.station_id')));
  if (Status !== undefined) rows = rows.where('e.status', '=', Status);
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('e.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('e.station_id', '=', StationId);
  if (Barcode !== undefined) rows = rows.where('e.cylinder_barcode', 'like', containing(Barcode));
  if (From !== undefined) rows = rows.where('e.begin_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('e.begin_time', '<', chinaDayAfter(To));
  return rows;
}

function selectExplanations(db: Db, user: ScopeUser, query: ExplanationQuery) {
  return explanations(db, user, query).select([
    'e.id',
    'e.filling_guid',
    'e.station_id',
    's.name as station_name',
    'e.cylinder_barcode',
    'e.begin_time',
    'e.flags',
    'e.explanation',
    'e.status',
    'e.submitted_by_name',
    'e.submitted_at',
    'e.decided_by_name',
    'e.decided_at',
    'e.opinion',
    // The evidence files, in the order given (a page of rows reads them by the primary key).
    sql<ExplanationFileRecord[] | string | null>`(
      SELECT json_agg(json_build_object('no', ef.no, 'name', ef.name, 'mimeType', f.mime_type, 'bytes', f.byte_size)
                      ORDER BY ef.no)
      FROM filling_explanation_file ef JOIN stored_file f ON f.id = ef.file_id
      WHERE ef.explanation_id = e.id
    )`.as('files'),
  ]);
}

export interface ExplanationFileRecord {
  no: number;
  name: string;
  mimeType: string;
  bytes: number | string;
}
export type ExplanationRecord = Awaited<ReturnType<ReturnType<typeof selectExplanations>['execute']>>[number];

export interface NewExplanation {
  guid: string;
  stationId: number;
  barcode: string;
  beginTime: string;
  flags: number;
  explanation: string;
  userId: number;
  userName: string;
  at: string;
}

export interface NewExplanationFile {
  fileId: number;
  name: string;
}

/** Explanations of abnormal fillings and their decisions. */
export class ExplanationsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The station's own flagged record of this guid, if any. */
  flaggedRecord(trx: Trx, stationId: number, guid: string) {
    return trx
      .selectFrom('filling_record')
      .select(['filling_guid', 'station_id', 'cylinder_barcode', 'begin_time', 'flags'])
      .where('filling_guid', '=', guid)
      .where('station_id', '=', stationId)
      .where('flags', '<>', 0)
      .executeTakeFirst();
  }

  /** The explanations of a record not rejected (pending or approved), locked against a second one. */
  standing(trx: Trx, guid: string) {
    return trx
      .selectFrom('filling_explanation')
      .select(['id', 'status'])
      .where('filling_guid', '=', guid)
      .where('status', 'in', [0, 1])
      .forUpdate()
      .execute();
  }

  async insert(trx: Trx, row: NewExplanation): Promise<number> {
    const inserted = await trx
      .insertInto('filling_explanation')
      .values({
        filling_guid: row.guid,
        station_id: row.stationId,
        cylinder_barcode: row.barcode,
        begin_time: row.beginTime,
        flags: row.flags,
        explanation: row.explanation,
        submitted_by: row.userId,
        submitted_by_name: row.userName,
        submitted_at: row.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** Links the stored evidence files to the explanation, numbered in the order given. */
  async insertFiles(trx: Trx, explanationId: number, files: readonly NewExplanationFile[]) {
    if (files.length === 0) return;
    await trx
      .insertInto('filling_explanation_file')
      .values(files.map((file, index) => ({ explanation_id: explanationId, no: index + 1, ...pick(file) })))
      .execute();
  }

  /** One evidence file of an explanation within the user's scope (scope in SQL: another's reads as absent). */
  fileInScope(user: ScopeUser, explanationId: number, no: number) {
    return this.db
      .selectFrom('filling_explanation_file as ef')
      .innerJoin('filling_explanation as e', 'e.id', 'ef.explanation_id')
      .innerJoin('stored_file as f', 'f.id', 'ef.file_id')
      .where('ef.explanation_id', '=', explanationId)
      .where('ef.no', '=', no)
      .where((eb) => stationInScope(user, eb.ref('e.station_id')))
      .select(['ef.name', 'f.mime_type', 'f.content'])
      .executeTakeFirst();
  }

  /** One explanation within the user's scope, locked for the decision. */
  inScope(trx: Trx, user: ScopeUser, id: number) {
    return trx
      .selectFrom('filling_explanation as e')
      .select(['e.id', 'e.filling_guid', 'e.station_id', 'e.cylinder_barcode', 'e.status', 'e.opinion'])
      .where('e.id', '=', id)
      .where((eb) => stationInScope(user, eb.ref('e.station_id')))
      .forUpdate()
      .executeTakeFirst();
  }

  async decide(
    trx: Trx,
    id: number,
    decision: { status: number; opinion: string | null; userId: number; userName: string; at: string },
  ) {
    await trx
      .updateTable('filling_explanation')
      .set({
        status: decision.status,
        opinion: decision.opinion,
        decided_by: decision.userId,
        decided_by_name: decision.userName,
        decided_at: decision.at,
      })
      .where('id', '=', id)
      .where('status', '=', sql<number>`0`)
      .execute();
  }

  rows() {
    return pagedRows(this.db, {
      filtered: (user, query: ExplanationQuery) => explanations(this.db, user, query),
      ordered: (user, query) =>
        selectExplanations(this.db, user, query).orderBy('e.submitted_at', 'desc').orderBy('e.id', 'desc'),
    });
  }
}
