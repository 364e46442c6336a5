import { describe, expect, it } from 'vitest';
import { cylinderFilter } from '@gcs/contracts';
import { advancedConditionCount, filterFromForm } from '../../src/components/form/cylinderFilterForm';

describe('advanced filter translation', () => {
  it('sends several stations as StationIds and one as StationId (or fillingStationId)', () => {
    expect(filterFromForm({ station: [3, 4] })).toEqual({ CylinderCategory: 1, StationIds: [3, 4] });
    expect(filterFromForm({ station: [] })).toEqual({ CylinderCategory: 1 });
    expect(filterFromForm({ station: 3 })).toEqual({ CylinderCategory: 1, StationId: 3 });
    expect(filterFromForm({ station: 3 }, { stationParam: 'fillingStationId' })).toEqual({
      CylinderCategory: 1,
      fillingStationId: 3,
    });
  });

  it('drops blank texts, the 全部 validity and the vehicle fields of other categories', () => {
    expect(
      filterFromForm({ Barcode: '  ', SerialNumber: ' SN1 ', Isvalid: '', PlateNum: '浙F1', VcType: '出租车' }),
    ).toEqual({ CylinderCategory: 1, SerialNumber: 'SN1' });
    expect(filterFromForm({ PlateNum: '浙F1', Isvalid: 0 }, { category: 3 })).toEqual({
      CylinderCategory: 3,
      PlateNum: '浙F1',
      Isvalid: 0,
    });
  });

  it('splits ranges into their Start/End and Bottom/Top names, keeping a zero bound', () => {
    const query = filterFromForm({
      makeDate: ['2019-01', undefined],
      scrapDate: [undefined, '2030-12'],
      reportTime: ['2026-01-01', '2026-01-31'],
      lastModifyTime: ['2026-02-01', undefined],
      wallThickness: [0, 3.5],
    });
    expect(query).toEqual({
      CylinderCategory: 1,
      MakeDateStart: '2019-01',
      ScrapDateEnd: '2030-12',
      From: '2026-01-01',
      To: '2026-01-31',
      LastModifyTimeStart: '2026-02-01',
      WallThicknessBottom: 0,
      WallThicknessTop: 3.5,
    });
    // What the form emits is what the list call accepts.
    expect(cylinderFilter.safeParse(query).success).toBe(true);
  });

  it('counts the advanced conditions, not the category nor the basic row', () => {
    const query = filterFromForm({ Barcode: 'QP', station: 2, BelongType: 0, volume: [1, 2] });
    expect(
      advancedConditionCount(query, ['Barcode', 'SerialNumber', 'StationId', 'StationIds', 'CylinderStatus']),
    ).toBe(3);
  });
});
