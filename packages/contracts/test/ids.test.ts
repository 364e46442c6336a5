import { describe, expect, it } from 'vitest';
import { maxId, optionalIdList, requiredId } from '../src/api/fields';
import { cylinderByIdQuery } from '../src/api/cylinder';
import { abnormalListQuery } from '../src/api/abnormal';

/** An id beyond PostgreSQL's integer names nothing: it is refused by the contract with a message, never sent on. */
describe('ids', () => {
  it('accepts the largest integer id and refuses the next one, naming the field', () => {
    expect(requiredId('气瓶编号').parse('2147483647')).toBe(maxId);
    const refused = cylinderByIdQuery.safeParse({ Id: '2147483648' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('气瓶编号超出范围（最大2147483647）');
  });

  it('refuses a too large id in a list of ids and in an optional filter', () => {
    expect(optionalIdList('监管单位').safeParse('1,2147483648').error?.issues[0]?.message).toBe(
      '监管单位超出范围（最大2147483647）',
    );
    const filter = abnormalListQuery.safeParse({ RegulatorId: 2 ** 31 });
    expect(filter.error?.issues[0]?.message).toBe('监管单位超出范围（最大2147483647）');
  });
});
