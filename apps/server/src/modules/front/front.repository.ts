import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

export class FrontRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async hostConfig(): Promise<Record<string, unknown> | undefined> {
    const row = await this.db.selectFrom('host_config').where('id', '=', 1).select('config').executeTakeFirst();
    return row?.config;
  }
}
