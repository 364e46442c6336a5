import { describe, expect, it } from 'vitest';
import { addInspectionBody, detectReportType, inspectItemsInput, inspectTreeSize, reportCodeOfFileName } from '../src';

describe('inspection contracts', () => {
  it('measures an item tree and bounds its depth and size', () => {
    const tree = [{ name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] }, { name: 'd' }];
    expect(inspectTreeSize(tree)).toEqual({ depth: 3, count: 4 });
    expect(inspectTreeSize([])).toEqual({ depth: 0, count: 0 });
    expect(inspectItemsInput.safeParse(tree).success).toBe(true);
    const deep = [
      {
        name: '1',
        children: [{ name: '2', children: [{ name: '3', children: [{ name: '4', children: [{ name: '5' }] }] }] }],
      },
    ];
    expect(inspectItemsInput.safeParse(deep).error?.issues[0]?.message).toBe('检验项目最多4层');
    const wide = Array.from({ length: 40 }, (_, i) => ({
      name: `项${i}`,
      children: Array.from({ length: 5 }, () => ({ name: '子项' })),
    }));
    expect(inspectItemsInput.safeParse(wide).error?.issues[0]?.message).toBe('检验项目总数不能超过200项');
  });

  it('knows a report by its first bytes, not its name', () => {
    expect(detectReportType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(detectReportType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectReportType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectReportType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectReportType(new TextEncoder().encode('%PD'))).toBeNull();
  });

  it('takes a batch file’s report code from its name', () => {
    expect(reportCodeOfFileName('R2026-0001.pdf')).toBe('R2026-0001');
    expect(reportCodeOfFileName('C:\\scans\\R2026-0002.JPG')).toBe('R2026-0002');
    expect(reportCodeOfFileName('R3')).toBe('R3');
    expect(reportCodeOfFileName('.pdf')).toBe('.pdf');
  });

  it('requires the scrap reason and processing method on a fail only', () => {
    const base = { barcode: 'JX1', reportCode: 'R1', inspectionDate: '2026-11-20' };
    expect(addInspectionBody.safeParse({ ...base, result: 1 }).success).toBe(true);
    const messages = addInspectionBody.safeParse({ ...base, result: 2 }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['检验不合格时请填写判废原因', '检验不合格时请填写处理方式']);
  });
});
