import { describe, expect, it } from 'vitest';
import {
  auditCylinderBody,
  batchAutoAuditBody,
  cylinderAccurateQuery,
  cylinderFilter,
  cylinderListQuery,
  cylinderPagedFilterQuery,
} from '../src/index';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') })) ?? [];

describe('advanced cylinder filter', () => {
  it('defaults to liquefied-gas cylinders, page 1 of 20, and leaves every other condition out', () => {
    const parsed = cylinderListQuery.parse({});
    expect(parsed.CylinderCategory).toBe(1);
    expect(parsed.PageIndex).toBe(1);
    expect(parsed.CountPerPage).toBe(20);
    const given = Object.entries(parsed).filter(([, value]) => value !== undefined);
    expect(Object.fromEntries(given)).toEqual({ CylinderCategory: 1, PageIndex: 1, CountPerPage: 20 });
  });

  it('treats empty strings as absent (the client drops them, an API user may not)', () => {
    const parsed = cylinderFilter.parse({ Barcode: '  ', StationId: '', MakeDateStart: '', VolumeBottom: '' });
    expect(parsed).toMatchObject({ Barcode: undefined, StationId: undefined, MakeDateStart: undefined });
    expect(parsed.VolumeBottom).toBeUndefined();
  });

  it('reads month fields as yyyy-MM, a full date as its month', () => {
    const parsed = cylinderFilter.parse({ MakeDateStart: '2020-03', NextInspectionDateEnd: '2027-05-20' });
    expect(parsed.MakeDateStart).toBe('2020-03');
    expect(parsed.NextInspectionDateEnd).toBe('2027-05');
  });

  it('refuses a month in another format with the field named in Chinese', () => {
    for (const value of ['2020-13', '202003', '2020/03', '20-03']) {
      const result = cylinderFilter.safeParse({ LastInspectionDateStart: value });
      expect(issues(result), value).toEqual([
        { message: '上次检验日期起格式应为年-月，例如2024-05', path: 'LastInspectionDateStart' },
      ]);
    }
  });

  it('reads the report-time range as days', () => {
    expect(cylinderFilter.parse({ From: '2024-05-01', To: '2024-05-31T16:00:00Z' })).toMatchObject({
      From: '2024-05-01',
      To: '2024-05-31',
    });
    expect(issues(cylinderFilter.safeParse({ From: '2024-5-1' }))[0]?.message).toBe(
      '上报时间起格式应为年-月-日，例如2024-05-01',
    );
  });

  it('takes the numeric ranges as numbers, from strings or numbers', () => {
    const parsed = cylinderFilter.parse({
      NominalWorkingPressureBottom: '1.5',
      VolumeTop: 40,
      WallThicknessBottom: '0',
    });
    expect(parsed).toMatchObject({ NominalWorkingPressureBottom: 1.5, VolumeTop: 40, WallThicknessBottom: 0 });
  });

  it('refuses a range input that is not a non-negative number', () => {
    expect(issues(cylinderFilter.safeParse({ VolumeBottom: 'abc' }))).toEqual([
      { message: '容积下限必须是不小于0的数字', path: 'VolumeBottom' },
    ]);
    expect(issues(cylinderFilter.safeParse({ WallThicknessTop: '-1' }))[0]?.message).toBe(
      '壁厚上限必须是不小于0的数字',
    );
  });

  it('refuses a lower bound above its upper bound, naming the range, for numbers, months and days', () => {
    expect(
      issues(cylinderFilter.safeParse({ NominalWorkingPressureBottom: '3', NominalWorkingPressureTop: '2' })),
    ).toEqual([{ message: '公称工作压力的下限不能大于上限', path: 'NominalWorkingPressureTop' }]);
    expect(issues(cylinderFilter.safeParse({ VolumeBottom: '50', VolumeTop: '35.5' }))[0]?.message).toBe(
      '容积的下限不能大于上限',
    );
    expect(issues(cylinderFilter.safeParse({ MakeDateStart: '2021-01', MakeDateEnd: '2020-12' }))[0]?.message).toBe(
      '制造年月的下限不能大于上限',
    );
    expect(issues(cylinderFilter.safeParse({ From: '2024-05-02', To: '2024-05-01' }))[0]?.message).toBe(
      '上报时间的下限不能大于上限',
    );
    expect(
      issues(cylinderListQuery.safeParse({ NextInspectionDateStart: '2027-06', NextInspectionDateEnd: '2027-05' })),
    ).toEqual([{ message: '下次检验日期的下限不能大于上限', path: 'NextInspectionDateEnd' }]);
  });

  it('accepts equal bounds and compares numbers as numbers (9 < 10)', () => {
    expect(cylinderFilter.safeParse({ VolumeBottom: '9', VolumeTop: '10' }).success).toBe(true);
    expect(cylinderFilter.safeParse({ MakeDateStart: '2020-03', MakeDateEnd: '2020-03' }).success).toBe(true);
  });

  it('takes id lists comma-separated (java prefix) or as arrays', () => {
    expect(cylinderFilter.parse({ StationIds: '1,2, 3' }).StationIds).toEqual([1, 2, 3]);
    expect(cylinderFilter.parse({ StationIds: ['4', 5] }).StationIds).toEqual([4, 5]);
    expect(cylinderFilter.parse({ RegulatorIds: '7' }).RegulatorIds).toEqual([7]);
    expect(issues(cylinderFilter.safeParse({ RegulatorIds: '1,x' }))[0]?.message).toBe(
      '监管单位必须是以逗号分隔的数字',
    );
  });

  it('takes single ids as positive integers', () => {
    expect(cylinderFilter.parse({ StationId: '12', VendorId: 3 })).toMatchObject({ StationId: 12, VendorId: 3 });
    expect(issues(cylinderFilter.safeParse({ StationId: '0' }))[0]?.message).toBe('充装单位必须是正整数');
    expect(issues(cylinderFilter.safeParse({ TypeId: '1.5' }))[0]?.message).toBe('气瓶类型必须是正整数');
  });

  it('restricts the coded fields to the enumerations of section 4', () => {
    expect(cylinderFilter.parse({ CylinderStatus: '8', IsInstalledPressureRetainingValue: '2' })).toMatchObject({
      CylinderStatus: 8,
      IsInstalledPressureRetainingValue: 2,
    });
    expect(issues(cylinderFilter.safeParse({ CylinderStatus: '1' }))[0]?.message).toBe(
      '气瓶状态只能是0、2、5、6、7、8、9',
    );
    expect(issues(cylinderFilter.safeParse({ CylinderCategory: '4' }))[0]?.message).toBe('气瓶类别只能是1、2、3');
    expect(issues(cylinderFilter.safeParse({ Isvalid: '2' }))[0]?.message).toBe('有效状态只能是0、1');
    expect(cylinderFilter.parse({ CylinderCategory: '3' }).CylinderCategory).toBe(3);
  });

  it('caps the page size at 500', () => {
    expect(issues(cylinderPagedFilterQuery.safeParse({ CountPerPage: '501' }))[0]?.message).toBe('每页条数不能超过500');
  });

  it('reads the export flag and the visible columns in their order', () => {
    const parsed = cylinderListQuery.parse({
      isExport: 'true',
      ExportColumns: JSON.stringify([
        { code: 'barcode', title: '气瓶条码' },
        { code: 'stationName', title: '充装单位' },
      ]),
    });
    expect(parsed.isExport).toBe(true);
    expect(parsed.ExportColumns?.map((column) => column.code)).toEqual(['barcode', 'stationName']);
    expect(issues(cylinderListQuery.safeParse({ ExportColumns: '[{"code":1}]' }))[0]?.message).toBe('导出列格式不正确');
  });
});

describe('exact look-up and audit bodies', () => {
  it('needs a barcode or a serial number for the exact look-up', () => {
    expect(issues(cylinderAccurateQuery.safeParse({}))[0]?.message).toBe('至少输入一个查询条件');
    expect(issues(cylinderAccurateQuery.safeParse({ VendorId: '3' }))[0]?.message).toBe('至少输入一个查询条件');
    expect(cylinderAccurateQuery.parse({ SerialNumber: 'SN1', VendorId: '3' })).toMatchObject({
      SerialNumber: 'SN1',
      VendorId: 3,
    });
  });

  it('needs the reason when an audit rejects', () => {
    expect(issues(auditCylinderBody.safeParse({ ids: [1], result: -1 }))).toEqual([
      { message: '审核不通过时请填写原因', path: 'remark' },
    ]);
    expect(issues(auditCylinderBody.safeParse({ ids: [1], result: -1, remark: '   ' }))[0]?.message).toBe(
      '审核不通过时请填写原因',
    );
    expect(auditCylinderBody.parse({ ids: [1, 2], result: 1 })).toEqual({ ids: [1, 2], result: 1 });
    expect(issues(auditCylinderBody.safeParse({ ids: [1], result: 0 }))[0]?.message).toBe(
      '审核结果只能是1（通过）或-1（不通过）',
    );
    expect(issues(auditCylinderBody.safeParse({ ids: [], result: 1 }))[0]?.message).toBe('请选择气瓶');
  });

  it('lets the automatic audit run without ids (every cylinder that passes)', () => {
    expect(batchAutoAuditBody.parse({})).toEqual({});
    expect(batchAutoAuditBody.parse({ ids: [3] })).toEqual({ ids: [3] });
  });
});
