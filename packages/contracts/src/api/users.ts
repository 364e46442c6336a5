import { z } from 'zod';
import { BelongToType } from '../enums';
import { dataResponse, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { nullableNumber, nullableString, optionalCode, optionalText, requiredId } from './fields';
import { dropDownOption } from './dropdown';
import { exportParams } from './export';
import { visibleText } from './visibleText';
import { batchIds, batchValidBody } from './units/unitFields';

/**
 * Users of the platform (Setting/User, spec 01 section 7 "Administration"): search, add, edit, enable/disable,
 * delete, reset or set a password, the regulators of a user's unit, and the accounts and addresses locked now.
 * A user belongs to a regulator (10), a filling station (1) or an inspection institution (20). Only a system manager
 * makes a system manager; anyone else manages only the users of their own data scope.
 */

const authBase = `${apiBase}/Auth`;

export const userMessages = {
  loginCodeTaken: '账号已存在',
  notFound: '用户不存在或不在您的管辖范围内',
  notSelf: '不能删除或停用自己的账号',
  managerOnly: '只有系统管理员可以设置系统管理员',
  roleNotGrantable: '不能授予超出您自身权限的角色',
  roleUnknown: '角色不存在或已停用',
  unitRequired: (what: string) => `请选择${what}`,
  unitOutside: (what: string) => `${what}不存在或不在您的管辖范围内`,
  hasHistory: (name: string) => `${name}：该用户已有登录或操作记录，不能删除；可将其停用`,
  passwordReset: (password: string) => `密码已重置为：${password}，请转告用户，用户下次登录时须修改密码`,
  passwordSet: '密码已修改，用户下次登录时须修改密码',
  lockNotFound: '该锁定已解除或已过期',
} as const;

/** The kinds of unit a user can belong to on the User page (spec 02 section 4 belongToType). */
export const userBelongLabels: Readonly<Record<number, string>> = {
  [BelongToType.Regulator]: '监管单位',
  [BelongToType.FillingStation]: '充装单位',
  [BelongToType.Station]: '检验机构',
};

const loginCode = z
  .string({ error: '请填写账号' })
  .trim()
  .min(1, '请填写账号')
  .max(64, '账号不能超过64个字符')
  .regex(/^[0-9A-Za-z_.@-]+$/, '账号只能包含字母、数字和_.@-');

const userName = visibleText(
  z.string({ error: '请填写用户名' }).trim().min(1, '请填写用户名').max(64, '用户名不能超过64个字符'),
  '用户名',
);

/** A mobile or fixed-line number; empty is none. A masked value (138****1234) keeps the stored number on edit. */
export const userPhone = z
  .string({ error: '手机号码必须是文本' })
  .trim()
  .refine(
    (value) => value === '' || /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|[0-9-]{3,8}\*{4}\d{4})$/.test(value),
    '手机号码格式不正确',
  )
  .nullish()
  .transform((value) => (value ? value : null));

/** A new password as typed (over TLS) so the server checks the same strength rule as UpdatePassword. */
const typedPassword = (label: string) => z.string({ error: `请填写${label}` }).max(64, `${label}不能超过64个字符`);

const optionalUnitId = (label: string) =>
  requiredId(label)
    .nullish()
    .transform((value) => value ?? null);

const belongToType = z
  .number({ error: '请选择所属单位类型' })
  .int('所属单位类型只能是1、10或20')
  .refine((value) => value in userBelongLabels, '所属单位类型只能是1、10或20');

const userShape = {
  loginCode,
  userName,
  phone: userPhone,
  roleId: requiredId('角色'),
  belongToType,
  regulatorId: optionalUnitId('所属监管单位'),
  fillStationId: optionalUnitId('所属充装单位'),
  inspectStationId: optionalUnitId('所属检验机构'),
  isSystemManager: z.boolean({ error: '系统管理员只能是true或false' }).default(false),
};

/** AddUser: the user, its unit and role, and the first password (the user must change it at first login). */
export const userAddBody = z.object({
  ...userShape,
  password: typedPassword('密码'),
  confirmPassword: typedPassword('确认密码'),
});
export type UserAddBody = z.output<typeof userAddBody>;

/** UpdateUser: the same without the password (ResetUserPassword and UpdateUserPassword change it). */
export const userUpdateBody = z.object({ ...userShape, id: requiredId('用户编号') });
export type UserUpdateBody = z.output<typeof userUpdateBody>;

export const userDeleteBody = z.object({ ids: batchIds('用户') });
export type UserDeleteBody = z.output<typeof userDeleteBody>;
export const userValidBody = batchValidBody('用户');
export type UserValidBody = z.output<typeof userValidBody>;

export const userIdBody = z.object({ id: requiredId('用户编号') });
export type UserIdBody = z.output<typeof userIdBody>;

/** UpdateUserPassword: an administrator sets a user's password (as typed, checked by the strength rule). */
export const userPasswordBody = z.object({
  id: requiredId('用户编号'),
  newPassword: typedPassword('新密码'),
  confirmPassword: typedPassword('确认密码'),
});
export type UserPasswordBody = z.output<typeof userPasswordBody>;

/** GetUser: by login code and name (contains), role, unit type and validity. */
export const userListQuery = z.object({
  LoginCode: optionalText('账号', 64),
  UserName: optionalText('用户名', 64),
  RoleId: requiredId('角色').optional(),
  BelongToType: optionalCode('所属单位类型', [1, 10, 20]),
  IsValid: optionalCode('启用状态', [0, 1]),
  ...pageQuery,
  ...exportParams,
});
export type UserListQuery = z.output<typeof userListQuery>;

export const userRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  loginCode: z.string(),
  userName: z.string(),
  /** Masked: 138****1234. */
  phone: nullableString,
  roleId: nullableNumber,
  roleName: z.string(),
  belongToType: z.number().int(),
  belongToTypeName: z.string(),
  regulatorId: nullableNumber,
  fillStationId: nullableNumber,
  inspectStationId: nullableNumber,
  /** The regulator's or station's name. */
  unitName: z.string(),
  isSystemManager: z.boolean(),
  isValid: z.boolean(),
  /** Whether the account is locked now by failed logins. */
  isLocked: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss, China time; empty when never changed. */
  updatePasswordTime: z.string(),
  createdAt: z.string(),
});
export type UserRow = z.output<typeof userRow>;

/** The regulators of a user's unit: its own for a regulator user, those its station is bound to otherwise. */
export const userRegulatorRow = z.object({
  id: z.number().int(),
  regulatorName: z.string(),
  divisionName: z.string(),
  level: z.number().int(),
});
export const userRegulatorQuery = z.object({ Id: requiredId('用户编号') });

/** The accounts and addresses locked now (login_lock, locked_until later than now). */
export const loginLockQuery = z.object({
  Kind: z
    .enum(['account', 'ip'], { error: '锁定类型只能是account或ip' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  Key: optionalText('账号或IP地址', 64),
  ...pageQuery,
});
export type LoginLockQuery = z.output<typeof loginLockQuery>;

export const loginLockRow = z.object({
  ordinalNum: z.number().int(),
  /** kind:key, unique. */
  lockKey: z.string(),
  kind: z.enum(['account', 'ip']),
  kindName: z.string(),
  /** The locked login code (lower case) or address. */
  key: z.string(),
  /** The user's name when the account exists. */
  userName: z.string(),
  lockedUntil: z.string(),
});
export type LoginLockRow = z.output<typeof loginLockRow>;

const userAnswer = dataResponse(userRow.omit({ ordinalNum: true }));
const countAnswer = dataResponse(z.object({ count: z.number().int() }));

export const userApi = {
  list: defineCall({
    method: 'GET',
    path: `${authBase}/GetUser`,
    summary: '用户列表',
    query: userListQuery,
    response: listResponse(userRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${authBase}/AddUser`,
    summary: '新增用户',
    body: userAddBody,
    response: userAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${authBase}/UpdateUser`,
    summary: '修改用户',
    body: userUpdateBody,
    response: userAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${authBase}/DelUser`,
    summary: '删除用户（已有登录或操作记录的用户不能删除，可停用）',
    body: userDeleteBody,
    response: countAnswer,
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${authBase}/BatchUserIsValid`,
    summary: '批量启用或停用用户（停用即结束其会话）',
    body: userValidBody,
    response: countAnswer,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: `${authBase}/ResetUserPassword`,
    summary: '重置用户密码为随机强密码（仅显示一次，下次登录须修改）',
    body: userIdBody,
    response: dataResponse(z.object({ password: z.string() })),
  }),
  setPassword: defineCall({
    method: 'POST',
    path: `${authBase}/UpdateUserPassword`,
    summary: '管理员设置用户密码（下次登录须修改）',
    body: userPasswordBody,
    response: dataResponse(z.object({ count: z.number().int() })),
  }),
  regulators: defineCall({
    method: 'GET',
    path: `${authBase}/GetUserRegulator`,
    summary: '用户所属单位的监管单位',
    query: userRegulatorQuery,
    response: dataResponse(z.object({ list: z.array(userRegulatorRow) })),
  }),
  roleOptions: defineCall({
    method: 'GET',
    path: `${authBase}/GetUserRoleOptions`,
    summary: '下拉：可授予用户的角色（启用的、不超出本人权限的）',
    response: listResponse(dropDownOption),
  }),
  locks: defineCall({
    method: 'GET',
    path: `${authBase}/GetLoginLocks`,
    summary: '当前被锁定的账号和IP地址',
    query: loginLockQuery,
    response: listResponse(loginLockRow),
  }),
};
