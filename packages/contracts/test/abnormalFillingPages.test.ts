import { describe, expect, it } from 'vitest';
import {
  abnormalFillingApi,
  abnormalFillingQuery,
  CylinderCategory,
  FillingFlag,
  fillingFlagLabels,
  filterQueryFields,
  flagsOf,
  listAreaOf,
  listPageFor,
  menuEntryOfPath,
  menusFor,
  menuTree,
  type MenuEntry,
} from '../src/index';

const entryOf = (path: string): MenuEntry => {
  const entry = menuEntryOfPath(path);
  if (!entry) throw new Error(`no entry ${path}`);
  return entry;
};
const pageOf = (path: string) => listPageFor('abnormalFillings', listAreaOf(entryOf(path)));
const filterFields = (path: string) => pageOf(path).filters.flatMap(filterQueryFields);

describe('abnormal-filling pages', () => {
  it('are one kind of page in the three areas, the vehicle group with one page per flag, and the cloned labels', () => {
    // prettier-ignore
    expect(menusFor('abnormalFillings')).toEqual([
      '001008', '002008', '003014',
      '003014001', '003014002', '003014003', '003014004', '003014005', '003014006', '003014007', '003014008',
    ]);
    expect(menusFor('clonedLabels')).toEqual(['006025']);
    expect(entryOf('/Regulatory/ClonedLabel').title).toBe('疑似克隆标签');
    const codes = menuTree.map((menu) => menu.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('fix the category of their area and leave the flag to the user on the areas’ own pages', () => {
    for (const [path, category] of [
      ['/GasCylinder/AbnormalFilling', CylinderCategory.Liquefied],
      ['/IndustryCylinder/AbnormalFilling', CylinderCategory.Industrial],
      ['/VehicleCylinder/AbnormalFilling', CylinderCategory.Vehicle],
    ] as const) {
      expect(pageOf(path).fixed).toEqual({ CylinderCategory: category });
      expect(filterFields(path)).toEqual(['Flag', 'RegulatorId', 'StationId', 'Barcode', 'From', 'To']);
    }
  });

  it('fix each vehicle sub-page to its flag and hide the flag widget there', () => {
    const fixedFlag = (segment: string) => pageOf(`/VehicleCylinder/AbnormalFilling/${segment}`).fixed;
    expect(fixedFlag('ExpiredFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.Expired });
    expect(fixedFlag('LessFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.LessFilled });
    expect(fixedFlag('NoArchiveFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.NoArchive });
    expect(fixedFlag('NoBeforeFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.NoPreCheck });
    expect(fixedFlag('OverdueFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.Expired });
    expect(fixedFlag('ScrapFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.Scrapped });
    expect(fixedFlag('SpecDifferFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.SpecMismatch });
    expect(fixedFlag('OverWeightFilling')).toEqual({ CylinderCategory: 3, Flag: FillingFlag.OverWeight });
    expect(filterFields('/VehicleCylinder/AbnormalFilling/LessFilling')).toEqual([
      'RegulatorId',
      'StationId',
      'Barcode',
      'From',
      'To',
    ]);
    // 超量充装 lists through the spec's own call, and counts by station through OverWeightFillingsummary.
    const overWeight = pageOf('/VehicleCylinder/AbnormalFilling/OverWeightFilling');
    expect(entryOf('/VehicleCylinder/AbnormalFilling/OverWeightFilling')).toMatchObject({
      code: '003014008',
      title: '超量充装',
    });
    expect(overWeight.tables.map((table) => [table.tab, table.call.path])).toEqual([
      ['异常充装', '/api/samr/CylinderFilling/OverWeightFillinglist'],
      ['按充装单位统计', '/api/samr/CylinderFilling/OverWeightFillingsummary'],
    ]);
    expect(pageOf('/VehicleCylinder/AbnormalFilling/LessFilling').tables[0]?.call.path).toBe(
      '/api/samr/CylinderFilling/QueryAbnormalFilling',
    );
    // Each sub-page keeps its own column configuration, under the spec's page name.
    expect(pageOf('/VehicleCylinder/AbnormalFilling/LessFilling').tables[0]?.pageName).toBe('LessFilling');
  });

  it('leaves a definition without fixed values as it is', () => {
    const area = listAreaOf(entryOf('/GasCylinder/AbnormalFilling'));
    expect(area.fixed).toBeUndefined();
    const page = listPageFor('abnormalFillings', { ...area, fixed: {} });
    expect(page.filters).toHaveLength(5);
  });

  it('accepts every flag and no other, and defaults the category to liquefied', () => {
    for (const flag of Object.values(FillingFlag)) {
      expect(abnormalFillingQuery.parse({ Flag: String(flag) }).Flag).toBe(flag);
    }
    const refused = abnormalFillingQuery.safeParse({ Flag: '3' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('异常类型只能是');
    expect(abnormalFillingQuery.parse({}).CylinderCategory).toBe(1);
    expect(abnormalFillingQuery.safeParse({ From: '2026-11-02', To: '2026-11-01' }).error?.issues[0]?.message).toBe(
      '充装日期的开始日期不能晚于结束日期',
    );
    expect(abnormalFillingApi.list.path).toBe('/api/samr/CylinderFilling/QueryAbnormalFilling');
  });

  it('names every flag of a record in bit order', () => {
    const bits = FillingFlag.Expired | FillingFlag.OverWeight | FillingFlag.ClonedLabel;
    expect(flagsOf(bits).map((flag) => fillingFlagLabels[flag])).toEqual(['超重充装', '超期充装', '疑似克隆标签']);
  });
});
