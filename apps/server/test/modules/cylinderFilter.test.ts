import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cylinderFilter } from '@gcs/contracts';
import {
  archiveFilterValues,
  cylinderFilterConditions,
  prefixUpperBound,
} from '../../src/modules/cylinders/cylinderFilter';
import { chinaDayAfter, chinaDayStart, escapeLike, firstDayAfter } from '../../src/platform/filterValues';
import { compileOnlyDb } from '../support/compileOnlyDb';

const db = compileOnlyDb;

/** The where clause the filter gives, with each parameter written in place of its placeholder. */
function whereOf(input: Record<string, unknown>): string {
  const filter = cylinderFilter.parse(input);
  const compiled: CompiledQuery = db
    .selectFrom('cylinder as c')
    .select('c.id')
    .where((eb) => eb.and(cylinderFilterConditions(eb, archiveFilterValues(filter))))
    .compile();
  const where = compiled.sql.slice(compiled.sql.indexOf(' where ') + 7);
  return where.replace(/\$(\d+)/g, (_, index: string) => JSON.stringify(compiled.parameters[Number(index) - 1]));
}

describe('the filter translation', () => {
  it('always narrows to the category, and hides deleted cylinders unless status 8 is asked', () => {
    expect(whereOf({})).toBe('("c"."category" = 1 and "c"."status" <> 8)');
    expect(whereOf({ CylinderStatus: '8', CylinderCategory: '3' })).toBe('("c"."category" = 3 and "c"."status" = 8)');
  });

  it('reads month ranges from the first day of the start month to before the month after the end month', () => {
    expect(whereOf({ MakeDateStart: '2020-03', MakeDateEnd: '2020-12' })).toContain(
      '"c"."make_date" >= "2020-03-01" and "c"."make_date" < "2021-01-01"',
    );
    expect(whereOf({ NextInspectionDateEnd: '2027-05' })).toContain('"c"."next_inspection_date" < "2027-06-01"');
    expect(whereOf({ ScrapDateStart: '2030-01' })).toContain('"c"."scrap_date" >= "2030-01-01"');
    expect(whereOf({ LastInspectionDateStart: '2024-02', LastInspectionDateEnd: '2024-02' })).toContain(
      '"c"."last_inspection_date" >= "2024-02-01" and "c"."last_inspection_date" < "2024-03-01"',
    );
  });

  it('reads report and modify days as China-time days, the end day whole', () => {
    expect(whereOf({ From: '2024-05-01', To: '2024-05-31' })).toContain(
      '"c"."record_time" >= "2024-05-01T00:00:00+08:00" and "c"."record_time" < "2024-06-01T00:00:00+08:00"',
    );
    expect(whereOf({ LastModifyTimeEnd: '2024-12-31' })).toContain(
      '"c"."last_modify_time" < "2025-01-01T00:00:00+08:00"',
    );
  });

  it('matches codes by prefix on an index range guarded by LIKE, with LIKE characters escaped', () => {
    expect(whereOf({ Barcode: 'HZ01' })).toContain(
      '"c"."barcode" >= "HZ01" and "c"."barcode" < "HZ02" and "c"."barcode" like "HZ01%"',
    );
    expect(whereOf({ SerialNumber: 'A_1%' })).toContain(
      '"c"."serial_number" < "A_1&" and "c"."serial_number" like "A\\\\_1\\\\%%"',
    );
    expect(whereOf({ PlateNum: '浙E' })).toContain('"c"."plate_num" < "浙F"');
    expect(whereOf({ SelfCode: 'Z' })).toContain('"c"."self_code" >= "Z"');
  });

  it('matches free text by containment and names exactly', () => {
    expect(whereOf({ CylinderRemark: '阀' })).toContain('"c"."remark" like "%阀%"');
    expect(whereOf({ RecordEntityName: '吴兴' })).toContain('"c"."record_entity_name" like "%吴兴%"');
    expect(whereOf({ RecordMan: '李' })).toContain('"c"."record_man" like "%李%"');
    expect(whereOf({ VcType: '出租车' })).toContain('"c"."vc_type_name" = "出租车"');
    expect(whereOf({ Spec: 'YSP35.5' })).toContain(
      '"c"."spec_id" in (select "cylinder_spec"."id" from "cylinder_spec" where "cylinder_spec"."name" = "YSP35.5")',
    );
  });

  it('narrows to stations, station types and regulators with semi-joins', () => {
    expect(whereOf({ StationId: '5', StationIds: '5,6', fillingStationId: '5' })).toContain(
      '"c"."station_id" = 5 and "c"."station_id" = any([5,6]::int[]) and "c"."station_id" = 5',
    );
    expect(whereOf({ StationType: '3' })).toContain(
      '"c"."station_id" in (select "station"."id" from "station" where "station"."station_type" = 3)',
    );
    const one = whereOf({ RegulatorId: '4' });
    expect(one).toContain('"c"."station_id" in (\n    with recursive regulators as (');
    expect(one.match(/regulator where id = any\(\[4\]::int\[\]\)/g)).toHaveLength(2);
    const two = whereOf({ RegulatorId: '4', RegulatorIds: '4,9' });
    expect(two.match(/with recursive/g)).toHaveLength(1);
    expect(two.match(/regulator where id = any\(\[4,9\]::int\[\]\)/g)).toHaveLength(2);
  });

  it('translates the numeric ranges and the flags', () => {
    expect(whereOf({ VolumeBottom: '35.5', VolumeTop: '40' })).toContain('"c"."volume" >= 35.5 and "c"."volume" <= 40');
    expect(whereOf({ NominalWorkingPressureTop: '2' })).toContain('"c"."nominal_working_pressure" <= 2');
    expect(whereOf({ WallThicknessBottom: '0' })).toContain('"c"."wall_thickness" >= 0');
    expect(whereOf({ IsIssued: '0', Isvalid: '1', IsBlackList: 'false', BelongType: '2' })).toContain(
      '"c"."belong_type" = 2 and "c"."is_issued" = false and "c"."is_valid" = true and "c"."is_blacklisted" = false',
    );
    expect(whereOf({ IsInstalledPressureRetainingValue: '2' })).toContain(
      '"c"."is_installed_pressure_retaining_valve" is null',
    );
    expect(whereOf({ IsInstalledPressureRetainingValue: '0' })).toContain(
      '"c"."is_installed_pressure_retaining_valve" = false',
    );
    expect(whereOf({ VendorId: '1', TypeId: '2', MediumId: '3' })).toContain(
      '"c"."vendor_id" = 1 and "c"."type_id" = 2 and "c"."medium_id" = 3',
    );
  });

  it('binds every value as a parameter (nothing typed by the user enters the SQL text)', () => {
    const filter = cylinderFilter.parse({ Barcode: "x' or '1'='1", CylinderRemark: "'; drop table cylinder; --" });
    const compiled = db
      .selectFrom('cylinder as c')
      .select('c.id')
      .where((eb) => eb.and(cylinderFilterConditions(eb, archiveFilterValues(filter))))
      .compile();
    expect(compiled.sql).not.toContain('drop table');
    expect(compiled.sql).not.toContain("'1'='1");
  });
});

describe('the date and text helpers', () => {
  it('finds the first day after a month, across a year end', () => {
    expect(firstDayAfter('2024-02')).toBe('2024-03-01');
    expect(firstDayAfter('2024-12')).toBe('2025-01-01');
  });

  it('gives China-time day bounds, across month, leap-day and year ends', () => {
    expect(chinaDayStart('2024-05-01')).toBe('2024-05-01T00:00:00+08:00');
    expect(chinaDayAfter('2024-02-28')).toBe('2024-02-29T00:00:00+08:00');
    expect(chinaDayAfter('2024-02-29')).toBe('2024-03-01T00:00:00+08:00');
    expect(chinaDayAfter('2024-12-31')).toBe('2025-01-01T00:00:00+08:00');
  });

  it('escapes LIKE characters and finds the upper bound of a prefix', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(prefixUpperBound('AB')).toBe('AC');
    expect(prefixUpperBound('浙A')).toBe('浙B');
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(prefixUpperBound('')).toBe('');
  });
});
