import { z } from 'zod';
import { dataResponse, listResponse } from '../paging';
import { apiBase, defineCall } from './call';
import { optionalFlag, requiredId } from './fields';

/**
 * A column of a table as the web defines it (spec 02 sections 3.9, 3.11, 3.12): its title, the row field it shows,
 * whether it is shown by default, and optional width, alignment and sorting. Report definitions and the archive
 * pages list their built-in default columns in this shape.
 */
export interface TableColumn<Code extends string = string> {
  title: string;
  code: Code;
  isDisplay: boolean;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** 'custom' where the server sorts (spec 02 section 3.9); absent when the column does not sort. */
  sortable?: string;
  /** How the value shows, where it is not shown as it comes. */
  shows?: ColumnShows;
}

/**
 * How a column's value shows (spec 02 section 9: year-month for manufacture and inspection, year-month-day for other
 * dates): a day or month of a date or instant; the label of a coded value; an enabled flag as a tag (启用 / 停用); a
 * status as a coloured tag; a value marked by a flag of its row; a value with a prefix, or a text where it is empty.
 */
export type ColumnShows =
  | { kind: 'day' | 'month' | 'enabledTag' }
  /** The value after a prefix (v2), or a text saying what no value means (全部, 不限). */
  | { kind: 'text'; prefix?: string; whenEmpty?: string }
  | { kind: 'enum'; labels: Readonly<Record<number, string>> }
  /** A cylinder status text as a tag coloured by the status (normal, overdue, scrapped …). */
  | { kind: 'statusTag' }
  /** The value followed by a red tag when a flag of the row is set (a barcode and 黑名单). */
  | { kind: 'flagged'; flag: string; tag: string }
  /** A text of labels joined by 、 (the flags of a filling record), one tag each; exported as the text. */
  | { kind: 'tags'; color?: string };

/** One entry of a page's column configuration (spec 02 section 3.9). */
export const columnConfigEntry = z.object({
  columnName: z.string(),
  columnCode: z.string(),
  isDisplay: z.boolean(),
  displayOrder: z.number().int(),
  sortable: z.string().nullable(),
});
export type ColumnConfigEntry = z.output<typeof columnConfigEntry>;

export const columnConfigQuery = z.object({
  PageName: z
    .string({ error: '页面名称不能为空' })
    .trim()
    .min(1, '页面名称不能为空')
    .max(64, '页面名称不能超过64个字符'),
  /** true: only the columns shown by default; absent: every configured column. */
  IsDisplay: optionalFlag('是否显示'),
});

/** Upload limits of pictures (cylinder photos, blacklist evidence): PNG or JPEG, at most 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;
export const imageMimeTypes = ['image/png', 'image/jpeg'] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];
export const imageUploadMessages = {
  wrongType: '仅支持 PNG 或 JPG 格式的图片',
  tooLarge: '图片不能超过5MB',
  noFile: '请选择要上传的图片',
  uploadFailed: '图片上传失败',
} as const;

/** The most pixels an uploaded picture may have: it is decoded and re-encoded before it is stored. */
export const maxImagePixels = 25_000_000;
/** Why an uploaded picture or PDF (pictures, reports, evidence) is refused after its content is read. */
export const uploadContentMessages = {
  undecodableImage: '图片内容无法识别，请上传完整的 PNG 或 JPG 图片',
  tooManyPixels: `图片超过${maxImagePixels / 10_000}万像素，请缩小后再上传`,
  activePdf: 'PDF 文件含有脚本、嵌入文件或启动动作，请另存为普通 PDF 后再上传',
} as const;

/** What a picture really is, by its first bytes (a renamed file does not pass): PNG, JPEG, or neither. */
export function detectImageType(head: Uint8Array): ImageMimeType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** An uploaded picture: the id other calls link to cylinders and evidence, the file name, and where to fetch it. */
export const uploadedImage = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type UploadedImage = z.output<typeof uploadedImage>;

export const fileImagePath = `${apiBase}/File/Image`;
export const fileImageQuery = z.object({ Id: requiredId('图片编号') });
/** Address of an uploaded picture (served to logged-in users with their bearer token). */
export const fileImageUrl = (id: number) => `${fileImagePath}?Id=${id}`;

/**
 * The local static configuration (spec 02 sections 1 and 7.2): area codes that switch the station selector to
 * multi-select, and area codes whose station selector leaves out the station type.
 */
export const staticConfig = z.object({
  select_multiple: z.array(z.string()).catch([]).default([]),
  station_type: z.array(z.string()).catch([]).default([]),
});
export type StaticConfig = z.output<typeof staticConfig>;
export const staticConfigPath = '/staticConfig.json';

/** Shared calls of the table screens (spec 02 section 7.2). */
export const sharedApi = {
  columnConfig: defineCall({
    method: 'GET',
    path: `${apiBase}/Column/GetColumnConfig`,
    summary: '表格列配置（按页面）',
    query: columnConfigQuery,
    response: listResponse(columnConfigEntry),
  }),
  /** multipart/form-data with the picture in the field `file`. */
  uploadImage: defineCall({
    method: 'POST',
    path: `${apiBase}/File/UploadImage`,
    summary: '上传图片（PNG 或 JPG，不超过5MB；字段 file）',
    response: dataResponse(uploadedImage),
  }),
};
