import { describe, expect, it } from 'vitest';
import { CylinderStatus, FillingFlag, flagNamesOf, flagsOf, judgeFilling, type FlaggedCylinder } from '../src';

const cylinder: FlaggedCylinder = {
  status: CylinderStatus.Normal,
  nextInspectionDate: '2027-01-01',
  scrapDate: '2035-01-01',
  specName: 'YSP35.5',
  presetWeight: 14.5,
};
const filling = {
  stationId: 1,
  day: '2026-11-26',
  beginTime: new Date('2026-11-26T01:00:00Z'),
  fillingWeight: 14.5,
  residualWeight: null,
  cylinderSpec: 'ysp 35.5',
};
const rule = { clonedLabelMinutes: 30, continuousFillingMinutes: 120 };
const context = { hasPreCheck: true, previous: null, rule };

describe('judgeFilling (the flags set on arrival)', () => {
  it('sets nothing on a sound filling of a sound cylinder (spec names compared without spaces or case)', () => {
    expect(judgeFilling(filling, cylinder, context)).toEqual({ flags: 0, cylinderState: 0 });
  });

  it('names the archive state by its worst: no archive, then scrapped, then expired', () => {
    expect(judgeFilling(filling, null, context)).toEqual({ flags: FillingFlag.NoArchive, cylinderState: 3 });
    const deleted = { ...cylinder, status: CylinderStatus.Deleted };
    expect(judgeFilling(filling, deleted, context).cylinderState).toBe(3);
    const pastScrap = { ...cylinder, scrapDate: '2026-11-25', nextInspectionDate: '2026-01-01' };
    expect(judgeFilling(filling, pastScrap, context)).toEqual({ flags: FillingFlag.Scrapped, cylinderState: 2 });
    const due = { ...cylinder, nextInspectionDate: '2026-11-25' };
    expect(judgeFilling(filling, due, context)).toEqual({ flags: FillingFlag.Expired, cylinderState: 1 });
    const dueToday = { ...cylinder, nextInspectionDate: '2026-11-26' };
    expect(judgeFilling(filling, dueToday, context).flags).toBe(0);
  });

  it('flags the gas after filling (filled plus residual) beyond the tolerances around the preset weight', () => {
    const weigh = (fillingWeight: number, residualWeight: number | null = null) =>
      flagsOf(judgeFilling({ ...filling, fillingWeight, residualWeight }, cylinder, context).flags);
    expect(weigh(14.93)).toEqual([]);
    expect(weigh(14.94)).toEqual([FillingFlag.OverWeight]);
    expect(weigh(13.78)).toEqual([]);
    expect(weigh(13.7)).toEqual([FillingFlag.LessFilled]);
    expect(weigh(13.2, 0.6)).toEqual([]);
    expect(weigh(14.5, 0.6)).toEqual([FillingFlag.OverWeight]);
  });

  it('flags a spec mismatch and a missing pre-fill check', () => {
    const judged = judgeFilling({ ...filling, cylinderSpec: 'YSP15' }, cylinder, { ...context, hasPreCheck: false });
    expect(flagsOf(judged.flags)).toEqual([FillingFlag.SpecMismatch, FillingFlag.NoPreCheck]);
  });

  it('tells continuous refilling at the same station from a cloned label at another, by the city’s windows', () => {
    const at = (minutes: number) => new Date(filling.beginTime.getTime() - minutes * 60_000);
    const after = (stationId: number, minutes: number) =>
      flagsOf(judgeFilling(filling, cylinder, { ...context, previous: { stationId, beginTime: at(minutes) } }).flags);
    expect(after(1, 119)).toEqual([FillingFlag.Continuous]);
    expect(after(1, 120)).toEqual([]);
    expect(after(2, 29)).toEqual([FillingFlag.ClonedLabel]);
    expect(after(2, 30)).toEqual([]);
    // A later filling elsewhere arriving first is as impossible as an earlier one.
    expect(after(2, -10)).toEqual([FillingFlag.ClonedLabel]);
  });
});

describe('flagNamesOf (a record’s flags in words)', () => {
  it('names the flags in bit order, joined by 、, and none as empty', () => {
    expect(flagNamesOf(FillingFlag.Continuous | FillingFlag.OverWeight)).toBe('超重充装、连续充装');
    expect(flagNamesOf(0)).toBe('');
  });
});
