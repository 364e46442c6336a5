import { z } from 'zod';
import { fillingFlagLabels, fillingFlagValues } from '../../rules/fillingFlags';
import { apiBase, defineCall } from '../call';
import { scannedBarcode } from './interlock';

/** The Authorization scheme a scale uses: `Device <deviceGuid>:<secret>` (a credential of its own, not a session). */
export const deviceAuthScheme = 'Device';

/** The Authorization header value of a scale's credential. */
export const deviceAuthorization = (deviceGuid: string, secret: string): string =>
  `${deviceAuthScheme} ${deviceGuid}:${secret}`;

/** How many records one upload may carry. */
export const maxUploadRecords = 500;

export const deviceUploadMessages = {
  noCredential: '缺少充装秤凭证（Authorization: Device <设备GUID>:<密钥>）',
  badCredential: '充装秤凭证无效',
  userNotDevice: '该接口只供充装秤使用，用户会话不能调用',
  deviceDisabled: '充装秤已停用，不能上传充装记录',
  stationDisabled: '充装秤所属充装单位已停用，不能上传充装记录',
  empty: '至少上传一条充装记录',
  tooMany: `每批最多上传${maxUploadRecords}条充装记录`,
  repeatedGuid: (guid: string) => `同一批次中充装记录编号重复：${guid}`,
  endBeforeBegin: '充装结束时间不能早于开始时间',
  inFuture: '充装开始时间不能晚于当前时间',
  tooOld: '充装开始时间不能早于400天前',
  conflict: (guids: readonly string[]) =>
    `充装记录编号已以不同内容上传，本批未保存：${guids.slice(0, 5).join('，')}${guids.length > 5 ? ` 等${guids.length}条` : ''}`,
  busy: '平台正忙，请稍后重试上传',
} as const;

/** The ranges of the numeric fields and the longest texts (shared by the schema and its quick check). */
const limits = {
  weight: [0, 99_999],
  fillingPressure: [0, 9999],
  temperature: [-60, 99],
  barcode: 64,
  balance: 32,
  cylinderSpec: 64,
  medium: 64,
  operator: 64,
  plateNumber: 16,
} as const;

const weight = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(limits.weight[0], `${label}不能为负数`)
    .max(limits.weight[1], `${label}超出范围`)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label}应为带时区的ISO时间` });
const guid = z.guid({ error: '充装记录编号（fillingGuid）应为GUID' });

/** One filling as a scale reports it (spec 02 section 3.3); the platform adds the station, state, flags and times. */
export const fillingUpload = z
  .object({
    fillingGuid: guid.transform((value) => value.toLowerCase()),
    cylinderBarcode: scannedBarcode,
    balance: text('秤号', limits.balance),
    cylinderSpec: text('气瓶规格', limits.cylinderSpec),
    medium: text('充装介质', limits.medium),
    operator: text('充装人员', limits.operator),
    fillingWeight: weight('充装量'),
    beginWeight: weight('充装前重量'),
    endWeight: weight('充装后重量'),
    residualLiquidWeight: weight('残液量'),
    fillingPressure: z
      .number({ error: '充装压力必须是数字' })
      .min(limits.fillingPressure[0], '充装压力不能为负数')
      .max(limits.fillingPressure[1], '充装压力超出范围')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    temperature: z
      .number({ error: '温度必须是数字' })
      .min(limits.temperature[0], '温度超出范围')
      .max(limits.temperature[1], '温度超出范围')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    plateNumber: text('车牌号', limits.plateNumber),
    beginTime: instant('充装开始时间'),
    endTime: instant('充装结束时间')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    operationTime: instant('操作时间')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((record) => record.endTime === null || Date.parse(record.endTime) >= Date.parse(record.beginTime), {
    message: deviceUploadMessages.endBeforeBegin,
    path: ['endTime'],
  });
export type FillingUpload = z.output<typeof fillingUpload>;
export type FillingUploadInput = z.input<typeof fillingUpload>;

export const fillingUploadBody = z.object({
  records: z
    .array(fillingUpload, { error: deviceUploadMessages.empty })
    .min(1, deviceUploadMessages.empty)
    .max(maxUploadRecords, deviceUploadMessages.tooMany),
});
export type FillingUploadBody = z.output<typeof fillingUploadBody>;

// The quick check of an upload (`fastBody`): the same patterns (taken from the schema's own checks), limits and
// transforms as `fillingUpload`, without zod's per-field machinery (about 16 µs a record under load). It only
// accepts; whatever it does not accept plainly (a wrong type, a value out of range, anything unusual) goes to the
// schema, which decides and words the refusal. deviceUpload.test.ts holds the two to the same outcomes.
const guidPattern = guid.def.pattern ?? z.regexes.guid;
const instantPattern = instant('').def.pattern ?? z.regexes.datetime({ offset: true });
const whitespace = /\s/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number within [min, max], or null/absent (null); undefined (the marker of "not plainly valid") else. */
function quickNumber(value: unknown, [min, max]: readonly [number, number]): number | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** A trimmed text of at most max characters ('' and null/absent: null); false when not plainly valid. */
function quickText(value: unknown, max: number): string | null | false {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > max ? false : trimmed || null;
}

function quickInstant(value: unknown): string | null | false {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && instantPattern.test(value) ? value : false;
}

function quickRecord(input: unknown): FillingUpload | undefined {
  if (!isObject(input)) return undefined;
  const { fillingGuid, cylinderBarcode, beginTime } = input;
  if (typeof fillingGuid !== 'string' || !guidPattern.test(fillingGuid)) return undefined;
  if (typeof cylinderBarcode !== 'string') return undefined;
  const barcode = cylinderBarcode.trim();
  if (barcode.length < 1 || barcode.length > limits.barcode || whitespace.test(barcode)) return undefined;
  const balance = quickText(input.balance, limits.balance);
  const cylinderSpec = quickText(input.cylinderSpec, limits.cylinderSpec);
  const medium = quickText(input.medium, limits.medium);
  const operator = quickText(input.operator, limits.operator);
  const plateNumber = quickText(input.plateNumber, limits.plateNumber);
  if (balance === false || cylinderSpec === false || medium === false || operator === false || plateNumber === false)
    return undefined;
  const fillingWeight = quickNumber(input.fillingWeight, limits.weight);
  const beginWeight = quickNumber(input.beginWeight, limits.weight);
  const endWeight = quickNumber(input.endWeight, limits.weight);
  const residualLiquidWeight = quickNumber(input.residualLiquidWeight, limits.weight);
  const fillingPressure = quickNumber(input.fillingPressure, limits.fillingPressure);
  const temperature = quickNumber(input.temperature, limits.temperature);
  if (
    fillingWeight === undefined ||
    beginWeight === undefined ||
    endWeight === undefined ||
    residualLiquidWeight === undefined ||
    fillingPressure === undefined ||
    temperature === undefined
  )
    return undefined;
  if (typeof beginTime !== 'string' || !instantPattern.test(beginTime)) return undefined;
  const endTime = quickInstant(input.endTime);
  const operationTime = quickInstant(input.operationTime);
  if (endTime === false || operationTime === false) return undefined;
  if (endTime !== null && !(Date.parse(endTime) >= Date.parse(beginTime))) return undefined;
  return {
    fillingGuid: fillingGuid.toLowerCase(),
    cylinderBarcode: barcode,
    balance,
    cylinderSpec,
    medium,
    operator,
    fillingWeight,
    beginWeight,
    endWeight,
    residualLiquidWeight,
    fillingPressure,
    temperature,
    plateNumber,
    beginTime,
    endTime,
    operationTime,
  };
}

/** `fillingUploadBody`'s output for an upload that is plainly valid; undefined: let the schema decide. */
export function quickUploadBody(input: unknown): FillingUploadBody | undefined {
  if (!isObject(input) || !Array.isArray(input.records)) return undefined;
  const { records } = input as { records: unknown[] };
  if (records.length < 1 || records.length > maxUploadRecords) return undefined;
  const parsed: FillingUpload[] = new Array<FillingUpload>(records.length);
  for (let index = 0; index < records.length; index += 1) {
    const record = quickRecord(records[index]);
    if (record === undefined) return undefined;
    parsed[index] = record;
  }
  return { records: parsed };
}

const flagLabel = z.enum(fillingFlagValues.map((flag) => fillingFlagLabels[flag]) as [string, ...string[]]);

export const uploadedRecord = z.object({
  fillingGuid: z.string(),
  /** stored: new and committed; duplicate: the same record was stored before (a retry), nothing changed. */
  status: z.enum(['stored', 'duplicate']),
  /** The abnormal-filling flags set on arrival (empty for a duplicate: they were set the first time). */
  flags: z.array(flagLabel),
});

export const fillingUploadAnswer = z.object({
  result: z.literal(true),
  messeage: z.string(),
  data: z.object({
    stored: z.number().int(),
    duplicates: z.number().int(),
    records: z.array(uploadedRecord),
  }),
});
export type FillingUploadAnswer = z.output<typeof fillingUploadAnswer>;

export const deviceUploadApi = {
  upload: defineCall({
    method: 'POST',
    path: `${apiBase}/Device/UploadFillingRecords`,
    summary:
      '充装秤上传充装记录（Authorization: Device <deviceGuid>:<secret>，每批最多500条）。Idempotent on fillingGuid: a ' +
      'retried batch stores nothing twice (status duplicate); a stored fillingGuid offered with other content refuses ' +
      'the whole batch with 422 and is reported to the regulators. The answer comes only after the batch is committed. ' +
      'Under overload the platform answers 429 (this scale uploads too often) or 503 (the platform is busy) with ' +
      'Retry-After; nothing of a refused batch is stored, so the scale keeps it and uploads it again.',
    body: fillingUploadBody,
    fastBody: quickUploadBody,
    response: fillingUploadAnswer,
  }),
};
