import { describe, expect, it } from 'vitest';
import { creditCode, creditCodeCheckCharacter, creditCodeProblem, licenceNo, optionalUnitDay, unitPhone } from '../src';

describe('unit fields', () => {
  it('accepts published unified social credit codes and names a wrong check character', () => {
    for (const code of ['91440300708461136T', '9144030071526726XG', '91330100799655058B']) {
      expect(creditCodeProblem(code)).toBeUndefined();
      expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(code[17]);
    }
    expect(creditCodeProblem('91440300708461136A')).toBe('统一社会信用代码校验位不正确，请核对');
    expect(creditCodeProblem('91440300708461136')).toMatch(/18位/);
    expect(creditCodeProblem('9144030070846113IT')).toMatch(/不含I、O、Z、S、V/);
  });

  it('reads a lower-case code as upper-case and requires one', () => {
    expect(creditCode.parse(' 9144030071526726xg ')).toBe('9144030071526726XG');
    expect(creditCode.safeParse('').error?.issues[0]?.message).toBe('请填写统一社会信用代码');
  });

  it('checks licence numbers, days and phones, and keeps empty as null', () => {
    expect(licenceNo.parse('TS4233001-2027')).toBe('TS4233001-2027');
    expect(licenceNo.parse('')).toBeNull();
    expect(licenceNo.safeParse('A;DROP').success).toBe(false);
    const day = optionalUnitDay('许可证有效期');
    expect(day.parse('2027-02-28')).toBe('2027-02-28');
    expect(day.safeParse('2027-02-30').error?.issues[0]?.message).toBe('许可证有效期格式应为年-月-日，例如2027-05-01');
    expect(day.parse('')).toBeNull();
    expect(unitPhone.parse('0573-82345678')).toBe('0573-82345678');
    expect(unitPhone.parse('13905730000')).toBe('13905730000');
    expect(unitPhone.safeParse('12345').success).toBe(false);
  });
});
