import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { bulkInsert, type BulkColumn } from './bulkInsert';
import type { CylinderPlan } from './cylinderPlans';
import { formatDay, isoInstant } from './dates';
import { refKey, requireId, type ReferenceIds } from './reference';

const day = (value: number | null) => (value === null ? null : formatDay(value));
const instant = (value: number | null) => (value === null ? null : isoInstant(value));

function cylinderColumns(ids: ReferenceIds): BulkColumn<CylinderPlan>[] {
  return [
    { name: 'barcode', type: 'text', value: (c) => c.barcode },
    { name: 'category', type: 'int2', value: (c) => c.category },
    { name: 'station_id', type: 'int4', value: (c) => c.station.id },
    { name: 'belong_type', type: 'int2', value: (c) => c.belongType },
    { name: 'vendor_id', type: 'int4', value: (c) => requireId(ids.vendors, c.vendor.code) },
    { name: 'serial_number', type: 'text', value: (c) => c.serialNumber },
    { name: 'vendor_barcode', type: 'text', value: (c) => c.vendorBarcode },
    { name: 'self_code', type: 'text', value: (c) => c.selfCode },
    { name: 'register_code', type: 'text', value: (c) => c.registerCode },
    { name: 'type_id', type: 'int4', value: (c) => requireId(ids.types, refKey(c.category, c.type.name)) },
    { name: 'medium_id', type: 'int4', value: (c) => requireId(ids.media, refKey(c.category, c.medium.name)) },
    { name: 'spec_id', type: 'int4', value: (c) => requireId(ids.specs, refKey(c.category, c.spec.name)) },
    { name: 'make_date', type: 'date', value: (c) => day(c.makeDay) },
    { name: 'last_inspection_date', type: 'date', value: (c) => day(c.lastInspectionDay) },
    { name: 'next_inspection_date', type: 'date', value: (c) => day(c.nextInspectionDay) },
    { name: 'scrap_date', type: 'date', value: (c) => day(c.scrapDay) },
    { name: 'nominal_working_pressure', type: 'numeric', value: (c) => c.spec.pressure },
    { name: 'volume', type: 'numeric', value: (c) => c.spec.volume },
    { name: 'wall_thickness', type: 'numeric', value: (c) => c.spec.wall },
    { name: 'status', type: 'int2', value: (c) => c.status },
    { name: 'is_blacklisted', type: 'bool', value: (c) => c.blacklisted },
    { name: 'remark', type: 'text', value: (c) => c.remark },
    { name: 'proof_material', type: 'int2', value: (c) => c.proofMaterial },
    { name: 'record_entity_name', type: 'text', value: (c) => c.station.name },
    { name: 'record_man', type: 'text', value: (c) => c.recordMan },
    { name: 'record_time', type: 'timestamptz', value: (c) => isoInstant(c.recordTime) },
    { name: 'last_modify_entity_name', type: 'text', value: (c) => c.lastModifyEntity },
    { name: 'last_modify_time', type: 'timestamptz', value: (c) => isoInstant(c.lastModifyTime) },
    { name: 'audit_regulator_id', type: 'int4', value: (c) => c.auditRegulatorId },
    { name: 'audit_person_name', type: 'text', value: (c) => c.auditPerson },
    { name: 'audit_time', type: 'timestamptz', value: (c) => instant(c.auditTime) },
    { name: 'is_issued', type: 'bool', value: (c) => c.issuedNo !== null },
    { name: 'issued_no', type: 'text', value: (c) => c.issuedNo },
    { name: 'is_valid', type: 'bool', value: (c) => c.status !== 8 },
    { name: 'department_name', type: 'text', value: (c) => c.vehicle?.departmentName ?? null },
    { name: 'plate_num', type: 'text', value: (c) => c.vehicle?.plateNum ?? null },
    { name: 'vc_type_name', type: 'text', value: (c) => c.vehicle?.vcTypeName ?? null },
    { name: 'install_entity_name', type: 'text', value: (c) => c.vehicle?.installEntityName ?? null },
    { name: 'install_date', type: 'date', value: (c) => day(c.vehicle?.installDay ?? null) },
    { name: 'is_installed_pressure_retaining_valve', type: 'bool', value: (c) => c.pressureRetainingValve },
  ];
}

/** Writes the cylinders and returns their database ids by barcode. */
export async function insertCylinders(
  db: Kysely<DatabaseSchema>,
  ids: ReferenceIds,
  plans: readonly CylinderPlan[],
): Promise<Map<string, number>> {
  await bulkInsert(db, 'cylinder', cylinderColumns(ids), plans, 5_000);
  const rows = await db.selectFrom('cylinder').select(['id', 'barcode']).execute();
  return new Map(rows.map((row) => [row.barcode, row.id]));
}
