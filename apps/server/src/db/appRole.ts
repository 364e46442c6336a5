import { sql, type Kysely } from 'kysely';
import { ConfigError } from '../config';
import { openDatabase, quoteIdentifier, type Database } from './database';
import type { DatabaseSchema } from './schema';

/** Where the requests' connection goes and as whom (Config['database']). */
export interface RequestDatabaseTarget {
  /** The application's connection (DATABASE_URL); none: the embedded database. */
  url?: string | undefined;
  /** The owner's connection the migrations ran with (DATABASE_OWNER_URL, by default url). */
  ownerUrl?: string | undefined;
  /** The role requests run as (DATABASE_APP_ROLE); none: the connecting login itself. */
  appRole?: string | undefined;
  poolSize: number;
  schema?: string | undefined;
}

export interface RequestDatabase {
  /** The database the application answers requests with. */
  database: Database;
  /**
   * Call once the owner's work (migrations, demo data, menu registry) is done: the embedded database's one
   * connection then assumes the role for good. (A PostgreSQL pool of the role runs as it from its first statement.)
   */
  assumeRole(): Promise<void>;
}

const problem = (text: string) => new ConfigError(`配置有误，服务未启动：\n  DATABASE_APP_ROLE: ${text}`);

/** Fails, naming what to do, unless the connection's login may become the role. */
export async function checkAppRole(db: Kysely<DatabaseSchema>, role: string): Promise<void> {
  const { rows } = await sql<{ login: string; found: boolean; member: boolean | null }>`
    select session_user::text as login, r.oid is not null as found,
      case when r.oid is not null then pg_has_role(session_user, r.oid, 'MEMBER') end as member
    from (select 1) as one left join pg_roles r on r.rolname = ${role}`.execute(db);
  const answer = rows[0];
  if (!answer?.found) {
    throw problem(
      `数据库角色 ${role} 不存在（gcs_app 由迁移 0011 创建，迁移所用账号须有 CREATEROLE，否则请数据库管理员创建并执行迁移 0011、0024 的授权，见 docs/security.md）；` +
        '确需以连接账号本身处理请求时，将 DATABASE_APP_ROLE 设为空字符串',
    );
  }
  if (!answer.member) {
    throw problem(
      `数据库账号 ${answer.login} 不是角色 ${role} 的成员，不能以该角色处理请求（GRANT ${role} TO ${answer.login}）`,
    );
  }
}

async function expectCurrentUser(db: Kysely<DatabaseSchema>, role: string): Promise<void> {
  const { rows } = await sql<{ role: string }>`select current_user::text as role`.execute(db);
  if (rows[0]?.role !== role) throw problem(`切换到数据库角色 ${role} 失败（当前为 ${rows[0]?.role ?? '未知'}）`);
}

/**
 * The connection requests use, given the owner's (already migrated) one. On PostgreSQL: the owner's own pool when
 * the application's URL is the owner's and no role is asked for, otherwise a pool of DATABASE_URL whose every
 * connection assumes the role from its start; the role is checked before the pool is opened. On the embedded
 * database: the owner's one connection, which assumeRole() switches after the owner's work.
 */
export async function openRequestDatabase(owner: Database, target: RequestDatabaseTarget): Promise<RequestDatabase> {
  const role = target.appRole;
  if (owner.kind === 'pglite') {
    if (role) await checkAppRole(owner.db, role);
    return {
      database: owner,
      assumeRole: async () => {
        if (!role) return;
        await sql.raw(`set role ${quoteIdentifier(role)}`).execute(owner.db);
        await expectCurrentUser(owner.db, role);
      },
    };
  }
  const sameLogin = !target.url || target.url === (target.ownerUrl ?? target.url);
  if (!role && sameLogin) return { database: owner, assumeRole: async () => undefined };
  if (role) {
    const probe = sameLogin ? owner : await openDatabase({ url: target.url, poolSize: 1 });
    try {
      await checkAppRole(probe.db, role);
    } finally {
      if (probe !== owner) await probe.close();
    }
  }
  const database = await openDatabase({
    url: target.url ?? target.ownerUrl,
    poolSize: target.poolSize,
    schema: target.schema,
    role,
    createSchema: false,
  });
  if (role) await expectCurrentUser(database.db, role);
  return { database, assumeRole: async () => undefined };
}
