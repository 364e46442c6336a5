import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/db/seed/demoAccounts';
import { seedDemoData } from '../../src/db/seed/index';
import { pngPicture } from '../support/fixtures';
import { bearer } from '../support/identity';
import { buildTestApp, testToday, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
const tokens: Record<string, string> = {};
let ownStationId: number;
let neighbourStationId: number;
let otherDistrictStationId: number;
let lpg: { vendorId: number; typeId: number; mediumId: number; specId: number; ruleId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 60, fillingRecords: 0, imageShare: 0, anchorDate: testToday });
  app = await buildTestApp(database);
  const db = database.db;
  for (const role of ['superadmin', 'city', 'district', 'station'] as const) {
    const user = await db
      .selectFrom('app_user')
      .select('id')
      .where('login_code', '=', demoAccounts[role].loginCode)
      .executeTakeFirstOrThrow();
    tokens[role] = await app.sessions.create(user.id);
  }
  const stationUser = await db
    .selectFrom('app_user')
    .select('station_id')
    .where('login_code', '=', 'station')
    .executeTakeFirstOrThrow();
  ownStationId = stationUser.station_id ?? -1;
  const stations = await db.selectFrom('station').select(['id', 'division_code', 'kind']).orderBy('id').execute();
  const own = stations.find((station) => station.id === ownStationId);
  neighbourStationId =
    stations.find((s) => s.kind === 1 && s.division_code === own?.division_code && s.id !== ownStationId)?.id ?? -1;
  // The district account regulates 330402; the station account's station lies there.
  otherDistrictStationId = stations.find((s) => s.kind === 1 && s.division_code !== '330402')?.id ?? -1;
  const ref = async (table: 'cylinder_type' | 'medium' | 'cylinder_spec', name: string) =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('name', '=', name)
        .where('category', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  const vendor = await db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow();
  const typeId = await ref('cylinder_type', '焊接钢瓶');
  const rule = await db
    .selectFrom('inspection_rule')
    .select('id')
    .where('type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  lpg = {
    vendorId: vendor.id,
    typeId,
    mediumId: await ref('medium', '液化石油气'),
    specId: await ref('cylinder_spec', 'YSP35.5'),
    ruleId: rule.id,
  };
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function call(role: string, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[role] ?? '') } });
  return { status: response.statusCode, body: response.json() };
}
const post = (role: string, url: string, payload: object) => call(role, { method: 'POST', url, payload });
const put = (role: string, url: string, payload: object) => call(role, { method: 'PUT', url, payload });
const get = (role: string, url: string) => call(role, { method: 'GET', url });

const base = '/api/samr/Cylinder';
const registration = (barcode: string, extra: object = {}) => ({
  barcode,
  category: 1,
  vendorId: lpg.vendorId,
  serialNumber: `SN-${barcode}`,
  typeId: lpg.typeId,
  mediumId: lpg.mediumId,
  specId: lpg.specId,
  makeDate: '2024-05',
  nominalWorkingPressure: 2.1,
  volume: 35.5,
  wallThickness: 3,
  ...extra,
});

const cylinderRow = (barcode: string) =>
  database.db.selectFrom('cylinder').selectAll().where('barcode', '=', barcode).executeTakeFirst();
const historyOf = (id: number) =>
  database.db.selectFrom('cylinder_history').selectAll().where('cylinder_id', '=', id).orderBy('id').execute();

/** A picture as if `uploader` had sent it through File/UploadImage (only the uploader may link it). */
async function storedPicture(seed: number, uploader = 'station') {
  const content = pngPicture(4 + seed, 3);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const row = await database.db
    .insertInto('stored_file')
    .values({ sha256, mime_type: 'image/png', byte_size: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('login_code', '=', uploader)
    .executeTakeFirstOrThrow();
  await database.db.insertInto('file_upload').values({ file_id: row.id, user_id: user.id }).execute();
  return row.id;
}

async function register(role: string, barcode: string, extra: object = {}) {
  const answer = await post(role, `${base}/CylinderAdd`, registration(barcode, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

describe('CylinderAdd', () => {
  it('refuses a picture someone else uploaded, and stores nothing', async () => {
    const theirs = await storedPicture(3, 'city');
    const answer = await post(
      'station',
      `${base}/CylinderAdd`,
      registration('REG-THEIRS', { archiveImageIds: [theirs] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toBe('图片不存在或已过期');
    expect(await cylinderRow('REG-THEIRS')).toBeUndefined();
  });

  it('registers a cylinder for the station, with dates from the rule table and the rule version kept', async () => {
    const archive = await storedPicture(1);
    const other = await storedPicture(2);
    const answer = await post(
      'station',
      `${base}/CylinderAdd`,
      registration('REG-0001', { proofMaterial: 5, archiveImageIds: [archive], otherImageIds: [other] }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: true, data: { id: expect.any(Number) } });
    const row = await cylinderRow('REG-0001');
    // 焊接钢瓶 of the demo rules: inspected every 4 years, 15-year design life.
    expect(row).toMatchObject({
      id: answer.body.data.id,
      station_id: ownStationId,
      make_date: '2024-05-01',
      last_inspection_date: null,
      next_inspection_date: '2028-05-01',
      scrap_date: '2039-05-01',
      date_rule_id: lpg.ruleId,
      proof_material: 5,
      status: 0,
      record_man: demoAccounts.station.userName,
      audit_result: 0,
    });
    expect(row?.record_entity_name).toBeTruthy();
    expect(row?.record_user_id).toBeGreaterThan(0);
    const history = await historyOf(answer.body.data.id);
    expect(history.map((entry) => entry.action)).toEqual([1]);
    expect(history[0]).toMatchObject({ operator_name: demoAccounts.station.userName, station_id: ownStationId });
    const images = await database.db
      .selectFrom('cylinder_image')
      .select(['kind', 'file_id'])
      .where('cylinder_id', '=', answer.body.data.id)
      .orderBy('kind')
      .execute();
    expect(images).toEqual([
      { kind: 1, file_id: archive },
      { kind: 2, file_id: other },
    ]);
  });

  it('counts the next inspection from the last inspection when there was one', async () => {
    await register('station', 'REG-0002', { makeDate: '2016-02', lastInspectionDate: '2024-02' });
    expect(await cylinderRow('REG-0002')).toMatchObject({
      last_inspection_date: '2024-02-01',
      next_inspection_date: '2028-02-01',
      scrap_date: '2031-02-01',
    });
  });

  it('refuses a barcode that is already registered, naming it', async () => {
    await register('station', 'REG-DUP');
    const answer = await post('station', `${base}/CylinderAdd`, registration('REG-DUP'));
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toContain('气瓶条码已存在：REG-DUP');
  });

  it('refuses missing fields, vehicle fields on a liquefied-gas cylinder and dates in the future', async () => {
    const missing = await post('station', `${base}/CylinderAdd`, { barcode: 'REG-X1', category: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.messeage).toContain('请填写制造单位');
    const vehicle = await post('station', `${base}/CylinderAdd`, registration('REG-X2', { plateNum: '浙F12345' }));
    expect(vehicle.status).toBe(400);
    expect(vehicle.body.messeage).toContain('仅车用气瓶可以填写：车牌号');
    const future = await post('station', `${base}/CylinderAdd`, registration('REG-X3', { makeDate: '2026-07' }));
    expect(future.body.messeage).toContain('制造年月不能晚于当前月份');
    const order = await post(
      'station',
      `${base}/CylinderAdd`,
      registration('REG-X4', { makeDate: '2020-05', lastInspectionDate: '2019-01' }),
    );
    expect(order.body.messeage).toContain('上次检验日期不能早于制造年月');
    const format = await post('station', `${base}/CylinderAdd`, registration('REG-X5', { makeDate: '2020/13' }));
    expect(format.body.messeage).toContain('制造年月格式应为年-月');
    for (const barcode of ['REG-X1', 'REG-X2', 'REG-X3', 'REG-X4', 'REG-X5']) {
      expect(await cylinderRow(barcode)).toBeUndefined();
    }
  });

  it('refuses pictures that were never uploaded, and stores nothing', async () => {
    const answer = await post('station', `${base}/CylinderAdd`, registration('REG-IMG', { archiveImageIds: [999999] }));
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toBe('图片不存在或已过期');
    expect(await cylinderRow('REG-IMG')).toBeUndefined();
  });

  it('refuses a cylinder no rule covers', async () => {
    const type = await database.db
      .insertInto('cylinder_type')
      .values({ name: '新型试验气瓶', category: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await post('station', `${base}/CylinderAdd`, registration('REG-NORULE', { typeId: type.id }));
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toBe('没有适用的检验规则，请联系管理员配置');
  });

  it('lets a regulator register only for a station it supervises, which it must name', async () => {
    const unnamed = await post('district', `${base}/CylinderAdd`, registration('REG-R1'));
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.messeage).toBe('请选择充装单位');
    const foreign = await post(
      'district',
      `${base}/CylinderAdd`,
      registration('REG-R2', { stationId: otherDistrictStationId }),
    );
    expect(foreign.status).toBe(404);
    expect(await cylinderRow('REG-R2')).toBeUndefined();
    await register('district', 'REG-R3', { stationId: neighbourStationId });
    expect((await cylinderRow('REG-R3'))?.station_id).toBe(neighbourStationId);
  });

  it('does not let a station register for another station', async () => {
    const answer = await post(
      'station',
      `${base}/CylinderAdd`,
      registration('REG-S1', { stationId: neighbourStationId }),
    );
    expect(answer.status).toBe(404);
    expect(await cylinderRow('REG-S1')).toBeUndefined();
  });

  it('keeps the vehicle fields of a vehicle cylinder and names its vehicle type', async () => {
    const db = database.db;
    const vehicleType = await db
      .insertInto('vehicle_type')
      .values({ name: '测试用车型', durable_years: 8, inspection_period_years: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = async (table: 'cylinder_type' | 'medium' | 'cylinder_spec', name: string) =>
      (
        await db
          .selectFrom(table)
          .select('id')
          .where('name', '=', name)
          .where('category', '=', 3)
          .executeTakeFirstOrThrow()
      ).id;
    await register('superadmin', 'REG-VC1', {
      category: 3,
      stationId: ownStationId,
      typeId: await ref('cylinder_type', '缠绕瓶'),
      mediumId: await ref('medium', '压缩天然气'),
      specId: await ref('cylinder_spec', 'CNG-80L'),
      makeDate: '2023-03',
      plateNum: '浙F12345',
      vehicleTypeId: vehicleType.id,
      installDate: '2023-04-02',
      isInstalledPressureRetainingValve: true,
    });
    expect(await cylinderRow('REG-VC1')).toMatchObject({
      plate_num: '浙F12345',
      vc_type_name: '测试用车型',
      install_date: '2023-04-02',
      next_inspection_date: '2026-03-01',
      is_installed_pressure_retaining_valve: true,
    });
  });
});

describe('CylinderUpdate', () => {
  it('writes each changed field to the history with its label, old and new value, and recomputes the dates', async () => {
    const id = await register('station', 'UPD-0001', { cylinderRemark: '旧备注' });
    await database.db.updateTable('cylinder').set({ audit_result: 1 }).where('id', '=', id).execute();
    const answer = await put('station', `${base}/CylinderUpdate`, {
      ...registration('UPD-0001', { cylinderRemark: '新备注' }),
      id,
      serialNumber: 'SN-NEW',
      makeDate: '2022-05',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await cylinderRow('UPD-0001');
    expect(row).toMatchObject({
      serial_number: 'SN-NEW',
      remark: '新备注',
      make_date: '2022-05-01',
      next_inspection_date: '2026-05-01',
      scrap_date: '2037-05-01',
      audit_result: 0,
      last_modify_user_id: expect.any(Number),
    });
    expect(row?.last_modify_time).toBeTruthy();
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual([1, 2]);
    expect(history[1]?.changes).toEqual([
      { field: 'serialNumber', label: '出厂编号', from: 'SN-UPD-0001', to: 'SN-NEW' },
      { field: 'makeDate', label: '制造年月', from: '2024-05', to: '2022-05' },
      { field: 'nextInspectionDate', label: '下次检验日期', from: '2028-05', to: '2026-05' },
      { field: 'scrapDate', label: '报废日期', from: '2039-05', to: '2037-05' },
      { field: 'cylinderRemark', label: '备注', from: '旧备注', to: '新备注' },
      { field: 'auditResult', label: '审核状态', from: '已审核', to: '待审核' },
    ]);
  });

  it('leaves fields it is not sent alone, and answers without a history row when nothing changed', async () => {
    const id = await register('station', 'UPD-0002', { selfCode: 'SELF-1', proofMaterial: 3 });
    const answer = await put('station', `${base}/CylinderUpdate`, { id, selfCode: 'SELF-1', makeDate: '2024-05' });
    expect(answer.body).toMatchObject({ result: true, messeage: '档案没有变化' });
    expect((await historyOf(id)).length).toBe(1);
    const cleared = await put('station', `${base}/CylinderUpdate`, { id, selfCode: null, proofMaterial: '' });
    expect(cleared.status).toBe(200);
    expect(await cylinderRow('UPD-0002')).toMatchObject({
      self_code: null,
      proof_material: 0,
      serial_number: 'SN-UPD-0002',
    });
    const required = await put('station', `${base}/CylinderUpdate`, { id, serialNumber: '' });
    expect(required.status).toBe(400);
    expect(required.body.messeage).toContain('请填写出厂编号');
  });

  it('records a status change of section 4 and refuses other values', async () => {
    const id = await register('station', 'UPD-0003');
    const wrong = await put('station', `${base}/CylinderUpdate`, { id, status: 3 });
    expect(wrong.status).toBe(400);
    const answer = await put('station', `${base}/CylinderUpdate`, { id, status: 7 });
    expect(answer.status).toBe(200);
    expect((await cylinderRow('UPD-0003'))?.status).toBe(7);
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      action: 7,
      status: 7,
      changes: [{ field: 'status', label: '气瓶状态', from: '正常', to: '已停用' }],
    });
  });

  it('moves a cylinder only to a station in the caller scope, recording the move', async () => {
    const id = await register('station', 'UPD-0004');
    const station = await put('station', `${base}/CylinderUpdate`, { id, stationId: neighbourStationId });
    expect(station.status).toBe(404);
    expect((await cylinderRow('UPD-0004'))?.station_id).toBe(ownStationId);
    const foreign = await put('district', `${base}/CylinderUpdate`, { id, stationId: otherDistrictStationId });
    expect(foreign.status).toBe(404);
    const moved = await put('district', `${base}/CylinderUpdate`, { id, stationId: neighbourStationId });
    expect(moved.status).toBe(200);
    expect((await cylinderRow('UPD-0004'))?.station_id).toBe(neighbourStationId);
    const last = (await historyOf(id)).at(-1);
    expect(last).toMatchObject({ action: 10, station_id: neighbourStationId });
    expect(last?.changes[0]?.label).toBe('充装单位');
  });

  it('does not let a station touch another station cylinder by id', async () => {
    const id = await register('district', 'UPD-FOREIGN', { stationId: neighbourStationId });
    const update = await put('station', `${base}/CylinderUpdate`, { id, cylinderRemark: '越权修改' });
    expect(update.status).toBe(404);
    expect(JSON.stringify(update.body)).not.toContain('UPD-FOREIGN');
    const remove = await post('station', `${base}/CylinderDelete`, { ids: [id] });
    expect(remove.status).toBe(404);
    expect(await cylinderRow('UPD-FOREIGN')).toMatchObject({ remark: null, status: 0 });
    expect((await historyOf(id)).length).toBe(1);
  });
});

describe('CylinderDelete', () => {
  it('marks the archives deleted, keeps their history and barcode, and writes the syslog', async () => {
    const first = await register('station', 'DEL-0001');
    const second = await register('station', 'DEL-0002');
    const answer = await post('station', `${base}/CylinderDelete`, { ids: [first, second] });
    expect(answer.body).toMatchObject({ result: true, data: { deleted: 2 } });
    expect(await cylinderRow('DEL-0001')).toMatchObject({ status: 8, is_valid: false });
    expect((await historyOf(first)).map((entry) => entry.action)).toEqual([1, 8]);
    const log = await database.db
      .selectFrom('syslog')
      .select(['event', 'detail'])
      .where('event', '=', 'delete')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.detail).toMatchObject({ what: 'cylinder', count: 2, barcodes: ['DEL-0001', 'DEL-0002'] });
    const again = await post('station', `${base}/CylinderAdd`, registration('DEL-0001'));
    expect(again.body.messeage).toContain('气瓶条码已存在：DEL-0001');
    const edit = await put('station', `${base}/CylinderUpdate`, { id: first, cylinderRemark: 'x' });
    expect(edit.body.messeage).toBe('已删除的档案不能修改');
  });

  it('changes nothing when one of the ids is outside the caller scope', async () => {
    const mine = await register('station', 'DEL-0003');
    const theirs = await register('district', 'DEL-0004', { stationId: neighbourStationId });
    const answer = await post('station', `${base}/CylinderDelete`, { ids: [mine, theirs] });
    expect(answer.status).toBe(404);
    expect((await cylinderRow('DEL-0003'))?.status).toBe(0);
    expect((await cylinderRow('DEL-0004'))?.status).toBe(0);
  });
});

describe('tracing configuration', () => {
  const config = (role: string, query = '') => get(role, `${base}/GetCylinderTracingConfig${query}`);

  it('answers the defaults until a regulator saves its own, which the regulators below and stations follow', async () => {
    const before = await config('city');
    expect(before.body.data).toMatchObject({
      blockOverdueInspection: true,
      blockOverdueScrap: true,
      blockScrapped: true,
      blockBlacklisted: true,
      blockUnaudited: false,
      blockNoArchive: true,
      updatedBy: null,
    });
    const saved = await post('city', `${base}/UpdateCylinderTracingConfig`, { blockUnaudited: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ blockUnaudited: true, updatedBy: demoAccounts.city.userName });
    expect((await config('district')).body.data.blockUnaudited).toBe(true);
    expect((await config('station')).body.data.blockUnaudited).toBe(true);
    await post('district', `${base}/UpdateCylinderTracingConfig`, { blockNoArchive: false });
    expect((await config('station')).body.data).toMatchObject({ blockNoArchive: false, blockUnaudited: true });
    expect((await config('city')).body.data.blockNoArchive).toBe(true);
  });

  it('lets only regulators change it, and a manager must name the regulator', async () => {
    const station = await post('station', `${base}/UpdateCylinderTracingConfig`, { blockScrapped: false });
    expect(station.status).toBe(403);
    expect(station.body.messeage).toBe('仅监管单位可以修改追溯配置');
    const manager = await post('superadmin', `${base}/UpdateCylinderTracingConfig`, { blockScrapped: false });
    expect(manager.status).toBe(400);
    expect(manager.body.messeage).toBe('请选择监管单位');
    const defaults = await config('superadmin');
    expect(defaults.body.data).toMatchObject({ regulatorId: null, blockUnaudited: false, updatedBy: null });
    const cityId = (await config('city')).body.data.regulatorId;
    expect((await config('superadmin', `?RegulatorId=${cityId}`)).body.data.blockUnaudited).toBe(true);
    const district = await post('district', `${base}/UpdateCylinderTracingConfig`, {
      RegulatorId: cityId,
      blockScrapped: false,
    });
    expect(district.status).toBe(404);
  });
});

describe('vendor seal', () => {
  it('answers the seal picture of the cylinder maker, or null', async () => {
    const id = await register('station', 'SEAL-0001');
    const none = await post('station', `${base}/GetCylinderVendorSeal`, { CylinderId: id });
    expect(none.body.data).toMatchObject({ cylinderId: id, vendorId: lpg.vendorId, sealUrl: null });
    const seal = await storedPicture(9);
    await database.db.updateTable('vendor').set({ seal_file_id: seal }).where('id', '=', lpg.vendorId).execute();
    const answer = await post('station', `${base}/GetCylinderVendorSeal`, { CylinderId: id });
    expect(answer.body.data.sealUrl).toBe(`/api/samr/File/Image?Id=${seal}`);
    expect(answer.body.data.vendorName).toBeTruthy();
    const foreign = await register('district', 'SEAL-0002', { stationId: neighbourStationId });
    expect((await post('station', `${base}/GetCylinderVendorSeal`, { CylinderId: foreign })).status).toBe(404);
  });
});

describe('repeat rules', () => {
  it('needs at least two known fields', async () => {
    const one = await post('city', `${base}/AddRepeatRule`, { name: '单字段', category: 1, fields: ['serialNumber'] });
    expect(one.status).toBe(400);
    expect(one.body.messeage).toContain('重复规则至少选择两个字段');
    const unknown = await post('city', `${base}/AddRepeatRule`, { name: '未知', category: 1, fields: ['a', 'b'] });
    expect(unknown.body.messeage).toContain('重复规则字段只能是');
    const station = await post('station', `${base}/AddRepeatRule`, {
      name: '站点规则',
      category: 1,
      fields: ['vendorId', 'serialNumber'],
    });
    expect(station.status).toBe(403);
  });

  it('finds the groups of archives in scope that share the rule fields, and is edited and deleted', async () => {
    const added = await post('city', `${base}/AddRepeatRule`, {
      name: '制造单位+出厂编号',
      category: 1,
      fields: ['serialNumber', 'vendorId'],
    });
    expect(added.status).toBe(200);
    const ruleId = added.body.data.id;
    const list = await get('city', `${base}/RepeatRuleList?CylinderCategory=1`);
    expect(list.body.list).toContainEqual(
      expect.objectContaining({ id: ruleId, fields: ['vendorId', 'serialNumber'], fieldNames: '制造单位、出厂编号' }),
    );
    const a = await register('station', 'REP-0001', { serialNumber: 'TWIN-1' });
    const b = await register('district', 'REP-0002', { serialNumber: 'TWIN-1', stationId: neighbourStationId });
    const c = await register('station', 'REP-0003', { serialNumber: 'TWIN-1' });
    const city = await get('city', `${base}/RepeatCylinderList?RuleId=${ruleId}`);
    const twin = city.body.list.find((group: { serialNumber: string }) => group.serialNumber === 'TWIN-1');
    expect(twin).toMatchObject({ cylinderCount: 3 });
    expect(twin.cylinders.map((cylinder: { id: number }) => cylinder.id)).toEqual([a, b, c]);
    const station = await get('station', `${base}/RepeatCylinderList?RuleId=${ruleId}`);
    const own = station.body.list.find((group: { serialNumber: string }) => group.serialNumber === 'TWIN-1');
    expect(own.cylinders.map((cylinder: { barcode: string }) => cylinder.barcode)).toEqual(['REP-0001', 'REP-0003']);

    const updated = await post('city', `${base}/UpdateRepeatRule`, {
      id: ruleId,
      name: '制造单位+出厂编号+制造年月',
      category: 1,
      fields: ['vendorId', 'serialNumber', 'makeDate'],
    });
    expect(updated.status).toBe(200);
    const removed = await post('city', `${base}/DeleteRepeatRule`, { id: ruleId });
    expect(removed.status).toBe(200);
    expect((await get('city', `${base}/RepeatCylinderList?RuleId=${ruleId}`)).status).toBe(404);
  });
});
