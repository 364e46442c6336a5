import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { mayReadFile } from '../../platform/fileAccess';
import type { SessionUser } from '../../platform/session';

export class FilesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Stores a picture once per content: a second upload of the same bytes answers the id of the first (one statement,
   * so two simultaneous uploads of the same picture cannot both insert), and records who uploaded it.
   */
  async store(file: { sha256: string; mimeType: string; content: Uint8Array }, userId: number): Promise<number> {
    return this.db.transaction().execute((trx) => this.storeIn(trx, file, userId));
  }

  /** The same, inside a caller's transaction (a record and its files written together, or neither). */
  async storeIn(
    trx: Transaction<DatabaseSchema>,
    file: { sha256: string; mimeType: string; content: Uint8Array },
    userId: number,
  ): Promise<number> {
    const row = await trx
      .insertInto('stored_file')
      .values({
        sha256: file.sha256,
        mime_type: file.mimeType,
        byte_size: file.content.length,
        content: file.content,
      })
      .onConflict((conflict) => conflict.column('sha256').doUpdateSet((eb) => ({ sha256: eb.ref('excluded.sha256') })))
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await trx
      .insertInto('file_upload')
      .values({ file_id: id, user_id: userId })
      .onConflict((conflict) => conflict.columns(['file_id', 'user_id']).doNothing())
      .execute();
    return id;
  }

  mayRead(user: SessionUser, id: number) {
    return mayReadFile(this.db, user, id);
  }

  fileById(id: number) {
    return this.db
      .selectFrom('stored_file')
      .where('id', '=', id)
      .select(['sha256', 'mime_type', 'content'])
      .executeTakeFirst();
  }
}
