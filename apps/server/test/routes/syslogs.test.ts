import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syslogEvents } from '@gcs/contracts';
import { sql } from 'kysely';
import { buildTestApp } from '../support/testApp';
import { sheetOf } from '../support/xlsxSheet';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;
const ids: Record<'login' | 'entered' | 'failed' | 'logout', number> = { login: 0, entered: 0, failed: 0, logout: 0 };

beforeAll(async () => {
  world = await openCatalogueWorld();
  // The longest retention, so that the rows of June 2026 outlive the purge of a server started in a later year.
  await world.db.updateTable('parameter').set({ value: '120' }).where('code', '=', 'SyslogRetentionMonths').execute();
  const add = async (values: {
    at: string;
    event: string;
    result: string;
    user_id?: number | null;
    real_user_id?: number | null;
    login_code: string;
    ip: string;
    detail?: string | null;
  }) => Number((await world.db.insertInto('syslog').values(values).returning('id').executeTakeFirstOrThrow()).id);
  ids.login = await add({
    at: '2026-06-10T01:00:00.000Z',
    event: 'login',
    result: 'success',
    user_id: world.userId.superadmin,
    login_code: 'superadmin',
    ip: '10.0.0.1',
  });
  // Written while the super administrator had entered as the station user.
  ids.entered = await add({
    at: '2026-06-12T03:00:00.000Z',
    event: 'unitChange',
    result: 'success',
    user_id: world.userId.station,
    real_user_id: world.userId.superadmin,
    login_code: 'station',
    ip: '10.0.0.2',
    detail: JSON.stringify({ kind: 'station', action: 'update', before: { name: '甲站' }, after: { name: '乙站' } }),
  });
  // 23:30 on 14 June in China.
  ids.failed = await add({
    at: '2026-06-14T15:30:00.000Z',
    event: 'login',
    result: 'failure',
    login_code: 'city',
    ip: '10.0.0.3',
    detail: JSON.stringify({ reason: '密码错误' }),
  });
  // 00:30 on 15 June in China.
  ids.logout = await add({
    at: '2026-06-14T16:30:00.000Z',
    event: 'logout',
    result: 'success',
    user_id: world.userId.city,
    login_code: 'city',
    ip: '10.0.0.3',
  });
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const june = 'From=2026-06-01&To=2026-06-30';
const list = (query: string) => as(world, 'superadmin', getUrl(`/api/samr/Auth/GetSyslogs?${query}`));
const idsOf = (response: { json: () => { list: { id: number }[] } }) => response.json().list.map((row) => row.id);
const eventCode = (event: string) => syslogEvents.indexOf(event as never) + 1;

describe('GetSyslogs', () => {
  it('lists the log newest first with the account, its user, the acting super administrator and the detail', async () => {
    const response = await list(june);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totalCount).toBe(4);
    expect(idsOf(response)).toEqual([ids.logout, ids.failed, ids.entered, ids.login]);
    const entered = response.json().list[2];
    expect(entered).toMatchObject({
      ordinalNum: 3,
      time: '2026-06-12 11:00:00',
      loginCode: 'station',
      userName: '充装站管理员',
      realLoginCode: 'superadmin',
      ip: '10.0.0.2',
      event: 'unitChange',
      eventName: '单位信息变更',
      result: 'success',
      resultName: '成功',
    });
    expect(entered.detail).toBe('对象：station；操作：修改；变更前：{"name":"甲站"}；变更后：{"name":"乙站"}');
    const failed = response.json().list[1];
    expect(failed).toMatchObject({ realLoginCode: null, userName: null, resultName: '失败', detail: '原因：密码错误' });
  });

  it('filters by China days, both inclusive', async () => {
    expect(idsOf(await list('From=2026-06-15&To=2026-06-15'))).toEqual([ids.logout]);
    expect(idsOf(await list('From=2026-06-12&To=2026-06-14'))).toEqual([ids.failed, ids.entered]);
  });

  it('filters by account, event and result', async () => {
    expect(idsOf(await list(`${june}&LoginCode=city`))).toEqual([ids.logout, ids.failed]);
    expect(idsOf(await list(`${june}&Event=${eventCode('login')}`))).toEqual([ids.failed, ids.login]);
    expect(idsOf(await list(`${june}&Result=0`))).toEqual([ids.failed]);
    expect(idsOf(await list(`${june}&LoginCode=city&Event=${eventCode('login')}&Result=1`))).toEqual([]);
  });

  it('pages with the total of the filter', async () => {
    const response = await list(`${june}&CountPerPage=2&PageIndex=2`);
    expect(response.json().totalCount).toBe(4);
    expect(response.json().list.map((row: { id: number; ordinalNum: number }) => [row.id, row.ordinalNum])).toEqual([
      [ids.entered, 3],
      [ids.login, 4],
    ]);
  });

  it('refuses a reversed range, an unknown event and an unknown result with a message naming them', async () => {
    const reversed = await list('From=2026-06-15&To=2026-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().messeage).toContain('日志时间的开始日期不能晚于结束日期');
    const event = await list('Event=999');
    expect(event.statusCode).toBe(400);
    expect(event.json().messeage).toContain('事件只能是');
    const result = await list('Result=2');
    expect(result.statusCode).toBe(400);
    expect(result.json().messeage).toContain('结果只能是');
  });

  it('exports the filtered log as .xlsx, and the export is itself logged', async () => {
    const before = await world.db.selectFrom('syslog').select('id').where('event', '=', 'export').execute();
    const response = await list(`${june}&LoginCode=station&isExport=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('系统日志'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet[0]).toEqual(['序号', '时间', '账号', '用户名', '实际操作人', 'IP地址', '事件', '结果', '详情']);
    expect(sheet.slice(1)).toHaveLength(1);
    expect(sheet[1]?.slice(1, 5)).toEqual(['2026-06-12 11:00:00', 'station', '充装站管理员', 'superadmin']);
    const after = await world.db.selectFrom('syslog').select(['id', 'user_id']).where('event', '=', 'export').execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.user_id).toBe(world.userId.superadmin);
  });

  it('is refused to a user without the system log menu', async () => {
    const response = await as(world, 'city', getUrl(`/api/samr/Auth/GetSyslogs?${june}`));
    expect(response.statusCode).toBe(403);
  });
});

describe('the purge at start-up', () => {
  it('deletes the rows past the retention when a server starts, and logs how many went', async () => {
    const old = await sql<{ id: number }>`
      insert into syslog (at, event, result, login_code)
      values (now() - interval '121 months', 'login', 'success', 'purged')
      returning id`.execute(world.db);
    const oldId = Number(old.rows[0]?.id);
    const other = await buildTestApp(world.database);
    try {
      const left = await world.db.selectFrom('syslog').select('id').where('id', '=', oldId).execute();
      expect(left).toEqual([]);
      const purge = await world.db
        .selectFrom('syslog')
        .select('detail')
        .where('event', '=', 'syslogPurge')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(purge?.detail).toEqual({ count: 1, retentionMonths: 120 });
      expect(idsOf(await list(june))).toEqual([ids.logout, ids.failed, ids.entered, ids.login]);
    } finally {
      await other.close();
    }
  });
});
