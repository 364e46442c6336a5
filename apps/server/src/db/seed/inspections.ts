import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { bulkInsert, type BulkColumn } from './bulkInsert';
import type { CylinderPlan } from './cylinderPlans';
import { addYears, chinaInstant, formatDay, isoInstant } from './dates';
import { round, type Random } from './prng';
import type { SeedStation } from './units';

/** One inspection record as written. */
export interface InspectionRow {
  cylinderId: number;
  stationId: number;
  reportCode: string;
  lastDay: number;
  nextDay: number | null;
  operationTime: number;
  result: 1 | 2 | 3;
  failedItem: string | null;
  waterTestPressure: number;
  realVolume: number;
  residualDeformationRate: number;
  tightnessTestPressure: number;
  realMinThickness: number;
  scrapReason: string | null;
  processingMethod: string;
  realWeight: number;
  vehicle: boolean;
  itemsJson: string | null;
}

const scrapReasons = [
  ['壁厚减薄超过规定值', 'appearance'],
  ['瓶体严重腐蚀、凹陷', 'appearance'],
  ['残余变形率超过10%', 'appearance'],
  ['焊缝存在裂纹缺陷', 'weldSeam'],
  ['瓶阀座损坏无法修复', 'valveSeat'],
  ['底座严重变形', 'baseSpace'],
] as const;

const ok = '合格';
const notOk = '不合格';

interface ItemNode {
  name: string;
  value: string;
  children: ItemNode[];
}

const leaf = (name: string, value: string): ItemNode => ({ name, value, children: [] });

/** The dynamic checklist a vehicle-cylinder inspection carries. */
function vehicleItems(row: InspectionRow, winding: boolean): ItemNode[] {
  const verdict = (item: string) => (row.failedItem === item ? notOk : ok);
  return [
    {
      name: '外观检查',
      value: verdict('appearance'),
      children: [
        leaf('缠绕层检查', winding ? verdict('appearance') : '无此项'),
        leaf('金属部分检查', ok),
        leaf('瓶口螺纹检查', ok),
      ],
    },
    { name: '无损检测', value: ok, children: [leaf('检测方法', winding ? '声发射' : '超声')] },
    {
      name: '水压试验',
      value: row.result === 1 ? ok : notOk,
      children: [
        leaf('试验压力(MPa)', row.waterTestPressure.toFixed(1)),
        leaf('残余变形率(%)', row.residualDeformationRate.toFixed(2)),
      ],
    },
    { name: '瓶阀检验', value: verdict('valveSeat'), children: [] },
    { name: '气密性试验', value: ok, children: [leaf('试验压力(MPa)', row.tightnessTestPressure.toFixed(1))] },
  ];
}

export function planInspections(
  random: Random,
  plans: readonly CylinderPlan[],
  cylinderIds: Map<string, number>,
  institutions: readonly SeedStation[],
): InspectionRow[] {
  const general = institutions.filter((i) => i.stationType !== 3);
  const vehicle = institutions.filter((i) => i.stationType === 3);
  const rows: InspectionRow[] = [];
  let sequence = 0;
  for (const plan of plans) {
    const cylinderId = cylinderIds.get(plan.barcode);
    if (cylinderId === undefined) continue;
    const usual = random.pick(plan.category === 3 && vehicle.length > 0 ? vehicle : general);
    plan.inspections.forEach((inspectedDay, k) => {
      const station = random.chance(0.85) ? usual : random.pick(general);
      const final = k === plan.inspections.length - 1;
      const failed = final && plan.lastFailed;
      const result: 1 | 2 | 3 = failed ? (random.chance(0.8) ? 3 : 2) : 1;
      const reason = failed ? random.pick(scrapReasons) : null;
      sequence++;
      const { spec } = plan;
      const row: InspectionRow = {
        cylinderId,
        stationId: station.id,
        reportCode: `JY${formatDay(inspectedDay).slice(0, 4)}${station.code.slice(-2)}${String(sequence).padStart(7, '0')}`,
        lastDay: inspectedDay,
        nextDay: failed ? null : addYears(inspectedDay, plan.type.periodYears),
        operationTime: chinaInstant(inspectedDay, random.int(8 * 3600 + 1800, 17 * 3600)),
        result,
        failedItem: reason ? reason[1] : null,
        waterTestPressure: round(spec.pressure * 1.5, 2),
        realVolume: round(spec.volume * random.real(1, 1.03), 2),
        residualDeformationRate: round(failed ? random.real(10.2, 14) : random.real(0.4, 4.5), 3),
        tightnessTestPressure: spec.pressure,
        realMinThickness: round(failed ? spec.wall * random.real(0.6, 0.8) : spec.wall - random.real(0.02, 0.35), 2),
        scrapReason: reason ? reason[0] : null,
        processingMethod: failed ? (result === 3 ? '判废，破坏性处理' : '不合格，报废处理') : '检验合格，继续使用',
        realWeight: round(spec.tare * random.real(0.975, 1.01), 2),
        vehicle: plan.category === 3,
        itemsJson: null,
      };
      if (row.vehicle) row.itemsJson = JSON.stringify(vehicleItems(row, plan.type.name === '缠绕瓶'));
      rows.push(row);
    });
  }
  return rows;
}

const verdict = (item: string) => (r: InspectionRow) => (r.failedItem === item ? notOk : ok);
const vehicleOnly = (value: (r: InspectionRow) => string) => (r: InspectionRow) => (r.vehicle ? value(r) : null);

const columns: BulkColumn<InspectionRow>[] = [
  { name: 'cylinder_id', type: 'int8', value: (r) => r.cylinderId },
  { name: 'station_id', type: 'int4', value: (r) => r.stationId },
  { name: 'report_code', type: 'text', value: (r) => r.reportCode },
  { name: 'last_inspection_date', type: 'date', value: (r) => formatDay(r.lastDay) },
  { name: 'next_inspection_date', type: 'date', value: (r) => (r.nextDay === null ? null : formatDay(r.nextDay)) },
  { name: 'operation_time', type: 'timestamptz', value: (r) => isoInstant(r.operationTime) },
  { name: 'result', type: 'int2', value: (r) => r.result },
  { name: 'appearance_inspection', type: 'text', value: verdict('appearance') },
  { name: 'valve_inspection', type: 'text', value: () => ok },
  { name: 'valve_seat_inspection', type: 'text', value: verdict('valveSeat') },
  { name: 'weld_seam_inspection', type: 'text', value: verdict('weldSeam') },
  { name: 'base_space_inspection', type: 'text', value: verdict('baseSpace') },
  { name: 'water_test_pressure', type: 'numeric', value: (r) => r.waterTestPressure },
  { name: 'real_volume', type: 'numeric', value: (r) => r.realVolume },
  { name: 'residual_defomation_rate', type: 'numeric', value: (r) => r.residualDeformationRate },
  { name: 'tightness_test_pressure', type: 'numeric', value: (r) => r.tightnessTestPressure },
  { name: 'real_min_thickness', type: 'numeric', value: (r) => r.realMinThickness },
  { name: 'scrap_sentenced_reason', type: 'text', value: (r) => r.scrapReason },
  { name: 'processing_method', type: 'text', value: (r) => r.processingMethod },
  { name: 'real_weight', type: 'numeric', value: (r) => r.realWeight },
  { name: 'winding_layer_inspection', type: 'text', value: vehicleOnly(verdict('appearance')) },
  { name: 'metal_inspection', type: 'text', value: vehicleOnly(() => ok) },
  { name: 'thread_inspection', type: 'text', value: vehicleOnly(() => ok) },
  { name: 'nondestructive_inspection', type: 'text', value: vehicleOnly(() => ok) },
  { name: 'hydrostatic_inspection', type: 'text', value: vehicleOnly((r) => (r.result === 1 ? ok : notOk)) },
  { name: 'bottle_valve_inspection', type: 'text', value: vehicleOnly(verdict('valveSeat')) },
  { name: 'air_tightness_inspection', type: 'text', value: vehicleOnly(() => ok) },
  { name: 'inspect_items_json', type: 'jsonb', value: (r) => r.itemsJson },
];

export async function insertInspections(db: Kysely<DatabaseSchema>, rows: readonly InspectionRow[]): Promise<void> {
  await bulkInsert(db, 'inspection_record', columns, rows, 5_000);
}

/** A small, valid one-page PDF standing in for the scanned reports of the demo. */
export function demoReportPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 18 Tf 72 770 Td (Periodic inspection report - demo) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Most demo inspections older than a few days have their report uploaded (one demo PDF, stored once), a day after the
 * inspection; every fifth has none, so the upload pages show both states.
 */
export async function insertInspectionReports(db: Kysely<DatabaseSchema>, anchor: number): Promise<void> {
  const content = demoReportPdf();
  const file = await db
    .insertInto('stored_file')
    .values({
      sha256: createHash('sha256').update(content).digest('hex'),
      mime_type: 'application/pdf',
      byte_size: content.length,
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('inspection_record')
    .set({
      report_file_id: file.id,
      report_file_name: sql<string>`report_code || '.pdf'`,
      report_uploaded_at: sql<string>`operation_time + interval '1 day'`,
    })
    .where('operation_time', '<', isoInstant(chinaInstant(anchor - 3, 0)))
    .where(sql<boolean>`id % 5 <> 0`)
    .execute();
}
