import { Accounts } from '../../platform/accounts';

export interface MenuRow {
  code: string;
  path: string;
  title: string;
}

export class AuthRepository extends Accounts {
  /** Valid menus of a role (none when the role is disabled), or every valid menu. */
  async menus(roleOf: { userId: number } | 'all'): Promise<MenuRow[]> {
    let query = this.db.selectFrom('menu as m').where('m.is_valid', '=', true).select(['m.code', 'm.path', 'm.title']);
    if (roleOf !== 'all') {
      query = query.where('m.code', 'in', (eb) =>
        eb
          .selectFrom('role_menu as rm')
          .innerJoin('app_user as u', 'u.role_id', 'rm.role_id')
          .innerJoin('role as r', (join) => join.onRef('r.id', '=', 'rm.role_id').on('r.is_valid', '=', true))
          .where('u.id', '=', roleOf.userId)
          .select('rm.menu_code'),
      );
    }
    return query.orderBy('m.sort').orderBy('m.code').execute();
  }

  /** Stores a new password and ends every open session of the user, in one transaction; returns sessions ended. */
  async changePassword(userId: number, change: { hash: string; salt: string; at: string }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({
          password_hash: change.hash,
          password_salt: change.salt,
          update_password_time: change.at,
          password_weak: false,
        })
        .where('id', '=', userId)
        .execute();
      const ended = await trx
        .updateTable('session')
        .set({ ended_at: change.at, end_reason: 'passwordChanged' })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(ended.numUpdatedRows);
    });
  }
}
