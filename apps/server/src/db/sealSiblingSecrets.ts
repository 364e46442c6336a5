import type { Kysely } from 'kysely';
import type { PersonalDataCipher } from '../platform/personalData';
import { sealedSecretPrefix, sealSecret } from '../platform/sealedSecret';
import type { DatabaseSchema } from './schema';

/**
 * Seals every sibling platform's shared secret still stored in clear (the demo data, a row an operator entered), in
 * one transaction; answers how many. Run at start (main.ts), so the database never keeps them plain for long.
 */
export async function sealSiblingSecrets(db: Kysely<DatabaseSchema>, cipher: PersonalDataCipher): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const plain = await trx
      .selectFrom('sibling_platform')
      .where('sign_secret', 'not like', `${sealedSecretPrefix}%`)
      .select(['id', 'sign_secret'])
      .forUpdate()
      .execute();
    for (const row of plain) {
      await trx
        .updateTable('sibling_platform')
        .set({ sign_secret: sealSecret(cipher, row.sign_secret) })
        .where('id', '=', row.id)
        .execute();
    }
    return plain.length;
  });
}
