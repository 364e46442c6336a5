import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { PNG } from 'pngjs';
import type { CylinderTable, DatabaseSchema, FillingRecordTable, InspectionRecordTable } from '../../src/db/schema';
import { ensureFillingPartitions } from '../../src/db/partitions';
import { deviceSecretHash } from '../../src/platform/deviceCredential';

type Db = Kysely<DatabaseSchema>;

/** A small, fully known world for route tests: one district, one filling station, one institution. */
export interface Fixture {
  stationId: number;
  institutionId: number;
  regulatorId: number;
  vendorId: number;
  mediumId: number;
  typeId: number;
  specId: number;
}

export async function insertFixture(db: Db): Promise<Fixture> {
  await db
    .insertInto('division')
    .values([
      { code: '330000', name: '浙江省', parent_code: null, level: 1 },
      { code: '330500', name: '湖州市', parent_code: '330000', level: 2 },
      { code: '330502', name: '吴兴区', parent_code: '330500', level: 3 },
    ])
    .execute();
  const regulator = await db
    .insertInto('regulator')
    .values({ name: '湖州市市场监督管理局', division_code: '330500', level: 2, parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const station = await db
    .insertInto('station')
    .values({
      code: 'FS001',
      name: '吴兴燃气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330502',
      address: null,
      principal: '张三',
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const institution = await db
    .insertInto('station')
    .values({
      code: 'IN001',
      name: '湖州特种设备检测院',
      kind: 2,
      station_type: null,
      division_code: '330502',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ code: 'V01', name: '浙江金盾压力容器有限公司' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const medium = await db
    .insertInto('medium')
    .values({ name: '液化石油气', category: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('cylinder_type')
    .values({ name: '焊接钢瓶', category: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const spec = await db
    .insertInto('cylinder_spec')
    .values({ name: 'YSP35.5', category: 1, medium_id: medium.id, preset_weight: 14.5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    stationId: station.id,
    institutionId: institution.id,
    regulatorId: regulator.id,
    vendorId: vendor.id,
    mediumId: medium.id,
    typeId: type.id,
    specId: spec.id,
  };
}

export async function insertCylinder(
  db: Db,
  fixture: Fixture,
  values: Partial<Insertable<CylinderTable>> & { barcode: string },
) {
  const row = await db
    .insertInto('cylinder')
    .values({
      category: 1,
      station_id: fixture.stationId,
      vendor_id: fixture.vendorId,
      medium_id: fixture.mediumId,
      type_id: fixture.typeId,
      spec_id: fixture.specId,
      serial_number: `SN-${values.barcode}`,
      vendor_barcode: `VB-${values.barcode}`,
      self_code: `SC-${values.barcode}`,
      register_code: null,
      make_date: '2020-03-01',
      last_inspection_date: '2024-03-01',
      next_inspection_date: '2028-03-01',
      scrap_date: '2035-03-01',
      nominal_working_pressure: 2.1,
      volume: 35.5,
      wall_thickness: 2.6,
      remark: null,
      record_entity_name: '吴兴燃气充装站',
      record_man: '李四',
      last_modify_entity_name: null,
      audit_regulator_id: fixture.regulatorId,
      audit_person_name: '王五',
      audit_time: '2020-04-01T02:00:00.000Z',
      issued_no: null,
      department_name: null,
      plate_num: null,
      vc_type_name: null,
      install_entity_name: null,
      install_date: null,
      is_installed_pressure_retaining_valve: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInspection(
  db: Db,
  fixture: Fixture,
  cylinderId: number,
  values: Partial<Insertable<InspectionRecordTable>> & { report_code: string; operation_time: string },
) {
  await db
    .insertInto('inspection_record')
    .values({
      cylinder_id: cylinderId,
      station_id: fixture.institutionId,
      result: 1,
      appearance_inspection: '合格',
      ...values,
    })
    .execute();
}

export async function insertFilling(
  db: Db,
  fixture: Fixture,
  cylinderId: number | null,
  values: Partial<Insertable<FillingRecordTable>> & {
    filling_guid: string;
    begin_time: string;
    cylinder_barcode: string;
  },
) {
  await ensureFillingPartitions(db, [values.begin_time.slice(0, 7)]);
  await db
    .insertInto('filling_guid')
    .values({ filling_guid: values.filling_guid, begin_time: values.begin_time })
    .execute();
  await db
    .insertInto('filling_record')
    .values({
      station_id: fixture.stationId,
      cylinder_id: cylinderId,
      cylinder_state: 0,
      medium_id: fixture.mediumId,
      filling_weight: 14.5,
      ...values,
    })
    .execute();
}

/** A real PNG picture of the given size. */
export function pngPicture(width = 8, height = 6): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export async function insertImage(db: Db, cylinderId: number, kind: 1 | 2, name: string, content: Buffer) {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const file = await db
    .insertInto('stored_file')
    .values({ sha256, mime_type: 'image/png', byte_size: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  const image = await db
    .insertInto('cylinder_image')
    .values({ cylinder_id: cylinderId, kind, file_id: file.id, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return image.id;
}

/**
 * Another filling station (type liquefied) in a division: a neighbour, or one outside a regulator's scope; `extra`
 * sets other columns (its licence, its validity).
 */
export async function insertFillingStation(
  db: Db,
  code: string,
  name: string,
  divisionCode: string,
  extra: Partial<Insertable<DatabaseSchema['station']>> = {},
): Promise<number> {
  const row = await db
    .insertInto('station')
    .values({
      code,
      name,
      kind: 1,
      station_type: 1,
      division_code: divisionCode,
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A scale of a station (`<code>号秤`) with its credential: it signs in as `deviceAuthorization(guid, secret)`. */
export async function insertScale(
  db: Db,
  stationId: number,
  code: string,
  secret: string,
): Promise<{ id: number; guid: string }> {
  return db
    .insertInto('scale_device')
    .values({
      station_id: stationId,
      device_code: code,
      device_name: `${code}号秤`,
      model: null,
      credential_hash: deviceSecretHash(secret),
    })
    .returning(['id', 'device_guid as guid'])
    .executeTakeFirstOrThrow();
}
