import { describe, expect, it } from 'vitest';
import { districtBody, districtCodeProblem, districtMessages } from '../src/index';

describe('district codes', () => {
  it('fit under their parent by its significant prefix and level', () => {
    expect(districtCodeProblem('330000', null)).toBeUndefined();
    expect(districtCodeProblem('330100', null)).toBe(districtMessages.provinceCode);
    expect(districtCodeProblem('330400', { code: '330000', level: 1 })).toBeUndefined();
    expect(districtCodeProblem('330401', { code: '330000', level: 1 })).toBe(districtMessages.cityCode('33'));
    expect(districtCodeProblem('320400', { code: '330000', level: 1 })).toBe(districtMessages.cityCode('33'));
    expect(districtCodeProblem('330499', { code: '330400', level: 2 })).toBeUndefined();
    expect(districtCodeProblem('330400', { code: '330400', level: 2 })).toBe(districtMessages.countyCode('3304'));
    expect(districtCodeProblem('330402001', { code: '330402', level: 3 })).toBeUndefined();
    expect(districtCodeProblem('330402001000', { code: '330402', level: 3 })).toBeUndefined();
    expect(districtCodeProblem('330402', { code: '330402', level: 3 })).toBe(districtMessages.streetCode('330402'));
    expect(districtCodeProblem('330411001', { code: '330402', level: 3 })).toBe(districtMessages.streetCode('330402'));
    expect(districtCodeProblem('330402001001', { code: '330402001', level: 4 })).toBe(districtMessages.tooDeep);
  });

  it('are 6, 9 or 12 digits in a body, and an empty parent is none', () => {
    expect(districtBody.parse({ code: ' 330499 ', name: '测试区', parentCode: '' })).toEqual({
      code: '330499',
      name: '测试区',
      parentCode: null,
    });
    const wrong = districtBody.safeParse({ code: '3304991', name: '测试区' });
    expect(wrong.error?.issues[0]?.message).toBe('区域编码应为6、9或12位数字');
  });
});
