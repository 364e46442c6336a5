import { describe, expect, it } from 'vitest';
import { inspectionRuleListQuery, inspectionRuleUpdate } from '../src/index';

const edited = {
  id: 12,
  category: 1,
  mediumId: 2,
  typeId: null,
  inspectionPeriodMonths: 48,
  designLifeYears: 15,
  firstInspectionMonths: null,
};

describe('inspection rule contracts', () => {
  it("takes a row's empty texts and months back as null, and empty form values as null too", () => {
    const fromRow = inspectionRuleUpdate.parse({
      ...edited,
      standard: null,
      madeFrom: null,
      madeTo: null,
      remark: null,
    });
    expect(fromRow).toMatchObject({ standard: null, madeFrom: null, madeTo: null, remark: null });
    const fromForm = inspectionRuleUpdate.parse({ ...edited, standard: ' ', madeFrom: '', remark: undefined });
    expect(fromForm).toMatchObject({ standard: null, madeFrom: null, madeTo: null, remark: null });
    expect(inspectionRuleUpdate.parse({ ...edited, madeFrom: '2020-01', madeTo: '2030-12' })).toMatchObject({
      madeFrom: '2020-01',
      madeTo: '2030-12',
    });
  });

  it('still refuses a window that ends before it starts, and a malformed month', () => {
    const backwards = inspectionRuleUpdate.safeParse({ ...edited, madeFrom: '2031-01', madeTo: '2030-12' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['madeTo'], message: '制造年月起不能晚于制造年月止' });
    const malformed = inspectionRuleUpdate.safeParse({ ...edited, madeFrom: '2030/1' });
    expect(malformed.error?.issues[0]?.message).toBe('制造年月起格式应为年-月，例如2024-05');
  });

  it('pages the list at most 500 rows at a time', () => {
    expect(inspectionRuleListQuery.parse({})).toMatchObject({ PageIndex: 1, CountPerPage: 20 });
    expect(inspectionRuleListQuery.safeParse({ CountPerPage: '501' }).success).toBe(false);
  });
});
