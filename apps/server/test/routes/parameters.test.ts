import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parameterMessages } from '@gcs/contracts';
import { buildTestApp, testConfig } from '../support/testApp';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/Auth';
const admin = (options: Parameters<typeof as>[2]) => as(world, 'superadmin', options);
const list = (query = '') => admin(getUrl(`${base}/GetParameter?CountPerPage=50${query}`));

interface Row {
  id: number;
  code: string;
  name: string;
  value: string;
  description: string | null;
  kind: number;
  minValue: number | null;
  maxValue: number | null;
  isValid: boolean;
  readOnly: boolean;
  builtIn: boolean;
}

async function rowOf(code: string): Promise<Row> {
  const found = (await list(`&Keyword=${code}`)).json().list.find((row: Row) => row.code === code);
  if (!found) throw new Error(`参数 ${code} 不在列表中`);
  return found;
}

/** The update body of a row as the edit form sends it, with some fields changed. */
const edited = (row: Row, change: Partial<Row>) => {
  const { id, code, name, value, description, kind, minValue, maxValue, isValid } = { ...row, ...change };
  return { id, code, name, value, description, kind, minValue, maxValue, isValid };
};

async function parameterLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'login_code', 'detail'])
    .where('event', '=', 'parameterChange')
    .orderBy('id')
    .execute();
}

const retentionMonths = async () =>
  Number((await sql<{ months: number }>`select syslog_retention_months() as months`.execute(world.db)).rows[0]?.months);

describe('GetParameter', () => {
  it('lists the built-in parameters, the deployment settings mirrored read-only', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const byCode = Object.fromEntries(response.json().list.map((row: Row) => [row.code, row]));
    expect(byCode.SyslogRetentionMonths).toMatchObject({
      name: '系统日志保留月数',
      value: '6',
      kind: 1,
      kindName: '数值',
      minValue: 6,
      maxValue: 120,
      isValid: true,
      readOnly: false,
      builtIn: true,
    });
    expect(byCode.PasswordMaxAgeDays).toMatchObject({ value: '180', readOnly: true, builtIn: true });
    expect(byCode.SessionIdleMinutes).toMatchObject({ value: '120', readOnly: true, builtIn: true });
  });

  it('searches by name or code, and pages', async () => {
    const byName = await list(`&Keyword=${encodeURIComponent('保留月数')}`);
    expect(byName.json().list.map((row: Row) => row.code)).toEqual(['SyslogRetentionMonths']);
    const byCode = await list('&Keyword=sessionidle');
    expect(byCode.json().list.map((row: Row) => row.code)).toEqual(['SessionIdleMinutes']);
    const paged = await admin(getUrl(`${base}/GetParameter?CountPerPage=2&PageIndex=2`));
    expect(paged.json().totalCount).toBeGreaterThanOrEqual(3);
    expect(paged.json().list[0].ordinalNum).toBe(3);
  });

  it('is refused to a user without the parameter menu', async () => {
    expect((await as(world, 'city', getUrl(`${base}/GetParameter`))).statusCode).toBe(403);
    const add = await as(
      world,
      'city',
      postJson(`${base}/AddParameter`, { code: 'X', name: 'x', kind: 2, value: 'x' }),
    );
    expect(add.statusCode).toBe(403);
  });
});

describe('UpdateParameter', () => {
  it('changes the retention, which the purge then keeps, with the change in the system log', async () => {
    const row = await rowOf('SyslogRetentionMonths');
    const response = await admin(postJson(`${base}/UpdateParameter`, edited(row, { value: '12' })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'SyslogRetentionMonths', value: '12' });
    expect(await retentionMonths()).toBe(12);
    const log = (await parameterLogs()).at(-1);
    expect(log).toMatchObject({ user_id: world.userId.superadmin, login_code: 'superadmin' });
    expect(log?.detail).toMatchObject({
      action: 'update',
      id: row.id,
      before: { code: 'SyslogRetentionMonths', value: '6' },
      after: { code: 'SyslogRetentionMonths', value: '12' },
    });
    await admin(postJson(`${base}/UpdateParameter`, edited(row, { value: '6' })));
  });

  it('refuses a retention under six months, or not a whole number, and keeps the value', async () => {
    const row = await rowOf('SyslogRetentionMonths');
    const logs = (await parameterLogs()).length;
    const short = await admin(postJson(`${base}/UpdateParameter`, edited(row, { value: '5' })));
    expect(short.statusCode).toBe(400);
    expect(short.json().messeage).toBe(parameterMessages.retentionTooShort);
    const text = await admin(postJson(`${base}/UpdateParameter`, edited(row, { value: '六' })));
    expect(text.statusCode).toBe(400);
    expect(text.json().messeage).toBe(parameterMessages.notWhole('系统日志保留月数'));
    const high = await admin(postJson(`${base}/UpdateParameter`, edited(row, { value: '121' })));
    expect(high.json().messeage).toBe(parameterMessages.aboveMax('系统日志保留月数', 120));
    expect((await rowOf('SyslogRetentionMonths')).value).toBe('6');
    expect((await parameterLogs()).length).toBe(logs);
  });

  it('keeps the code, kind, bounds and validity of a built-in parameter, and a read-only one whole', async () => {
    const row = await rowOf('SyslogRetentionMonths');
    const recoded = await admin(postJson(`${base}/UpdateParameter`, edited(row, { code: 'Retention' })));
    expect(recoded.statusCode).toBe(400);
    expect(recoded.json().messeage).toBe(parameterMessages.builtInShape('系统日志保留月数'));
    const lowered = await admin(postJson(`${base}/UpdateParameter`, edited(row, { minValue: 1 })));
    expect(lowered.json().messeage).toBe(parameterMessages.builtInShape('系统日志保留月数'));
    const disabled = await admin(postJson(`${base}/UpdateParameter`, edited(row, { isValid: false })));
    expect(disabled.json().messeage).toBe(parameterMessages.builtInDisable('系统日志保留月数'));
    const password = await rowOf('PasswordMaxAgeDays');
    const readOnly = await admin(postJson(`${base}/UpdateParameter`, edited(password, { value: '90' })));
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().messeage).toBe(parameterMessages.readOnly('密码有效期（天）'));
  });

  it('answers 404 for a parameter that does not exist', async () => {
    const row = await rowOf('SyslogRetentionMonths');
    const response = await admin(postJson(`${base}/UpdateParameter`, edited(row, { id: 999999 })));
    expect(response.statusCode).toBe(404);
  });
});

describe('AddParameter and DelParameter', () => {
  it('adds a parameter, refuses its code twice, and deletes it after its confirmation, each change logged', async () => {
    const body = { code: 'ServiceHotline', name: '服务热线', kind: 2, value: '0573-12345', description: '页脚显示' };
    const added = await admin(postJson(`${base}/AddParameter`, body));
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    expect(added.json().data).toMatchObject({ ...body, builtIn: false, readOnly: false, isValid: true });
    expect((await parameterLogs()).at(-1)?.detail).toMatchObject({
      action: 'add',
      before: null,
      after: { code: 'ServiceHotline', value: '0573-12345' },
    });

    const twice = await admin(postJson(`${base}/AddParameter`, { ...body, name: '另一个' }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().messeage).toBe(parameterMessages.codeTaken('ServiceHotline'));

    const removed = await admin(postJson(`${base}/DelParameter`, { ids: [id] }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.count).toBe(1);
    expect((await parameterLogs()).at(-1)?.detail).toMatchObject({
      action: 'remove',
      id,
      before: { code: 'ServiceHotline' },
      after: null,
    });
    expect((await list('&Keyword=ServiceHotline')).json().totalCount).toBe(0);
  });

  it('checks a number against its bounds, and refuses bounds on a text or reversed', async () => {
    const number = { code: 'ExportRowLimit', name: '导出行数上限', kind: 1, minValue: 100, maxValue: 50000 };
    const low = await admin(postJson(`${base}/AddParameter`, { ...number, value: '10' }));
    expect(low.statusCode).toBe(400);
    expect(low.json().messeage).toBe(parameterMessages.belowMin('导出行数上限', 100));
    const textBounds = await admin(postJson(`${base}/AddParameter`, { ...number, kind: 2, value: 'a' }));
    expect(textBounds.statusCode).toBe(400);
    expect(textBounds.json().messeage).toContain(parameterMessages.boundsForText);
    const reversed = await admin(postJson(`${base}/AddParameter`, { ...number, minValue: 9, maxValue: 1, value: '5' }));
    expect(reversed.json().messeage).toContain(parameterMessages.boundsOrder);
    const badCode = await admin(postJson(`${base}/AddParameter`, { ...number, code: '导出', value: '500' }));
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().messeage).toContain('参数编码须以字母开头');
    const ok = await admin(postJson(`${base}/AddParameter`, { ...number, value: '500' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses to delete a built-in parameter, naming it', async () => {
    const row = await rowOf('SyslogRetentionMonths');
    const response = await admin(postJson(`${base}/DelParameter`, { ids: [row.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe(parameterMessages.builtInRemove('系统日志保留月数'));
    expect((await rowOf('SyslogRetentionMonths')).id).toBe(row.id);
  });
});

describe('the read-only parameters', () => {
  it('show the configuration of the server that started last', async () => {
    const other = await buildTestApp(world.database, {
      session: { idleMinutes: 30, maxHours: 12, maxPerUser: 1000 },
      password: { ...testConfig().password, maxAgeDays: 90 },
    });
    try {
      expect((await rowOf('SessionIdleMinutes')).value).toBe('30');
      expect((await rowOf('PasswordMaxAgeDays')).value).toBe('90');
    } finally {
      await other.close();
    }
  });
});
