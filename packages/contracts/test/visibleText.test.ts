import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasInvisibleCharacters, roleBody, unitText, userAddBody, visibleText } from '../src';

describe('names refuse control and invisible characters', () => {
  const bidiControls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
  const otherInvisible = [
    '\u0000',
    '\u0007',
    '\u001B',
    '\u007F',
    '\u0085',
    '\t',
    '\n',
    '\r',
    '\u200B',
    '\u200E',
    '\uFEFF',
    '\u00AD',
  ];

  it('finds every bidirectional override and isolate and other Cc/Cf characters', () => {
    for (const character of [...bidiControls, ...otherInvisible]) {
      expect(hasInvisibleCharacters(`名${character}称`), JSON.stringify(character)).toBe(true);
    }
  });

  it('keeps ordinary names: Chinese, letters, digits, spaces and punctuation', () => {
    for (const name of ['三天离线', 'Station A-1', '湖州市 市场监督管理局（南浔）', 'مرحبا', '浙E·12345']) {
      expect(hasInvisibleCharacters(name), name).toBe(false);
    }
  });

  it('answers a message naming the field', () => {
    const result = visibleText(z.string(), '视图名称').safeParse('abc\u202Etxt.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('视图名称不能包含控制字符或不可见字符');
  });

  it('is used by the names users give units, roles and users', () => {
    expect(unitText('监管单位名称', 128).safeParse('南浔\u202E局').error?.issues[0]?.message).toBe(
      '监管单位名称不能包含控制字符或不可见字符',
    );
    expect(roleBody.safeParse({ roleName: '管理员\u2066' }).success).toBe(false);
    expect(roleBody.safeParse({ roleName: '管理员' }).success).toBe(true);
    const user = userAddBody.safeParse({ userName: '张\u200B三' });
    expect(user.error?.issues.map((issue) => issue.message)).toContain('用户名不能包含控制字符或不可见字符');
  });
});
