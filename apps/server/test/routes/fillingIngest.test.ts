import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceAuthorization, deviceUploadMessages, menusFor, type FillingUploadInput } from '@gcs/contracts';
import { sql } from 'kysely';
import { rawDailyQuery } from '../../src/db/fillingDaily';
import { insertCylinder, insertFixture, insertScale, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const now = new Date('2026-11-26T06:00:00.000Z');
const url = '/api/samr/Device/UploadFillingRecords';
const secret = 'scale-secret-0001-abcdefgh';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let scale: { id: number; guid: string };
let otherScale: { id: number; guid: string; stationId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(
    database,
    { ingest: { uploadsPerMinute: 1000, concurrency: 2, queue: 4 } },
    { now: () => now, today: () => '2026-11-26' },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const addScale = (stationId: number, code: string, key = secret) => insertScale(database.db, stationId, code, key);

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  await insertCylinder(database.db, fixture, { barcode: 'OK0001', audit_result: 1 });
  await insertCylinder(database.db, fixture, {
    barcode: 'OD0001',
    audit_result: 1,
    next_inspection_date: '2026-10-01',
  });
  await insertCylinder(database.db, fixture, { barcode: 'SC0001', audit_result: 1, status: 2 });
  scale = await addScale(fixture.stationId, 'SCALE-01');
  const neighbour = await database.db
    .insertInto('station')
    .values({
      code: 'FS002',
      name: '南浔燃气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330502',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherScale = { ...(await addScale(neighbour.id, 'SCALE-02', `${secret}-2`)), stationId: neighbour.id };
});

let guidCounter = 0;
const nextGuid = () => `00000000-0000-4000-8000-${String((guidCounter += 1)).padStart(12, '0')}`;

/** A sound filling of three minutes (its end follows its begin unless given). */
function record(overrides: Partial<FillingUploadInput> = {}): FillingUploadInput {
  const beginTime = overrides.beginTime ?? '2026-11-26T09:00:00+08:00';
  return {
    fillingGuid: nextGuid(),
    cylinderBarcode: 'OK0001',
    balance: '1',
    cylinderSpec: 'YSP35.5',
    medium: '液化石油气',
    operator: '赵六',
    fillingWeight: 14.5,
    beginWeight: 15.2,
    endWeight: 29.7,
    beginTime,
    endTime: new Date(Date.parse(beginTime) + 180_000).toISOString(),
    ...overrides,
  };
}

const upload = (records: FillingUploadInput[], authorization = deviceAuthorization(scale.guid, secret)) =>
  app.inject({ method: 'POST', url, headers: { authorization }, payload: { records } });

/** The demo city's rule: a cloned label within 45 minutes, continuous refilling within 60. */
const setCityWindows = () =>
  database.db
    .insertInto('filling_rule')
    .values({ area_code: '330500', cloned_label_minutes: 45, continuous_filling_minutes: 60 })
    .execute();

const stored = () =>
  database.db
    .selectFrom('filling_record')
    .select(['filling_guid', 'station_id', 'cylinder_state', 'flags', 'device_id', 'filling_seconds'])
    .orderBy('begin_time')
    .execute();

async function addPreCheck(barcode: string, at: string, stationId = fixture.stationId) {
  await database.db
    .insertInto('filling_check')
    .values({
      kind: 1,
      station_id: stationId,
      cylinder_barcode: barcode,
      check_time: at,
      dispose_method: 1,
      cylinder_id: null,
      medium_id: null,
      operator_name: '赵六',
      items_json: null,
    })
    .execute();
}

describe('UploadFillingRecords (a scale uploads its fillings)', () => {
  it('stores a batch for the scale’s station, flags it on arrival and keeps the scale’s last upload time', async () => {
    await addPreCheck('OK0001', '2026-11-26T00:50:00.000Z');
    const sound = record();
    const overdue = record({ cylinderBarcode: 'OD0001', beginTime: '2026-11-26T10:00:00+08:00', endTime: null });
    const unknown = record({ cylinderBarcode: 'XX0001', fillingWeight: 20, beginTime: '2026-11-26T10:10:00+08:00' });
    const answer = await upload([sound, overdue, unknown]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      result: true,
      messeage: '已保存3条，重复0条',
      data: {
        stored: 3,
        duplicates: 0,
        records: [
          { fillingGuid: sound.fillingGuid, status: 'stored', flags: [] },
          { fillingGuid: overdue.fillingGuid, status: 'stored', flags: ['未做充装前检查', '超期充装'] },
          { fillingGuid: unknown.fillingGuid, status: 'stored', flags: ['未做充装前检查', '无档案充装'] },
        ],
      },
    });
    expect(await stored()).toEqual([
      {
        filling_guid: sound.fillingGuid,
        station_id: fixture.stationId,
        cylinder_state: 0,
        flags: 0,
        device_id: scale.id,
        filling_seconds: 180,
      },
      {
        filling_guid: overdue.fillingGuid,
        station_id: fixture.stationId,
        cylinder_state: 1,
        flags: 8 | 16,
        device_id: scale.id,
        filling_seconds: null,
      },
      {
        filling_guid: unknown.fillingGuid,
        station_id: fixture.stationId,
        cylinder_state: 3,
        flags: 8 | 64,
        device_id: scale.id,
        filling_seconds: 180,
      },
    ]);
    const device = await database.db
      .selectFrom('scale_device')
      .select('last_report_at')
      .where('id', '=', scale.id)
      .executeTakeFirstOrThrow();
    expect(new Date(device.last_report_at ?? 0).toISOString()).toBe(now.toISOString());
  });

  it('stores every field as sent, text with quotes, commas, braces and backslashes included', async () => {
    const full = record({
      balance: '2号"秤",{A}',
      cylinderSpec: 'YSP35.5',
      operator: '王\\五, "NULL" {}',
      fillingWeight: 14.46,
      beginWeight: 15.2,
      endWeight: 29.66,
      residualLiquidWeight: 0.35,
      fillingPressure: 0.82,
      temperature: -3.5,
      plateNumber: '浙F12345',
      operationTime: '2026-11-26T09:03:30+08:00',
    });
    const plain = record({
      balance: null,
      operator: null,
      fillingWeight: null,
      beginTime: '2026-11-26T09:10:00+08:00',
    });
    expect((await upload([full, plain])).statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('filling_record')
      .select([
        'filling_guid',
        'cylinder_barcode',
        'balance',
        'cylinder_spec',
        'operator_name',
        'filling_weight',
        'begin_weight',
        'end_weight',
        'residual_liquid_weight',
        'filling_pressure',
        'temperature',
        'plate_number',
        'begin_time',
        'end_time',
        'operation_time',
      ])
      .orderBy('begin_time')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        begin_time: new Date(row.begin_time).toISOString(),
        end_time: row.end_time && new Date(row.end_time).toISOString(),
        operation_time: row.operation_time && new Date(row.operation_time).toISOString(),
        filling_weight: row.filling_weight === null ? null : Number(row.filling_weight),
        begin_weight: Number(row.begin_weight),
        end_weight: Number(row.end_weight),
        residual_liquid_weight: row.residual_liquid_weight === null ? null : Number(row.residual_liquid_weight),
        filling_pressure: row.filling_pressure === null ? null : Number(row.filling_pressure),
        temperature: row.temperature === null ? null : Number(row.temperature),
      })),
    ).toEqual([
      {
        filling_guid: full.fillingGuid,
        cylinder_barcode: 'OK0001',
        balance: '2号"秤",{A}',
        cylinder_spec: 'YSP35.5',
        operator_name: '王\\五, "NULL" {}',
        filling_weight: 14.46,
        begin_weight: 15.2,
        end_weight: 29.66,
        residual_liquid_weight: 0.35,
        filling_pressure: 0.82,
        temperature: -3.5,
        plate_number: '浙F12345',
        begin_time: '2026-11-26T01:00:00.000Z',
        end_time: '2026-11-26T01:03:00.000Z',
        operation_time: '2026-11-26T01:03:30.000Z',
      },
      {
        filling_guid: plain.fillingGuid,
        cylinder_barcode: 'OK0001',
        balance: null,
        cylinder_spec: 'YSP35.5',
        operator_name: null,
        filling_weight: null,
        begin_weight: 15.2,
        end_weight: 29.7,
        residual_liquid_weight: null,
        filling_pressure: null,
        temperature: null,
        plate_number: null,
        begin_time: '2026-11-26T01:10:00.000Z',
        end_time: '2026-11-26T01:13:00.000Z',
        operation_time: null,
      },
    ]);
  });

  it('stores a retried batch once, and refuses a stored guid with other content (422, reported, nothing stored)', async () => {
    const first = record();
    expect((await upload([first])).json().data.stored).toBe(1);
    const second = record({ beginTime: '2026-11-26T11:00:00+08:00', endTime: null });
    const retry = await upload([
      { ...first, beginTime: '2026-11-26T01:00:00Z', endTime: '2026-11-26T01:03:00.000Z' },
      second,
    ]);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({
      stored: 1,
      duplicates: 1,
      records: [
        { fillingGuid: first.fillingGuid, status: 'duplicate', flags: [] },
        { fillingGuid: second.fillingGuid, status: 'stored' },
      ],
    });
    expect(await stored()).toHaveLength(2);

    const third = record({ beginTime: '2026-11-26T12:00:00+08:00', endTime: null });
    const changed = await upload([third, { ...first, fillingWeight: 13.9 }]);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().messeage).toBe(deviceUploadMessages.conflict([first.fillingGuid]));
    expect(await stored()).toHaveLength(2);
    const reported = await database.db
      .selectFrom('filling_upload_conflict')
      .select(['filling_guid', 'device_id', 'station_id', 'offered'])
      .execute();
    expect(reported).toEqual([
      {
        filling_guid: first.fillingGuid,
        device_id: scale.id,
        station_id: fixture.stationId,
        offered: expect.objectContaining({ fillingWeight: 13.9 }),
      },
    ]);
  });

  it('settles two uploads of one guid at the same time: stored once, the other a duplicate or, with other content, 422', async () => {
    const otherAuthorization = deviceAuthorization(otherScale.guid, `${secret}-2`);
    // Larger batches keep the first upload's transaction open while the second one's registration waits on its guid.
    const filler = () => Array.from({ length: 200 }, (_, index) => record({ cylinderBarcode: `FILL${index}` }));
    const same = record();
    const [a, b] = await Promise.all([upload([...filler(), same]), upload([...filler(), same], otherAuthorization)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const statuses = [a, b].map(
      (answer) =>
        answer.json<{ data: { records: { fillingGuid: string; status: string }[] } }>().data.records.at(-1)?.status,
    );
    expect(statuses.sort()).toEqual(['duplicate', 'stored']);

    const contested = record();
    const [c, d] = await Promise.all([
      upload([...filler(), contested]),
      upload([...filler(), { ...contested, fillingWeight: 9.5 }], otherAuthorization),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 422]);
    const refused = c.statusCode === 422 ? c : d;
    expect(refused.json().messeage).toBe(deviceUploadMessages.conflict([contested.fillingGuid]));
    const rows = await database.db
      .selectFrom('filling_record')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('filling_guid', 'in', [same.fillingGuid, contested.fillingGuid])
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(2);
    expect(await database.db.selectFrom('filling_upload_conflict').select('filling_guid').execute()).toEqual([
      { filling_guid: contested.fillingGuid },
    ]);
  });

  it('flags over-weight, less filled, spec mismatch, scrapped and continuous refilling', async () => {
    const heavy = record({ fillingWeight: 15 });
    const light = record({ fillingWeight: 13.5, cylinderSpec: 'YSP15', beginTime: '2026-11-26T09:30:00+08:00' });
    const scrapped = record({ cylinderBarcode: 'SC0001', beginTime: '2026-11-26T09:40:00+08:00' });
    const answer = await upload([heavy, light, scrapped]);
    expect(answer.json().data.records.map((row: { flags: string[] }) => row.flags)).toEqual([
      ['超重充装', '未做充装前检查'],
      ['欠量充装', '规格不符充装', '未做充装前检查', '连续充装'],
      ['未做充装前检查', '报废气瓶充装'],
    ]);
  });

  it('finds a cloned label: the same barcode at another station within the city’s window, listed as a pair', async () => {
    await setCityWindows();
    const here = record({ beginTime: '2026-11-26T09:00:00+08:00' });
    await upload([here]);
    const there = record({ beginTime: '2026-11-26T09:40:00+08:00' });
    const answer = await upload([there], deviceAuthorization(otherScale.guid, `${secret}-2`));
    expect(answer.json().data.records[0].flags).toContain('疑似克隆标签');
    const farLater = record({ beginTime: '2026-11-26T11:00:00+08:00' });
    expect((await upload([farLater])).json().data.records[0].flags).not.toContain('疑似克隆标签');
    const pairs = await database.db
      .selectFrom('cloned_label')
      .select(['barcode', 'first_guid', 'first_station_id', 'second_guid', 'second_station_id'])
      .execute();
    expect(pairs).toEqual([
      {
        barcode: 'OK0001',
        first_guid: here.fillingGuid,
        first_station_id: fixture.stationId,
        second_guid: there.fillingGuid,
        second_station_id: otherScale.stationId,
      },
    ]);
  });

  it('judges a record that arrives late against the newer latest filling, which stays the latest', async () => {
    await setCityWindows();
    const newer = record({ beginTime: '2026-11-26T10:00:00+08:00' });
    await upload([newer]);
    const late = record({ beginTime: '2026-11-26T09:30:00+08:00' });
    const answer = await upload([late], deviceAuthorization(otherScale.guid, `${secret}-2`));
    expect(answer.json().data.records[0].flags).toContain('疑似克隆标签');
    const latest = await database.db
      .selectFrom('cylinder_last_filling')
      .select(['station_id', 'filling_guid', 'replaced_filling_guid'])
      .where('barcode', '=', 'OK0001')
      .executeTakeFirstOrThrow();
    expect(latest).toEqual({
      station_id: fixture.stationId,
      filling_guid: newer.fillingGuid,
      replaced_filling_guid: null,
    });
    const pair = await database.db.selectFrom('cloned_label').select(['first_guid', 'second_guid']).execute();
    expect(pair).toEqual([{ first_guid: late.fillingGuid, second_guid: newer.fillingGuid }]);
  });

  it('keeps the latest filling it replaced, and settles two stations uploading one barcode at once as one pair', async () => {
    await setCityWindows();
    const first = record({ beginTime: '2026-11-26T08:00:00+08:00' });
    await upload([first]);
    const here = record({ beginTime: '2026-11-26T09:00:00+08:00' });
    const there = record({ beginTime: '2026-11-26T09:10:00+08:00' });
    const answers = await Promise.all([
      upload([here]),
      upload([there], deviceAuthorization(otherScale.guid, `${secret}-2`)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Whichever committed second saw the other: exactly one of the two is flagged, and they form one pair.
    const flagged = answers.filter((answer) => answer.json().data.records[0].flags.includes('疑似克隆标签'));
    expect(flagged).toHaveLength(1);
    const pairs = await database.db.selectFrom('cloned_label').select(['first_guid', 'second_guid']).execute();
    expect(pairs).toEqual([{ first_guid: here.fillingGuid, second_guid: there.fillingGuid }]);
    const latest = await database.db
      .selectFrom('cylinder_last_filling')
      .select(['station_id', 'filling_guid', 'replaced_filling_guid', 'replaced_station_id'])
      .where('barcode', '=', 'OK0001')
      .executeTakeFirstOrThrow();
    expect(latest.station_id).toBe(otherScale.stationId);
    expect(latest.filling_guid).toBe(there.fillingGuid);
    // Replaced by the upload that committed second: the first filling or, if 09:00 came first, that one.
    expect([first.fillingGuid, here.fillingGuid]).toContain(latest.replaced_filling_guid);
  });

  it('keeps the daily rollup equal to the records it summarises, across batches, retries and stations', async () => {
    await addPreCheck('OK0001', '2026-11-25T00:30:00.000Z');
    const batches = [
      [
        record({ beginTime: '2026-11-25T08:40:00+08:00' }),
        record({ cylinderBarcode: 'OD0001', beginTime: '2026-11-25T23:59:00+08:00', fillingWeight: 15.1 }),
        // Two minutes later, and a day later in China.
        record({ cylinderBarcode: 'XX0002', beginTime: '2026-11-26T00:01:00+08:00', fillingWeight: null }),
      ],
      [record({ cylinderBarcode: 'SC0001', beginTime: '2026-10-31T16:30:00Z' })],
    ];
    for (const batch of batches) await upload(batch);
    await upload(batches[0] ?? []);
    await upload(
      [record({ beginTime: '2026-11-26T08:00:00+08:00' })],
      deviceAuthorization(otherScale.guid, `${secret}-2`),
    );
    const kept =
      await sql`select station_id, day::text as day, category, fillings, weight::numeric(14, 2)::text as weight, normal, expired, scrapped, no_archive, over_weight, less_filled, spec_mismatch, no_pre_check, continuous, cloned_label from filling_daily order by 1, 2, 3`.execute(
        database.db,
      );
    const raw =
      await sql`select station_id, day::text as day, category, fillings, weight::numeric(14, 2)::text as weight, normal, expired, scrapped, no_archive, over_weight, less_filled, spec_mismatch, no_pre_check, continuous, cloned_label from (${rawDailyQuery()}) raw order by 1, 2, 3`.execute(
        database.db,
      );
    expect(kept.rows).toEqual(raw.rows);
    expect(kept.rows.map((row) => (row as { day: string }).day)).toEqual([
      '2026-11-01',
      '2026-11-25',
      '2026-11-26',
      '2026-11-26',
    ]);
  });

  it('lets a scale ask the filling interlock for its own station; a refusal names the scale', async () => {
    const ask = (Barcode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/samr/Device/FillingCheck',
        headers: { authorization: deviceAuthorization(scale.guid, secret) },
        payload: { Barcode },
      });
    const sound = await ask('OK0001');
    expect(sound.json().data).toMatchObject({ allowed: true, stationId: fixture.stationId });
    const scrapped = await ask('SC0001');
    expect(scrapped.json().data).toMatchObject({ allowed: false, stationId: fixture.stationId });
    const refusals = await database.db
      .selectFrom('filling_refusal')
      .select(['station_id', 'device_id', 'user_id'])
      .execute();
    expect(refusals).toEqual([{ station_id: fixture.stationId, device_id: scale.id, user_id: null }]);
  });

  it('refuses a missing, wrong or disabled credential, and any user session', async () => {
    const missing = await app.inject({ method: 'POST', url, payload: { records: [record()] } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().messeage).toBe(deviceUploadMessages.noCredential);
    const wrong = await upload([record()], deviceAuthorization(scale.guid, 'not-the-secret-at-all'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().messeage).toBe(deviceUploadMessages.badCredential);
    const user = await upload([record()], bearer(await tokenFor(app, 'admin')).authorization);
    expect(user.statusCode).toBe(403);
    await database.db.updateTable('scale_device').set({ is_valid: false }).where('id', '=', scale.id).execute();
    const disabled = await upload([record()]);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().messeage).toBe(deviceUploadMessages.deviceDisabled);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 with Retry-After to a scale that uploads too often, storing nothing of the refused batch', async () => {
    const strict = await buildTestApp(
      database,
      { ingest: { uploadsPerMinute: 1, concurrency: 1, queue: 0 } },
      { now: () => now, today: () => '2026-11-26' },
    );
    try {
      const send = (records: FillingUploadInput[]) =>
        strict.inject({
          method: 'POST',
          url,
          headers: { authorization: deviceAuthorization(scale.guid, secret) },
          payload: { records },
        });
      expect((await send([record()])).statusCode).toBe(200);
      const refused = await send([record({ beginTime: '2026-11-26T10:00:00+08:00' })]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored()).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('refuses a bad batch whole, naming the problem', async () => {
    const guid = nextGuid();
    const cases: [FillingUploadInput[], string][] = [
      [[], deviceUploadMessages.empty],
      [[record({ fillingGuid: guid }), record({ fillingGuid: guid })], deviceUploadMessages.repeatedGuid(guid)],
      [[record({ beginTime: '2026-11-26T15:00:00+08:00', endTime: null })], deviceUploadMessages.inFuture],
      [[record({ endTime: '2026-11-26T08:00:00+08:00' })], deviceUploadMessages.endBeforeBegin],
      [[record({ fillingGuid: 'not-a-guid' })], '充装记录编号（fillingGuid）应为GUID'],
    ];
    for (const [records, message] of cases) {
      const answer = await upload(records);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().messeage).toContain(message);
    }
    expect(await stored()).toEqual([]);
  });
});

describe('the group summaries count what the scales upload (连续充装, 补气, 活跃气瓶, 第三方充装)', () => {
  const base = '/api/samr/CylinderFilling';
  const today = 'From=2026-11-26&To=2026-11-26';
  const read = async (path: string) =>
    (
      await app.inject({ method: 'GET', url: `${base}/${path}`, headers: bearer(await tokenFor(app, 'huzhou')) })
    ).json();
  const byStation = (body: { list: Record<string, unknown>[] }, stationId: number) =>
    body.list.find((row) => row.stationId === stationId);

  it('groups a top-up after a filling at one station, and counts a filling of that cylinder elsewhere as third-party', async () => {
    const roles = await database.db.selectFrom('role').select('id').execute();
    await database.db
      .insertInto('role_menu')
      .values(
        roles.flatMap((role) =>
          [...menusFor('fillingRecords'), ...menusFor('thirdPartyFillings')].map((code) => ({
            role_id: role.id,
            menu_code: code,
          })),
        ),
      )
      .execute();
    // The second and third fillings follow the first within the continuous window: both are flagged, and the
    // second, under half the preset weight, is a top-up (补气).
    const first = record({ beginTime: '2026-11-26T09:00:00+08:00', fillingWeight: 14.5 });
    const topUp = record({ beginTime: '2026-11-26T09:30:00+08:00', fillingWeight: 3 });
    const refill = record({ beginTime: '2026-11-26T10:00:00+08:00', fillingWeight: 10 });
    const flags = (await upload([first, topUp, refill]))
      .json()
      .data.records.map((row: { flags: string[] }) => row.flags.includes('连续充装'));
    expect(flags).toEqual([false, true, true]);
    const elsewhere = record({ beginTime: '2026-11-26T11:00:00+08:00', fillingWeight: 14 });
    expect((await upload([elsewhere], deviceAuthorization(otherScale.guid, `${secret}-2`))).statusCode).toBe(200);

    const continuous = await read(`QueryContinueFilling?${today}`);
    expect(continuous.list).toEqual([
      expect.objectContaining({ barcode: 'OK0001', stationId: fixture.stationId, fillings: 2, totalWeight: 13 }),
    ]);
    const detail = await read(`QueryContinueFillingDetail?${today}&Barcode=OK0001&StationId=${fixture.stationId}`);
    expect(detail.list.map((row: { fillingGuid: string }) => row.fillingGuid)).toEqual([
      refill.fillingGuid,
      topUp.fillingGuid,
    ]);
    expect((await read(`QueryAppendGasList?${today}`)).list).toEqual([
      expect.objectContaining({ barcode: 'OK0001', fillings: 1, totalWeight: 3 }),
    ]);

    const active = await read(`ActiveCylinderSummarry?${today}`);
    expect(byStation(active, fixture.stationId)).toMatchObject({
      cylinderCount: 1,
      fillingCount: 3,
      totalWeight: 27.5,
    });
    expect(byStation(active, otherScale.stationId)).toMatchObject({
      cylinderCount: 1,
      fillingCount: 1,
      totalWeight: 14,
    });
    expect(active.summary).toEqual({ cylinderCount: 2, fillingCount: 4, totalWeight: 41.5 });
    const appended = await read(`QueryAppendGasSummary?${today}`);
    expect(appended.list).toEqual([
      expect.objectContaining({ stationId: fixture.stationId, cylinderCount: 1, fillingCount: 1, totalWeight: 3 }),
    ]);

    const third = await read(`ThirdFillingWarningSummary?${today}`);
    expect(byStation(third, otherScale.stationId)).toMatchObject({ fillingCount: 1, thirdCount: 1, cylinderCount: 1 });
    expect(byStation(third, fixture.stationId)).toMatchObject({ fillingCount: 3, thirdCount: 0 });
    expect((await read(`ThirdFillingWarning?${today}`)).list).toEqual([
      expect.objectContaining({ fillingGuid: elsewhere.fillingGuid }),
    ]);
  });
});
