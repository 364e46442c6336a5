import { describe, expect, it } from 'vitest';
import {
  CylinderStatus,
  decideFilling,
  defaultTracingConfig,
  FillingRefusalReason,
  fillingRefusalReasonLabels,
  type InterlockCylinder,
  type InterlockRules,
} from '../src/index';

const today = '2026-11-26';
const station = 7;
const sound: InterlockCylinder = {
  stationId: station,
  status: CylinderStatus.Normal,
  nextInspectionDate: '2027-03-01',
  scrapDate: '2034-01-01',
  isBlacklisted: false,
  isStoppedByRegulator: false,
  isLost: false,
  isAudited: true,
};
const rules: InterlockRules = { ...defaultTracingConfig };
const codes = (cylinder: InterlockCylinder | null, withRules: InterlockRules = rules) =>
  decideFilling(cylinder, station, today, withRules).reasons.map((reason) => reason.code);

describe('the filling interlock', () => {
  it('lets a sound cylinder of the station be filled, with no reason', () => {
    expect(decideFilling(sound, station, today, rules)).toEqual({ allowed: true, reasons: [] });
  });

  it('refuses a barcode no archive holds', () => {
    const decision = decideFilling(null, station, today, rules);
    expect(decision.allowed).toBe(false);
    expect(decision.reasons).toEqual([{ code: FillingRefusalReason.NotRegistered, label: '未建档', blocking: true }]);
  });

  it("refuses another station's cylinder whatever the configuration says", () => {
    const lenient = Object.fromEntries(Object.keys(rules).map((key) => [key, false])) as unknown as InterlockRules;
    const decision = decideFilling({ ...sound, stationId: 8 }, station, today, lenient);
    expect(decision.allowed).toBe(false);
    expect(decision.reasons.map((reason) => reason.code)).toEqual([FillingRefusalReason.NotThisStation]);
  });

  it('names every reason that applies, not only the first', () => {
    const worst: InterlockCylinder = {
      stationId: 8,
      status: CylinderStatus.Scrapped,
      nextInspectionDate: '2020-01-01',
      scrapDate: '2025-01-01',
      isBlacklisted: true,
      isStoppedByRegulator: false,
      isLost: true,
      isAudited: false,
    };
    expect(codes(worst)).toEqual([
      FillingRefusalReason.NotThisStation,
      FillingRefusalReason.Scrapped,
      FillingRefusalReason.OverdueInspection,
      FillingRefusalReason.PastDesignLife,
      FillingRefusalReason.Blacklisted,
      FillingRefusalReason.Lost,
      FillingRefusalReason.Unaudited,
    ]);
  });

  it('counts a cylinder overdue from the day after its due date', () => {
    expect(codes({ ...sound, nextInspectionDate: today })).toEqual([]);
    expect(codes({ ...sound, nextInspectionDate: '2026-11-25' })).toEqual([FillingRefusalReason.OverdueInspection]);
    expect(codes({ ...sound, scrapDate: '2026-11-25' })).toEqual([FillingRefusalReason.PastDesignLife]);
  });

  it('refuses stopped and out-of-use cylinders always', () => {
    expect(codes({ ...sound, status: CylinderStatus.Stopped })).toEqual([FillingRefusalReason.Stopped]);
    expect(codes({ ...sound, isStoppedByRegulator: true })).toEqual([FillingRefusalReason.Stopped]);
    for (const status of [
      CylinderStatus.Cancelled,
      CylinderStatus.TransferredOut,
      CylinderStatus.Deleted,
      CylinderStatus.Returned,
    ]) {
      const decision = decideFilling({ ...sound, status }, station, today, rules);
      expect(decision).toEqual({
        allowed: false,
        reasons: [{ code: FillingRefusalReason.NotInUse, label: fillingRefusalReasonLabels[9], blocking: true }],
      });
    }
  });

  it('still names a reason the configuration lets through, but allows the filling', () => {
    const decision = decideFilling({ ...sound, isAudited: false }, station, today, rules);
    expect(rules.blockUnaudited).toBe(false);
    expect(decision).toEqual({
      allowed: true,
      reasons: [{ code: FillingRefusalReason.Unaudited, label: '档案未审核', blocking: false }],
    });
    const strict = decideFilling({ ...sound, isAudited: false }, station, today, { ...rules, blockUnaudited: true });
    expect(strict.allowed).toBe(false);
  });

  it('follows each configurable reason of the traceability configuration', () => {
    const cases: [keyof InterlockRules, InterlockCylinder | null][] = [
      ['blockNoArchive', null],
      ['blockScrapped', { ...sound, status: CylinderStatus.Scrapped }],
      ['blockOverdueInspection', { ...sound, nextInspectionDate: '2026-01-01' }],
      ['blockOverdueScrap', { ...sound, scrapDate: '2026-01-01' }],
      ['blockBlacklisted', { ...sound, isBlacklisted: true }],
    ];
    for (const [rule, cylinder] of cases) {
      expect(decideFilling(cylinder, station, today, { ...rules, [rule]: true }).allowed, rule).toBe(false);
      expect(decideFilling(cylinder, station, today, { ...rules, [rule]: false }).allowed, rule).toBe(true);
    }
  });
});
