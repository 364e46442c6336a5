import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** Tickets holding exchanged union ids, and the users' bindings. */
export class WechatRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async addTicket(ticket: { tokenHash: string; unionId: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('wechat_ticket')
      .values({ token_hash: ticket.tokenHash, union_id: ticket.unionId, expires_at: ticket.expiresAt.toISOString() })
      .execute();
  }

  /** Uses up a live ticket of this union id; false when there is none (unknown, used, expired or another id). */
  async useTicket(tokenHash: string, unionId: string, now: Date): Promise<boolean> {
    const used = await this.db
      .updateTable('wechat_ticket')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('union_id', '=', unionId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  async pruneTickets(now: Date): Promise<void> {
    await this.db.deleteFrom('wechat_ticket').where('expires_at', '<', now.toISOString()).execute();
  }

  async userIdOfUnionId(unionId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .where('wechat_union_id', '=', unionId)
      .select('id')
      .executeTakeFirst();
    return row?.id;
  }

  async unionIdOfUser(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('app_user')
      .where('id', '=', userId)
      .select('wechat_union_id')
      .executeTakeFirst();
    return row?.wechat_union_id ?? null;
  }

  async setUnionId(userId: number, unionId: string | null): Promise<void> {
    await this.db.updateTable('app_user').set({ wechat_union_id: unionId }).where('id', '=', userId).execute();
  }
}
