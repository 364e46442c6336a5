import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';

/** A cylinder maker (fictional). categories: which cylinder categories it makes. */
export interface VendorDef {
  code: string;
  name: string;
  categories: readonly number[];
}

export const vendorDefs: readonly VendorDef[] = [
  { code: 'TS2233A01', name: '浙江禾丰压力容器有限公司', categories: [1, 2] },
  { code: 'TS2233A02', name: '宁波恒力钢瓶制造有限公司', categories: [1] },
  { code: 'TS2232B03', name: '江苏永固气瓶有限公司', categories: [1, 2] },
  { code: 'TS2237C04', name: '山东鲁安特种气瓶有限公司', categories: [2, 3] },
  { code: 'TS2231D05', name: '上海沪星气瓶制造有限公司', categories: [2] },
  { code: 'TS2234E06', name: '安徽皖泰钢瓶有限公司', categories: [1] },
  { code: 'TS2213F07', name: '河北冀达高压容器有限公司', categories: [2, 3] },
  { code: 'TS2235G08', name: '福建闽峰压力容器有限公司', categories: [1, 2] },
  { code: 'TS2251H09', name: '四川蜀通车用气瓶有限公司', categories: [3] },
  { code: 'TS2221J10', name: '辽宁辽安复合气瓶有限公司', categories: [1, 3] },
];

/** Cylinder types per category, with design life and inspection period in years. */
export interface TypeDef {
  name: string;
  category: number;
  lifeYears: number;
  periodYears: number;
}

export const typeDefs: readonly TypeDef[] = [
  { name: '焊接钢瓶', category: 1, lifeYears: 15, periodYears: 4 },
  { name: '复合材料气瓶', category: 1, lifeYears: 12, periodYears: 3 },
  { name: '无缝钢瓶', category: 2, lifeYears: 15, periodYears: 3 },
  { name: '铝合金无缝气瓶', category: 2, lifeYears: 15, periodYears: 3 },
  { name: '溶解乙炔气瓶', category: 2, lifeYears: 15, periodYears: 3 },
  { name: '焊接绝热气瓶', category: 2, lifeYears: 15, periodYears: 3 },
  { name: '缠绕瓶', category: 3, lifeYears: 15, periodYears: 3 },
  { name: '钢质无缝气瓶', category: 3, lifeYears: 15, periodYears: 3 },
  { name: '焊接绝热气瓶', category: 3, lifeYears: 15, periodYears: 3 },
];

/** Media per category, with the relative share of cylinders holding each and its filled mass per litre (kg). */
export interface MediumDef {
  name: string;
  category: number;
  share: number;
  kgPerLitre: number;
}

export const mediumDefs: readonly MediumDef[] = [
  { name: '液化石油气', category: 1, share: 97, kgPerLitre: 0.41 },
  { name: '二甲醚', category: 1, share: 3, kgPerLitre: 0.44 },
  { name: '氧气', category: 2, share: 40, kgPerLitre: 0.215 },
  { name: '氮气', category: 2, share: 18, kgPerLitre: 0.188 },
  { name: '氩气', category: 2, share: 14, kgPerLitre: 0.265 },
  { name: '二氧化碳', category: 2, share: 14, kgPerLitre: 0.6 },
  { name: '溶解乙炔', category: 2, share: 10, kgPerLitre: 0.155 },
  { name: '混合气', category: 2, share: 4, kgPerLitre: 0.25 },
  { name: '压缩天然气', category: 3, share: 80, kgPerLitre: 0.143 },
  { name: '液化天然气', category: 3, share: 20, kgPerLitre: 0.4 },
];

/** A cylinder spec with its physical data. preset: the preset filling weight in kg; tare: empty weight in kg. */
export interface SpecDef {
  name: string;
  category: number;
  /** Types this spec is made as (first is the usual). */
  types: readonly string[];
  /** Media it may hold; the spec row names the first. */
  media: readonly string[];
  share: number;
  volume: number;
  pressure: number;
  wall: number;
  tare: number;
  preset: number;
}

export const specDefs: readonly SpecDef[] = [
  {
    name: 'YSP4.7',
    category: 1,
    types: ['焊接钢瓶'],
    media: ['液化石油气'],
    share: 8,
    volume: 4.7,
    pressure: 2.1,
    wall: 2.5,
    tare: 5.2,
    preset: 1.9,
  },
  {
    name: 'YSP12',
    category: 1,
    types: ['焊接钢瓶', '复合材料气瓶'],
    media: ['液化石油气', '二甲醚'],
    share: 22,
    volume: 12,
    pressure: 2.1,
    wall: 2.5,
    tare: 9.6,
    preset: 5,
  },
  {
    name: 'YSP26.2',
    category: 1,
    types: ['焊接钢瓶', '复合材料气瓶'],
    media: ['液化石油气'],
    share: 10,
    volume: 26.2,
    pressure: 2.1,
    wall: 2.8,
    tare: 13.8,
    preset: 11,
  },
  {
    name: 'YSP35.5',
    category: 1,
    types: ['焊接钢瓶'],
    media: ['液化石油气', '二甲醚'],
    share: 52,
    volume: 35.5,
    pressure: 2.1,
    wall: 3,
    tare: 16.5,
    preset: 14.5,
  },
  {
    name: 'YSP118',
    category: 1,
    types: ['焊接钢瓶'],
    media: ['液化石油气'],
    share: 8,
    volume: 118,
    pressure: 2.1,
    wall: 3.8,
    tare: 48,
    preset: 49.5,
  },
  {
    name: '40L',
    category: 2,
    types: ['无缝钢瓶'],
    media: ['氧气', '氮气', '氩气', '二氧化碳', '混合气'],
    share: 55,
    volume: 40,
    pressure: 15,
    wall: 5.8,
    tare: 52,
    preset: 8.6,
  },
  {
    name: '50L',
    category: 2,
    types: ['无缝钢瓶'],
    media: ['氧气', '氮气', '氩气'],
    share: 10,
    volume: 50,
    pressure: 15,
    wall: 6.1,
    tare: 61,
    preset: 10.8,
  },
  {
    name: '10L',
    category: 2,
    types: ['无缝钢瓶', '铝合金无缝气瓶'],
    media: ['氧气', '氮气', '二氧化碳'],
    share: 8,
    volume: 10,
    pressure: 15,
    wall: 4.3,
    tare: 14,
    preset: 2.2,
  },
  {
    name: '8L',
    category: 2,
    types: ['铝合金无缝气瓶', '无缝钢瓶'],
    media: ['氧气', '混合气'],
    share: 6,
    volume: 8,
    pressure: 15,
    wall: 4,
    tare: 11.5,
    preset: 1.7,
  },
  {
    name: 'DA-40',
    category: 2,
    types: ['溶解乙炔气瓶'],
    media: ['溶解乙炔'],
    share: 15,
    volume: 41,
    pressure: 3,
    wall: 3,
    tare: 60,
    preset: 6.4,
  },
  {
    name: 'DPL-175',
    category: 2,
    types: ['焊接绝热气瓶'],
    media: ['氧气', '氮气', '氩气', '二氧化碳'],
    share: 6,
    volume: 175,
    pressure: 1.37,
    wall: 3,
    tare: 118,
    preset: 180,
  },
  {
    name: 'CNG-65L',
    category: 3,
    types: ['缠绕瓶'],
    media: ['压缩天然气'],
    share: 22,
    volume: 65,
    pressure: 20,
    wall: 5.2,
    tare: 52,
    preset: 9.3,
  },
  {
    name: 'CNG-80L',
    category: 3,
    types: ['缠绕瓶'],
    media: ['压缩天然气'],
    share: 40,
    volume: 80,
    pressure: 20,
    wall: 5.7,
    tare: 62,
    preset: 11.5,
  },
  {
    name: 'CNG-140L',
    category: 3,
    types: ['钢质无缝气瓶', '缠绕瓶'],
    media: ['压缩天然气'],
    share: 18,
    volume: 140,
    pressure: 20,
    wall: 8.2,
    tare: 125,
    preset: 20,
  },
  {
    name: 'LNG-335L',
    category: 3,
    types: ['焊接绝热气瓶'],
    media: ['液化天然气'],
    share: 12,
    volume: 335,
    pressure: 1.59,
    wall: 4,
    tare: 210,
    preset: 135,
  },
  {
    name: 'LNG-450L',
    category: 3,
    types: ['焊接绝热气瓶'],
    media: ['液化天然气'],
    share: 8,
    volume: 450,
    pressure: 1.59,
    wall: 4.5,
    tare: 270,
    preset: 180,
  },
];

/** Database ids of the reference rows, keyed by `${category}:${name}` (vendors by code). */
export interface ReferenceIds {
  vendors: Map<string, number>;
  types: Map<string, number>;
  media: Map<string, number>;
  specs: Map<string, number>;
}

export const refKey = (category: number, name: string) => `${category}:${name}`;

export async function insertReferenceData(db: Kysely<DatabaseSchema>): Promise<ReferenceIds> {
  const vendors = await db
    .insertInto('vendor')
    .values(vendorDefs.map((vendor) => ({ code: vendor.code, name: vendor.name })))
    .returning(['id', 'code'])
    .execute();
  const types = await db
    .insertInto('cylinder_type')
    .values(typeDefs.map((type) => ({ name: type.name, category: type.category })))
    .returning(['id', 'name', 'category'])
    .execute();
  const media = await db
    .insertInto('medium')
    .values(mediumDefs.map((medium) => ({ name: medium.name, category: medium.category })))
    .returning(['id', 'name', 'category'])
    .execute();
  const mediumIds = new Map(media.map((row) => [refKey(row.category, row.name), row.id]));
  const specs = await db
    .insertInto('cylinder_spec')
    .values(
      specDefs.map((spec) => ({
        name: spec.name,
        category: spec.category,
        medium_id: mediumIds.get(refKey(spec.category, spec.media[0] ?? '')) ?? null,
        preset_weight: spec.preset,
      })),
    )
    .returning(['id', 'name', 'category'])
    .execute();
  return {
    vendors: new Map(vendors.map((row) => [row.code, row.id])),
    types: new Map(types.map((row) => [refKey(row.category, row.name), row.id])),
    media: mediumIds,
    specs: new Map(specs.map((row) => [refKey(row.category, row.name), row.id])),
  };
}

export function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`reference row ${key} missing`);
  return id;
}
