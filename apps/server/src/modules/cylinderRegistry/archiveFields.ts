import {
  belongTypeLabel,
  cylinderCategoryLabels,
  cylinderFieldLabels as L,
  cylinderStatusLabels,
  proofMaterialLabels,
  type CylinderAddBody,
  type CylinderCategory,
  type CylinderStatus,
  type CylinderUpdateBody,
} from '@gcs/contracts';
import type { HistoryChange } from '../../db/schema';
import type { ArchiveColumn, ArchiveValues } from './archiveValues';

/** How a field is compared and shown in the history. */
type Kind =
  | 'text'
  | 'number'
  | 'month'
  | 'day'
  | 'bool'
  | 'category'
  | 'belong'
  | 'proof'
  | 'status'
  | 'station'
  | 'vendor'
  | 'type'
  | 'medium'
  | 'spec'
  | 'vehicleType';

interface FieldSpec {
  /** The wire name (spec 02 section 3.2), also the history entry's field. */
  field: keyof typeof L;
  column: ArchiveColumn;
  kind: Kind;
}

/** Every registrable field, in the order the edit form and the history show them. */
export const fieldSpecs: readonly FieldSpec[] = [
  { field: 'barcode', column: 'barcode', kind: 'text' },
  { field: 'category', column: 'category', kind: 'category' },
  { field: 'stationId', column: 'station_id', kind: 'station' },
  { field: 'belongType', column: 'belong_type', kind: 'belong' },
  { field: 'vendorId', column: 'vendor_id', kind: 'vendor' },
  { field: 'serialNumber', column: 'serial_number', kind: 'text' },
  { field: 'vendorBarcode', column: 'vendor_barcode', kind: 'text' },
  { field: 'selfCode', column: 'self_code', kind: 'text' },
  { field: 'registerCode', column: 'register_code', kind: 'text' },
  { field: 'typeId', column: 'type_id', kind: 'type' },
  { field: 'mediumId', column: 'medium_id', kind: 'medium' },
  { field: 'specId', column: 'spec_id', kind: 'spec' },
  { field: 'makeDate', column: 'make_date', kind: 'month' },
  { field: 'lastInspectionDate', column: 'last_inspection_date', kind: 'month' },
  { field: 'nextInspectionDate', column: 'next_inspection_date', kind: 'month' },
  { field: 'scrapDate', column: 'scrap_date', kind: 'month' },
  { field: 'nominalWorkingPressure', column: 'nominal_working_pressure', kind: 'number' },
  { field: 'volume', column: 'volume', kind: 'number' },
  { field: 'wallThickness', column: 'wall_thickness', kind: 'number' },
  { field: 'productStandard', column: 'product_standard', kind: 'text' },
  { field: 'cylinderRemark', column: 'remark', kind: 'text' },
  { field: 'proofMaterial', column: 'proof_material', kind: 'proof' },
  { field: 'plateNum', column: 'plate_num', kind: 'text' },
  { field: 'vehicleTypeId', column: 'vehicle_type_id', kind: 'vehicleType' },
  { field: 'vcTypeName', column: 'vc_type_name', kind: 'text' },
  { field: 'departmentName', column: 'department_name', kind: 'text' },
  { field: 'installEntityName', column: 'install_entity_name', kind: 'text' },
  { field: 'installDate', column: 'install_date', kind: 'day' },
  { field: 'valveVendorName', column: 'valve_vendor_name', kind: 'text' },
  { field: 'valveModel', column: 'valve_model', kind: 'text' },
  { field: 'valveSerialNumber', column: 'valve_serial_number', kind: 'text' },
  { field: 'valveMakeDate', column: 'valve_make_date', kind: 'month' },
  { field: 'isInstalledPressureRetainingValve', column: 'is_installed_pressure_retaining_valve', kind: 'bool' },
  { field: 'status', column: 'status', kind: 'status' },
];

/** Fields the client never sets: the rule table gives them. */
const derived = new Set<ArchiveColumn>(['next_inspection_date', 'scrap_date']);

const notNull = new Set<ArchiveColumn>(['belong_type', 'proof_material']);

const stored = (kind: Kind, value: unknown) => (kind === 'month' && typeof value === 'string' ? `${value}-01` : value);

/** The columns a body sets (a field left out is absent; one cleared is null), months as their first day. */
export function patchFromBody(body: CylinderAddBody | CylinderUpdateBody): Partial<ArchiveValues> {
  const source = body as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const spec of fieldSpecs) {
    if (derived.has(spec.column)) continue;
    let value = source[spec.field];
    if (spec.field === 'vcTypeName' && value === undefined) value = source.vcTypeNmae;
    if (value === undefined || (value === null && spec.column === 'status')) continue;
    // Ownership and proof flags are never empty: clearing them means the default (own property, no proof).
    if (value === null && notNull.has(spec.column)) value = 0;
    patch[spec.column] = stored(spec.kind, value);
  }
  return patch as Partial<ArchiveValues>;
}

/** Whether two stored values are the same as the user sees them (months compare by month). */
export function sameValue(column: ArchiveColumn, a: unknown, b: unknown): boolean {
  const kind = fieldSpecs.find((spec) => spec.column === column)?.kind ?? 'text';
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (kind === 'month') return String(a).slice(0, 7) === String(b).slice(0, 7);
  if (kind === 'number') return Number(a) === Number(b);
  return a === b;
}

/** Names of the reference rows an archive points at, by kind and id. */
export type NameBook = Record<'station' | 'vendor' | 'type' | 'medium' | 'spec' | 'vehicleType', Map<number, string>>;

function display(kind: Kind, value: unknown, names: NameBook, areaCode: string): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'month':
      return String(value).slice(0, 7);
    case 'day':
      return String(value).slice(0, 10);
    case 'bool':
      return value ? '是' : '否';
    case 'category':
      return cylinderCategoryLabels[value as CylinderCategory] ?? String(value);
    case 'belong':
      return belongTypeLabel(value as number, areaCode);
    case 'status':
      return cylinderStatusLabels[value as CylinderStatus] ?? String(value);
    case 'proof': {
      const flags = Object.entries(proofMaterialLabels)
        .filter(([bit]) => ((value as number) & Number(bit)) !== 0)
        .map(([, label]) => label);
      return flags.length > 0 ? flags.join('、') : '无';
    }
    case 'station':
    case 'vendor':
    case 'type':
    case 'medium':
    case 'spec':
    case 'vehicleType':
      return names[kind].get(value as number) ?? String(value);
    default:
      return String(value);
  }
}

/** The history entries of an edit: archive fields, status, and station, each with Chinese label, old and new value. */
export interface ArchiveDiff {
  edited: HistoryChange[];
  status: HistoryChange[];
  moved: HistoryChange[];
}

export function diffArchive(
  before: ArchiveValues,
  after: ArchiveValues,
  names: NameBook,
  areaCode: string,
): ArchiveDiff {
  const diff: ArchiveDiff = { edited: [], status: [], moved: [] };
  for (const spec of fieldSpecs) {
    // The vehicle type shows through its name (vcTypeName), which an id change also changes.
    if (spec.column === 'vehicle_type_id') continue;
    const from = before[spec.column];
    const to = after[spec.column];
    if (sameValue(spec.column, from, to)) continue;
    const change: HistoryChange = {
      field: spec.field,
      label: L[spec.field],
      from: display(spec.kind, from, names, areaCode),
      to: display(spec.kind, to, names, areaCode),
    };
    if (spec.column === 'status') diff.status.push(change);
    else if (spec.column === 'station_id') diff.moved.push(change);
    else diff.edited.push(change);
  }
  return diff;
}

/** The ids of reference rows an archive pair points at, to read their names once. */
export function referencedIds(...archives: ArchiveValues[]) {
  const ids = (column: ArchiveColumn) => [
    ...new Set(archives.map((archive) => archive[column]).filter((id): id is number => typeof id === 'number')),
  ];
  return {
    station: ids('station_id'),
    vendor: ids('vendor_id'),
    type: ids('type_id'),
    medium: ids('medium_id'),
    spec: ids('spec_id'),
  };
}
