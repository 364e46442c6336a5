import { describe, expect, it } from 'vitest';
import {
  auditNotice,
  barcodeColorStatus,
  chinaTime,
  cityOf,
  issuedStatusDesc,
  proofMaterialNames,
  yearMonth,
} from '../../src/modules/cylinders/cylinders.mappers';

const today = '2026-06-15';
const normal = { status: 0, nextInspectionDate: '2028-01-01', scrapDate: '2035-01-01', blacklisted: false };

describe('the barcode colour', () => {
  it('is green for a normal cylinder in date', () => {
    expect(barcodeColorStatus(normal, today)).toBe('绿码');
    expect(barcodeColorStatus({ ...normal, nextInspectionDate: null, scrapDate: null }, today)).toBe('绿码');
  });

  it('turns yellow within 30 days of the next inspection, today included', () => {
    expect(barcodeColorStatus({ ...normal, nextInspectionDate: '2026-07-15' }, today)).toBe('黄码');
    expect(barcodeColorStatus({ ...normal, nextInspectionDate: '2026-06-15' }, today)).toBe('黄码');
    expect(barcodeColorStatus({ ...normal, nextInspectionDate: '2026-07-16' }, today)).toBe('绿码');
  });

  it('is red past the inspection or scrap date, blacklisted, scrapped, cancelled or deleted', () => {
    expect(barcodeColorStatus({ ...normal, nextInspectionDate: '2026-06-14' }, today)).toBe('红码');
    expect(barcodeColorStatus({ ...normal, scrapDate: '2026-06-14' }, today)).toBe('红码');
    expect(barcodeColorStatus({ ...normal, blacklisted: true }, today)).toBe('红码');
    for (const status of [2, 5, 8])
      expect(barcodeColorStatus({ ...normal, status }, today), String(status)).toBe('红码');
  });

  it('is yellow for a cylinder stopped, transferred out or returned', () => {
    for (const status of [6, 7, 9]) {
      expect(barcodeColorStatus({ ...normal, status }, today), String(status)).toBe('黄码');
    }
  });
});

describe('the row texts', () => {
  it('read the audit result, the issue state and the proof documents', () => {
    expect([auditNotice(0), auditNotice(1), auditNotice(-1)]).toEqual(['未审核', '审核通过', '审核不通过']);
    expect([issuedStatusDesc(true), issuedStatusDesc(false)]).toEqual(['已发证', '未发证']);
    expect(proofMaterialNames(0)).toEqual([]);
    expect(proofMaterialNames(15)).toEqual(['产品质量证明书', '监督检验证书', '产权证明', '检验合格证']);
    expect(proofMaterialNames(10)).toEqual(['监督检验证书', '检验合格证']);
  });

  it('show dates by the display rule: year-month, China time', () => {
    expect(yearMonth('2020-03-01')).toBe('2020-03');
    expect(yearMonth(null)).toBeNull();
    expect(chinaTime('2024-05-31T16:30:00.000Z')).toBe('2024-06-01 00:30:00');
    expect(chinaTime(null)).toBeNull();
  });

  it('take the ownership region from the station’s city', () => {
    expect(cityOf('440902')).toBe('440900');
    expect(cityOf('330502')).toBe('330500');
    expect(cityOf(null)).toBe('');
  });
});
