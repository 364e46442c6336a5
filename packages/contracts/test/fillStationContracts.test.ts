import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  fillStationBody,
  idNumberProblem,
  maskIdNumber,
  optionalIdNumber,
  unitMessages,
  updateConfigBody,
} from '../src/index';

const first17 = '91330402MA2001000';
const valid = {
  stationCode: 'CZ1',
  stationName: '测试充装站',
  stationType: 1,
  divisionCode: '330402',
  creditCode: first17 + creditCodeCheckCharacter(first17),
};

describe('filling-station contracts', () => {
  it('checks identity card numbers by their check character and masks them', () => {
    expect(idNumberProblem('11010519491231002X')).toBeUndefined();
    expect(idNumberProblem('110105194912310021')).toBe('身份证号校验位不正确，请核对');
    expect(idNumberProblem('1101051949')).toBe('身份证号应为18位，最后一位可以是数字或X');
    expect(optionalIdNumber.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(optionalIdNumber.parse('')).toBeNull();
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });

  it('reads empty optional fields as null and refuses a licence ending before it was issued', () => {
    expect(fillStationBody.parse({ ...valid, address: '', licenseIssued: '' })).toMatchObject({
      address: null,
      licenseIssued: null,
      isChainFilling: false,
    });
    const dates = fillStationBody.safeParse({ ...valid, licenseIssued: '2026-05-02', licenseUntil: '2026-05-01' });
    expect(dates.error?.issues).toEqual([
      expect.objectContaining({ path: ['licenseUntil'], message: unitMessages.licenceDates }),
    ]);
  });

  it('takes the station configuration as an object or JSON text, with known keys only', () => {
    expect(updateConfigBody.parse({ configJson: '{"requireBeforeFillingCheck":true}' }).configJson).toEqual({
      refuseOverdueCylinders: true,
      refuseScrappedCylinders: true,
      refuseBlacklistedCylinders: true,
      requireBeforeFillingCheck: true,
      requireAfterFillingCheck: false,
    });
    expect(updateConfigBody.safeParse({ configJson: { speed: 1 } }).error?.issues[0]?.message).toBe(
      '充装站设置中没有该项：speed',
    );
    expect(updateConfigBody.safeParse({ configJson: 'not json' }).success).toBe(false);
  });
});
