import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { mayReadFile } from './fileAccess';
import type { SessionUser } from './session';

/** The bytes of an upload, their hash and their type. */
export interface StoredContent {
  sha256: string;
  mimeType: string;
  content: Uint8Array;
}

export class StoredFiles {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Stores an uploaded file and records who uploaded it. The same bytes already stored are reused only when the
   * uploader may already read that file (platform/fileAccess.ts); otherwise the upload gets a row and an id of its
   * own, so the answer never reveals that another unit holds the same picture (docs/security.md).
   */
  async store(file: StoredContent, user: SessionUser): Promise<number> {
    return this.db.transaction().execute((trx) => this.storeIn(trx, file, user));
  }

  /** The same, inside a caller's transaction (a record and its files written together, or neither). */
  async storeIn(trx: Transaction<DatabaseSchema>, file: StoredContent, user: SessionUser): Promise<number> {
    const id = (await this.readableCopy(trx, file.sha256, user)) ?? (await this.insertContent(trx, file));
    await trx
      .insertInto('file_upload')
      .values({ file_id: id, user_id: user.id })
      .onConflict((conflict) => conflict.columns(['file_id', 'user_id']).doNothing())
      .execute();
    return id;
  }

  /** The first stored file with these bytes that the user may already read, if any. */
  private async readableCopy(trx: Transaction<DatabaseSchema>, sha256: string, user: SessionUser) {
    const copies = await trx
      .selectFrom('stored_file')
      .where('sha256', '=', sha256)
      .select('id')
      .orderBy('id')
      .execute();
    for (const copy of copies) {
      if (await mayReadFile(trx, user, Number(copy.id))) return Number(copy.id);
    }
    return undefined;
  }

  private async insertContent(trx: Transaction<DatabaseSchema>, file: StoredContent): Promise<number> {
    const row = await trx
      .insertInto('stored_file')
      .values({ sha256: file.sha256, mime_type: file.mimeType, byte_size: file.content.length, content: file.content })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
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
