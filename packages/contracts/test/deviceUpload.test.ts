import { describe, expect, it } from 'vitest';
import { deviceUploadApi, fillingUploadBody, quickUploadBody } from '../src/index';

const valid = {
  fillingGuid: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
  cylinderBarcode: '  LPG0001 ',
  balance: ' 1号秤 ',
  cylinderSpec: 'YSP-15',
  medium: '液化石油气',
  operator: '张伟',
  fillingWeight: 14.5,
  beginWeight: 15.5,
  endWeight: 30,
  residualLiquidWeight: 0.3,
  fillingPressure: 0.75,
  temperature: 18,
  plateNumber: null,
  beginTime: '2026-11-26T10:00:00.000+08:00',
  endTime: '2026-11-26T02:01:30Z',
  operationTime: '2026-11-26T02:01:30.123456Z',
};

/** Values a field may be replaced with: right and wrong types, edges of the ranges and of the texts, odd times. */
const oddValues: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '  x  ',
  'a b',
  '\t',
  'x'.repeat(16),
  'x'.repeat(17),
  'x'.repeat(32),
  'x'.repeat(33),
  'x'.repeat(64),
  ' '.repeat(3) + 'x'.repeat(64) + ' ',
  'x'.repeat(65),
  0,
  -0,
  -1,
  -60,
  -60.01,
  99,
  99.5,
  9999,
  10_000,
  99_999,
  100_000,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '12',
  true,
  [],
  {},
  ['x'],
  '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  '3f2504e0-4f89-11d3-9a0c-0305e82c330',
  '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
  '2026-11-26T10:00:00+08:00',
  '2026-11-26T01:59:59Z',
  '2026-11-26T10:00:00',
  '2026-11-26 10:00:00+08:00',
  '2026-02-29T10:00:00Z',
  '2024-02-29T10:00:00Z',
  '2026-11-26T24:00:00Z',
  '2026-11-26T10:00:00.5Z',
  '2026-11-26T10:00:00+0800',
  '2026-11-26T10:00:00.000z',
];
const fields = Object.keys(valid) as (keyof typeof valid)[];

/** The route's rule: the quick check may only accept what the schema accepts, answering exactly the schema's output. */
function expectSameOutcome(body: unknown) {
  const quick = quickUploadBody(body);
  const schema = fillingUploadBody.safeParse(body);
  if (quick !== undefined) {
    expect(schema.success, JSON.stringify(body)).toBe(true);
    expect(quick).toStrictEqual(schema.data);
  }
  return { quick, schema };
}

describe('the quick check of an upload', () => {
  it('is the upload call’s fastBody', () => {
    expect(deviceUploadApi.upload.fastBody).toBe(quickUploadBody);
  });

  it('accepts plainly valid uploads with exactly the schema’s output (trimmed, lower-cased guid, nulls filled in)', () => {
    const { quick } = expectSameOutcome({
      records: [valid, { ...valid, fillingGuid: valid.fillingGuid.toLowerCase() }],
    });
    expect(quick?.records[0]).toMatchObject({
      fillingGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      cylinderBarcode: 'LPG0001',
      balance: '1号秤',
      plateNumber: null,
    });
    const sparse = { fillingGuid: valid.fillingGuid, cylinderBarcode: 'B1', beginTime: valid.beginTime, extra: 1 };
    expect(expectSameOutcome({ records: [sparse] }).quick).toBeDefined();
  });

  it('leaves every refusal to the schema, whose Chinese message the caller gets', () => {
    const refused = (record: object, message: string) => {
      const { quick, schema } = expectSameOutcome({ records: [record] });
      expect(quick).toBeUndefined();
      expect(schema.error?.issues[0]?.message).toBe(message);
    };
    refused({ ...valid, fillingGuid: 'abc' }, '充装记录编号（fillingGuid）应为GUID');
    refused({ ...valid, cylinderBarcode: 'a b' }, '气瓶条码不能包含空格');
    refused({ ...valid, fillingWeight: -1 }, '充装量不能为负数');
    refused({ ...valid, temperature: 120 }, '温度超出范围');
    refused({ ...valid, plateNumber: 'x'.repeat(17) }, '车牌号不能超过16个字符');
    refused({ ...valid, beginTime: '2026-11-26 10:00:00' }, '充装开始时间应为带时区的ISO时间');
    refused({ ...valid, endTime: '2026-11-26T01:00:00Z' }, '充装结束时间不能早于开始时间');
    for (const body of [null, [], {}, { records: [] }, { records: {} }, { records: Array(501).fill(valid) }]) {
      expect(quickUploadBody(body)).toBeUndefined();
      expect(fillingUploadBody.safeParse(body).success).toBe(false);
    }
  });

  it('agrees with the schema on every single-field change and on random combinations', () => {
    let accepted = 0;
    for (const field of fields) {
      for (const value of oddValues) {
        const record: Record<string, unknown> = { ...valid, [field]: value };
        if (value === undefined) delete record[field];
        if (expectSameOutcome({ records: [valid, record] }).quick) accepted += 1;
      }
    }
    let seed = 14;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 3000; round += 1) {
      const record: Record<string, unknown> = { ...valid };
      for (let change = 0; change < 1 + random(3); change += 1) {
        record[fields[random(fields.length)] as string] = oddValues[random(oddValues.length)];
      }
      if (expectSameOutcome({ records: [record] }).quick) accepted += 1;
    }
    // Both sides of the rule were exercised: many changes are still valid, many are not.
    expect(accepted).toBeGreaterThan(200);
  });
});
