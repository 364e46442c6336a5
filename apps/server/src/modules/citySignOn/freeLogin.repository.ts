import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { PersonalDataCipher } from '../../platform/personalData';
import { openSecret } from '../../platform/sealedSecret';

/** The secrets of enabled sibling platforms, and the signatures of hand-offs already used. */
export class FreeLoginRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly cipher: PersonalDataCipher,
  ) {}

  /** The clear secret of an enabled sibling (stored sealed, docs/security.md). */
  async siblingSecret(id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sibling_platform')
      .where('id', '=', id)
      .where('is_valid', '=', true)
      .select('sign_secret')
      .executeTakeFirst();
    return row && openSecret(this.cipher, row.sign_secret);
  }

  /** Records a signature as used; false when it was used already (a replay). Forgets signatures past expiry. */
  async useSign(sign: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.deleteFrom('sibling_sign_used').where('expires_at', '<', now.toISOString()).execute();
    const inserted = await this.db
      .insertInto('sibling_sign_used')
      .values({ sign, expires_at: expiresAt.toISOString() })
      .onConflict((conflict) => conflict.column('sign').doNothing())
      .returning('sign')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
