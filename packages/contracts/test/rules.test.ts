import { describe, expect, it } from 'vitest';
import {
  belongTypeLabel,
  cylinderRowKind,
  cylinderStatusText,
  dropEmptyParams,
  formatDate,
  formatDateTime,
  formatYearMonth,
  isJavaApiPath,
  joinListParamsForJava,
  publicityArea,
  publicityUrl,
  reshapeJavaResponse,
  todayInChina,
} from '../src/index';

describe('publicity address', () => {
  it('takes the first four characters of the area code and reads 1201 as 1200', () => {
    expect(publicityArea('330502')).toBe('3305');
    expect(publicityArea('120101')).toBe('1200');
    expect(publicityArea('120201')).toBe('1202');
  });

  it('places area and barcode into the template, encoded', () => {
    expect(publicityUrl('https://p.example/{area}/{barcode}', '120104', 'TJ 01/2')).toBe(
      'https://p.example/1200/TJ%2001%2F2',
    );
    expect(publicityUrl('https://p.example/q?a={area}&b={barcode}', '330502', 'HZ0001')).toBe(
      'https://p.example/q?a=3305&b=HZ0001',
    );
  });
});

describe('cylinder status text and row colour', () => {
  const today = '2026-06-15';
  it('reads overdue scrap before overdue inspection, only for cylinders in use', () => {
    expect(cylinderStatusText({ status: 0, nextInspectionDate: '2027-01-01', scrapDate: '2030-01-01' }, today)).toBe(
      '正常',
    );
    expect(cylinderStatusText({ status: 0, nextInspectionDate: '2026-06-14', scrapDate: '2030-01-01' }, today)).toBe(
      '超期未检',
    );
    expect(cylinderStatusText({ status: 0, nextInspectionDate: '2026-06-15', scrapDate: null }, today)).toBe('正常');
    expect(cylinderStatusText({ status: 0, nextInspectionDate: '2020-01-01', scrapDate: '2026-01-01' }, today)).toBe(
      '超期未报废',
    );
    expect(cylinderStatusText({ status: 2, nextInspectionDate: '2020-01-01', scrapDate: '2020-01-01' }, today)).toBe(
      '已报废',
    );
    expect(cylinderStatusText({ status: 7, nextInspectionDate: '2020-01-01', scrapDate: null }, today)).toBe('已停用');
  });

  it('colours three kinds of rows by their status text and leaves the rest plain', () => {
    expect(cylinderRowKind('超期未检')).toBe('overdueInspection');
    expect(cylinderRowKind('超期未报废')).toBe('overdueScrap');
    expect(cylinderRowKind('已报废')).toBe('scrapped');
    expect(cylinderRowKind('正常')).toBeNull();
    expect(cylinderRowKind(undefined)).toBeNull();
  });
});

describe('ownership label', () => {
  it('reads 1 as non-own, 2 as custodial, hosted in region 440900, anything else as own', () => {
    expect(belongTypeLabel(1, '330500')).toBe('非自有产权');
    expect(belongTypeLabel(2, '330500')).toBe('寄存');
    expect(belongTypeLabel(2, '440900')).toBe('托管');
    expect(belongTypeLabel(0, '440900')).toBe('自有产权');
    expect(belongTypeLabel(null, '330500')).toBe('自有产权');
  });
});

describe('request parameters', () => {
  it('drops empty, blank, null and undefined values and empty lists, keeping zero and false', () => {
    expect(dropEmptyParams({ a: '', b: '  ', c: null, d: undefined, e: [], f: 0, g: false, h: 'x', i: [1] })).toEqual({
      f: 0,
      g: false,
      h: 'x',
      i: [1],
    });
  });

  it('joins RegulatorIds and StationIds only for java-API paths', () => {
    expect(isJavaApiPath('/api/java/Cylinder/list')).toBe(true);
    expect(isJavaApiPath('api/java/x')).toBe(true);
    expect(isJavaApiPath('/api/samr/Cylinder/list')).toBe(false);
    expect(joinListParamsForJava({ RegulatorIds: [1, 2], StationIds: [3], Other: [4, 5] })).toEqual({
      RegulatorIds: '1,2',
      StationIds: '3',
      Other: [4, 5],
    });
  });

  it('copies message into messeage and success into result on java answers', () => {
    expect(reshapeJavaResponse({ message: '成功', success: true, data: 1 })).toEqual({
      message: '成功',
      success: true,
      data: 1,
      messeage: '成功',
      result: true,
    });
    expect(reshapeJavaResponse('text')).toBe('text');
  });
});

describe('dates', () => {
  it('shows manufacture and inspection dates as year-month and others as year-month-day', () => {
    expect(formatYearMonth('2020-03-01')).toBe('2020-03');
    expect(formatDate('2020-03-01T10:00:00.000Z')).toBe('2020-03-01');
    expect(formatYearMonth(null)).toBe('');
  });

  it('shows instants in China Standard Time', () => {
    expect(formatDateTime('2026-05-20T17:30:00.000Z')).toBe('2026-05-21 01:30:00');
    // The public archive answers times to the day: a day stays that day.
    expect(formatDateTime('2026-05-20')).toBe('2026-05-20');
    expect(todayInChina(new Date('2026-05-20T17:30:00.000Z'))).toBe('2026-05-21');
  });
});
