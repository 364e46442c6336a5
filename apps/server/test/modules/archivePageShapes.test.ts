import { describe, expect, it } from 'vitest';
import { BelongToType, cylinderFilter } from '@gcs/contracts';
import { archiveFilterValues } from '../../src/modules/cylinders/cylinderFilter';
import { archivePageQuery, archivePageStatement } from '../../src/modules/cylinders/cylinders.repository';
import type { ScopeUser } from '../../src/platform/dataScope';
import { QueryShapeCache } from '../../src/platform/queryShapes';
import { compileOnlyDb } from '../support/compileOnlyDb';

const db = compileOnlyDb;

const regulator = (regulatorId: number): ScopeUser => ({
  isSystemManager: false,
  belongToType: BelongToType.Regulator,
  regulatorId,
  stationId: null,
});
const station = (stationId: number): ScopeUser => ({
  isSystemManager: false,
  belongToType: BelongToType.FillingStation,
  regulatorId: null,
  stationId,
});
const users: ScopeUser[] = [
  regulator(2),
  regulator(5),
  station(11),
  station(12),
  { isSystemManager: true, belongToType: BelongToType.Regulator, regulatorId: 1, stationId: null },
  { isSystemManager: false, belongToType: BelongToType.Regulator, regulatorId: null, stationId: null },
];

/** Filters of every kind of field, several of the same shape with other values. */
const filters = [
  {},
  { StationId: '11', CylinderStatus: '0', NextInspectionDateStart: '2026-01', NextInspectionDateEnd: '2026-06' },
  { StationId: '12', CylinderStatus: '2', NextInspectionDateStart: '2025-03', NextInspectionDateEnd: '2027-12' },
  { StationIds: '3,4', RegulatorIds: '2,5', Barcode: 'JX04', CylinderCategory: '3', PlateNum: '浙F' },
  { StationIds: '7', RegulatorIds: '9', Barcode: 'A_1%', CylinderCategory: '2', PlateNum: 'Z' },
  { CylinderRemark: '阀', RecordMan: '李', RecordEntityName: '吴兴', From: '2024-05-01', To: '2024-05-31' },
  { VolumeBottom: '35.5', VolumeTop: '40', WallThicknessTop: '3', NominalWorkingPressureBottom: '1.2' },
  { IsIssued: '0', Isvalid: '1', IsBlackList: 'false', BelongType: '2', IsInstalledPressureRetainingValue: '1' },
  { IsIssued: '1', Isvalid: '0', IsBlackList: 'true', BelongType: '0', IsInstalledPressureRetainingValue: '0' },
  { IsInstalledPressureRetainingValue: '2', Spec: 'YSP35.5', VcType: '出租车', DepartmentName: '嘉兴公交' },
  { StationType: '3', VendorId: '1', TypeId: '2', MediumId: '3', SerialNumber: 'S', SelfCode: 'Q' },
  { LastModifyTimeStart: '2024-12-01', LastModifyTimeEnd: '2024-12-31', ScrapDateStart: '2030-01' },
];

describe('the archive page compiled once per shape', () => {
  it('is exactly the statement built for each request, for every filter, user and page', () => {
    const shapes = new QueryShapeCache();
    for (const [index, input] of filters.entries()) {
      const values = archiveFilterValues(cylinderFilter.parse(input));
      for (const user of users) {
        const offset = (index % 3) * 20;
        const direct = archivePageQuery(db, user, values, offset, 20).compile();
        const cached = archivePageStatement(db, shapes, user, values, offset, 20);
        expect(cached.sql).toBe(direct.sql);
        expect(cached.parameters).toEqual(direct.parameters);
      }
    }
  });

  it("binds each user's own scope into a shape another user compiled", () => {
    const shapes = new QueryShapeCache();
    const values = archiveFilterValues(cylinderFilter.parse({ StationId: '11' }));
    const first = archivePageStatement(db, shapes, regulator(2), values, 0, 20);
    const second = archivePageStatement(db, shapes, regulator(5), values, 0, 20);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toContain(2);
    expect(second.parameters).toContain(5);
    expect(second.parameters).not.toContain(2);
    const own = archivePageStatement(db, shapes, station(12), values, 0, 20);
    expect(own.sql).not.toBe(first.sql);
    expect(own.parameters.filter((parameter) => parameter === 12)).toHaveLength(2);
  });
});

describe('the scope of the archive page', () => {
  it('is checked once on the named station, and on each row when no station is named', () => {
    const page = (input: Record<string, string>) =>
      archivePageQuery(db, regulator(2), archiveFilterValues(cylinderFilter.parse(input)), 0, 20).compile().sql;
    for (const named of [{ StationId: '11' }, { fillingStationId: '11' }] as Record<string, string>[]) {
      const statement = page(named);
      expect(statement).toContain('regulator_chain');
      expect(statement).not.toContain('"c"."station_id" in');
    }
    const unnamed = page({ StationIds: '11,12' });
    expect(unnamed).not.toContain('regulator_chain');
    expect(unnamed.match(/"c"\."station_id" in/g)).toHaveLength(2);
  });
});
