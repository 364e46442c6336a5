import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  abnormalFillingAuditPage,
  abnormalFillingsPage,
  explanationMessages,
  FillingFlag,
  menuOfPage,
} from '@gcs/contracts';
import { insertFilling, insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T06:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select(['id', 'name']).execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        [
          '001',
          menuOfPage(abnormalFillingsPage.kind, '/GasCylinder/'),
          '006',
          menuOfPage(abnormalFillingAuditPage.kind),
        ].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .execute();
  const neighbourId = await insertFillingStation(database.db, 'FS002', '南浔燃气充装站', '330502');
  const fill = (n: number, flags: number, stationId = fixture.stationId) =>
    insertFilling(database.db, { ...fixture, stationId }, null, {
      filling_guid: guid(n),
      cylinder_barcode: `A000${n}`,
      begin_time: `2026-11-2${n}T02:00:00.000Z`,
      flags,
    });
  await fill(1, FillingFlag.LessFilled | FillingFlag.NoPreCheck);
  await fill(2, FillingFlag.OverWeight);
  await fill(3, 0);
  await fill(4, FillingFlag.OverWeight, neighbourId);
});

const as = async (code: string) => bearer(await tokenFor(app, code));
const explain = async (code: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${base}/AddVCFillingAbnormalAppend`, headers: await as(code), payload });
const decide = async (code: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${base}/AbnormalFillingApprove`, headers: await as(code), payload });
const list = async (code: string, query = '') =>
  app.inject({ method: 'GET', url: `${base}/QueryVCFillingAbnormalAppend${query}`, headers: await as(code) });

describe('AddVCFillingAbnormalAppend (a station explains an abnormal filling)', () => {
  it('takes the station’s explanation of its own flagged record, pending, listed in scope and audited', async () => {
    const answer = await explain('fs001', { FillingGuid: guid(1), Explanation: ' 抽残前称重 ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ result: true, messeage: explanationMessages.added });
    const id = answer.json().data.id as number;

    for (const code of ['fs001', 'huzhou']) {
      expect((await list(code)).json()).toMatchObject({
        totalCount: 1,
        list: [
          {
            id,
            fillingGuid: guid(1),
            stationName: '吴兴燃气充装站',
            cylinderBarcode: 'A0001',
            beginTime: '2026-11-21 10:00:00',
            flagNames: '欠量充装、未做充装前检查',
            explanation: '抽残前称重',
            status: 0,
            statusName: '待审核',
            decided: false,
            submittedBy: 'fs001（吴兴充装站）',
            submittedAt: '2026-11-26 14:00:00',
            decidedBy: null,
            opinion: null,
          },
        ],
      });
    }
    expect((await list('hangzhou')).json()).toMatchObject({ totalCount: 0, list: [] });
    expect((await list('huzhou', '?Status=1')).json().totalCount).toBe(0);
    const log = await database.db
      .selectFrom('syslog')
      .select(['login_code', 'detail'])
      .where('event', '=', 'fillingExplanation')
      .execute();
    expect(log).toEqual([
      {
        login_code: 'fs001',
        detail: expect.objectContaining({ action: 'add', id, before: null }),
      },
    ]);
  });

  it('refuses an unflagged or another station’s record (404), a second pending one (409) and a regulator (403)', async () => {
    expect((await explain('fs001', { FillingGuid: guid(3), Explanation: '正常' })).statusCode).toBe(404);
    const other = await explain('fs001', { FillingGuid: guid(4), Explanation: '不是本站' });
    expect(other.statusCode).toBe(404);
    expect(other.json().messeage).toBe(explanationMessages.recordNotFound(guid(4)));
    expect((await explain('fs001', { FillingGuid: guid(1), Explanation: '第一次' })).statusCode).toBe(200);
    const again = await explain('fs001', { FillingGuid: guid(1), Explanation: '第二次' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messeage).toBe(explanationMessages.alreadyPending);
    const regulator = await explain('huzhou', { FillingGuid: guid(2), Explanation: '代为说明' });
    expect(regulator.statusCode).toBe(403);
    expect(regulator.json().messeage).toBe(explanationMessages.notStationUser);
    const empty = await explain('fs001', { FillingGuid: guid(2), Explanation: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messeage).toContain('请填写补充说明');
  });
});

describe('AbnormalFillingApprove (a regulator decides once)', () => {
  it('approves with an optional opinion, audited, and answers 409 to a second decision', async () => {
    const id = (await explain('fs001', { FillingGuid: guid(1), Explanation: '抽残前称重' })).json().data.id;
    const approved = await decide('huzhou', { Id: id, Result: 1 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ messeage: '审核完成：已通过', data: { id, status: 1 } });
    expect((await list('fs001')).json().list[0]).toMatchObject({
      statusName: '已通过',
      decided: true,
      decidedBy: 'huzhou（湖州市监管员）',
      decidedAt: '2026-11-26 14:00:00',
    });
    const twice = await decide('admin', { Id: id, Result: 2, Opinion: '改为驳回' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messeage).toBe('该补充说明已审核（已通过），不能再次审核');
    const log = await database.db
      .selectFrom('syslog')
      .select('detail')
      .where('event', '=', 'fillingExplanation')
      .where('login_code', '=', 'huzhou')
      .executeTakeFirstOrThrow();
    expect(log.detail).toMatchObject({
      action: 'approve',
      id,
      before: { status: '待审核', opinion: null },
      after: { status: '已通过', opinion: null },
    });
    const explainAgain = await explain('fs001', { FillingGuid: guid(1), Explanation: '再说明' });
    expect(explainAgain.statusCode).toBe(409);
    expect(explainAgain.json().messeage).toBe(explanationMessages.alreadyApproved);
  });

  it('rejects only with an opinion, after which the station may explain again', async () => {
    const id = (await explain('fs001', { FillingGuid: guid(2), Explanation: '秤不准' })).json().data.id;
    const bare = await decide('huzhou', { Id: id, Result: 2 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().messeage).toContain(explanationMessages.opinionRequired);
    const rejected = await decide('huzhou', { Id: id, Result: 2, Opinion: '请补充计量复检报告' });
    expect(rejected.json()).toMatchObject({ messeage: '审核完成：已驳回' });
    expect((await list('huzhou', '?Status=2')).json().list[0]).toMatchObject({ opinion: '请补充计量复检报告' });
    expect((await explain('fs001', { FillingGuid: guid(2), Explanation: '附复检报告' })).statusCode).toBe(200);
  });

  it('refuses another city’s regulator (404, nothing leaked) and a station (403)', async () => {
    const id = (await explain('fs001', { FillingGuid: guid(1), Explanation: '抽残前称重' })).json().data.id;
    const foreign = await decide('hangzhou', { Id: id, Result: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('A0001');
    const station = await decide('fs001', { Id: id, Result: 1 });
    expect(station.statusCode).toBe(403);
    expect(station.json().messeage).toBe(explanationMessages.notRegulator);
    expect((await list('huzhou')).json().list[0].status).toBe(0);
  });
});
