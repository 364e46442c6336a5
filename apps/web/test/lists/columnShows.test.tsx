import { describe, expect, it } from 'vitest';
import { shownValue } from '../../src/lists/columnShows';

describe('how a column shows its value', () => {
  it('says what no value means, and puts a prefix before a value', () => {
    const open = { kind: 'text', whenEmpty: '全部' } as const;
    expect(shownValue(open, null)).toBe('全部');
    expect(shownValue(open, '')).toBe('全部');
    expect(shownValue(open, '液化石油气')).toBe('液化石油气');
    expect(shownValue({ kind: 'text', prefix: 'v' }, 3)).toBe('v3');
    expect(shownValue({ kind: 'text', prefix: 'v' }, null)).toBe('');
    expect(shownValue({ kind: 'day' }, null)).toBe('');
  });
});
