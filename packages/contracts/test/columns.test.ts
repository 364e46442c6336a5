import { describe, expect, it } from 'vitest';
import {
  columnConfigQuery,
  cylinderColumns,
  cylinderRow,
  cylinderShortColumns,
  detectImageType,
  sequenceColumnCode,
  staticConfig,
} from '../src/index';

describe('cylinder table columns', () => {
  it('shows the seventeen default columns of spec 02 section 3.11 in order, sequence first', () => {
    const shown = cylinderColumns.filter((column) => column.isDisplay);
    expect(shown.map((column) => column.title)).toEqual([
      '序号',
      '充装单位',
      '制造单位',
      '出厂编号',
      '制造年月',
      '检验单位',
      '上次检验日期',
      '下次检验日期',
      '规格型号',
      '充装介质',
      '气瓶状态',
      '气瓶条码',
      '发证状态',
      '产权性质',
      '上报单位',
      '使用登记证编号',
      '产权标识码',
    ]);
    expect(cylinderColumns[0]?.code).toBe(sequenceColumnCode);
  });

  it('keeps the other cylinder-list columns hidden by default', () => {
    const hidden = cylinderColumns.filter((column) => !column.isDisplay).map((column) => column.code);
    expect(hidden).toEqual([
      'lastModifyTime',
      'auditNotice',
      'typeName',
      'recordMan',
      'plateNum',
      'vcTypeName',
      'barcodeColorStatus',
    ]);
  });

  it('names only fields the cylinder row carries, each once', () => {
    const fields = Object.keys(cylinderRow.shape);
    const codes = cylinderColumns.map((column) => column.code);
    expect(codes.filter((code) => !fields.includes(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the short set: sequence, station, maker, serial number, make date, barcode — all shown', () => {
    expect(cylinderShortColumns.map((column) => column.code)).toEqual([
      'ordinalNum',
      'stationName',
      'vendorName',
      'serialNumber',
      'makeDate',
      'barcode',
    ]);
    expect(cylinderShortColumns.every((column) => column.isDisplay)).toBe(true);
  });
});

describe('shared calls', () => {
  it('needs a page name for the column configuration', () => {
    expect(columnConfigQuery.safeParse({ PageName: ' ' }).error?.issues[0]?.message).toBe('页面名称不能为空');
    expect(columnConfigQuery.parse({ PageName: 'DocQuery', IsDisplay: 'true' })).toEqual({
      PageName: 'DocQuery',
      IsDisplay: true,
    });
  });

  it('recognises PNG and JPEG by their first bytes and nothing else', () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });

  it('reads a static configuration with missing or malformed lists as empty lists', () => {
    expect(staticConfig.parse({ select_multiple: ['330400'] })).toEqual({
      select_multiple: ['330400'],
      station_type: [],
    });
    expect(staticConfig.parse({ select_multiple: 'x', station_type: [1] })).toEqual({
      select_multiple: [],
      station_type: [],
    });
  });
});
