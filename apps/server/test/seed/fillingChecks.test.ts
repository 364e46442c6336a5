import { describe, expect, it } from 'vitest';
import { FillingCheckDispose, FillingCheckKind, preCheckHours } from '@gcs/contracts';
import { generateFillingChecks } from '../../src/db/seed/fillingChecks';
import type { FillingRow } from '../../src/db/seed/fillings';
import { Random } from '../../src/db/seed/prng';

const start = Date.parse('2026-03-01T00:00:00Z');
const rows: FillingRow[] = Array.from({ length: 20_000 }, (_, index) => ({
  guid: `guid-${index}`,
  stationId: 1 + (index % 7),
  cylinderId: index % 50 === 0 ? null : index,
  barcode: `JX${String(index).padStart(10, '0')}`,
  balance: '1号秤',
  spec: 'YSP35.5',
  mediumId: 3,
  operator: ['张伟', '王芳', '李强'][index % 3]!,
  fillingWeight: 14.5,
  beginWeight: 15.2,
  endWeight: 29.7,
  residual: index % 8 === 0 ? 0 : 0.3,
  pressure: 0.8,
  temperature: 18,
  plate: null,
  begin: start + index * 600_000,
  end: start + index * 600_000 + 90_000,
  state: index % 40 === 0 ? 1 : 0,
  insert: start + index * 600_000 + 100_000,
  seconds: 90,
  flags: 0,
}));

describe('the demo check records', () => {
  const { checks, preChecked } = generateFillingChecks(rows, new Random(11));
  const before = checks.filter((check) => check.kind === FillingCheckKind.Before);
  const after = checks.filter((check) => check.kind === FillingCheckKind.After);
  const byBarcode = new Map(rows.map((row) => [row.barcode, row]));

  it('checks about 93 % of the fillings before and 90 % after, and names the pre-checked fillings', () => {
    expect(before.length / rows.length).toBeGreaterThan(0.92);
    expect(before.length / rows.length).toBeLessThan(0.94);
    expect(after.length / rows.length).toBeGreaterThan(0.89);
    expect(after.length / rows.length).toBeLessThan(0.91);
    expect(preChecked.size).toBe(before.length);
    const checkedBarcodes = new Set(before.map((check) => check.barcode));
    for (const row of rows) expect(preChecked.has(row.guid)).toBe(checkedBarcodes.has(row.barcode));
  });

  it('places a pre-fill check 2 to 30 minutes before the filling at its station, a post-fill check after it', () => {
    for (const check of before) {
      const row = byBarcode.get(check.barcode)!;
      const lead = row.begin - check.time;
      expect(lead).toBeGreaterThanOrEqual(120_000);
      expect(lead).toBeLessThanOrEqual(1_800_000);
      expect(lead).toBeLessThan(preCheckHours * 3_600_000);
      expect(check).toMatchObject({ stationId: row.stationId, cylinderId: row.cylinderId, operator: row.operator });
    }
    for (const check of after) {
      const row = byBarcode.get(check.barcode)!;
      expect(check.time).toBeGreaterThan(row.end);
      expect(check).toMatchObject({ pressure: row.pressure, endWeight: row.endWeight });
    }
  });

  it('finds mostly sound cylinders; the rare failures refuse or send away, with the items that failed', () => {
    const sound = before.filter((check) => check.dispose === FillingCheckDispose.Fill).length;
    expect(sound / before.length).toBeGreaterThan(0.95);
    const failed = before.filter((check) => check.dispose !== FillingCheckDispose.Fill);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((check) => check.dispose))).toEqual(
      new Set([FillingCheckDispose.DrainThenFill, FillingCheckDispose.Refuse, FillingCheckDispose.SendForInspection]),
    );
    for (const check of failed) expect(JSON.parse(check.items!)).toEqual(expect.arrayContaining([expect.anything()]));
    expect(
      after.filter((check) => check.dispose === FillingCheckDispose.Release).length / after.length,
    ).toBeGreaterThan(0.98);
  });

  it('gives the same checks for the same stream', () => {
    expect(generateFillingChecks(rows, new Random(11)).checks).toEqual(checks);
    expect(generateFillingChecks(rows, new Random(12)).checks).not.toEqual(checks);
  });
});
