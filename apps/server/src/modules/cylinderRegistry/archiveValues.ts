import {
  cylinderCategoryLabels,
  cylinderFieldLabels as L,
  dueDates,
  inspectionRuleMessages,
  pickRule,
  type CylinderCategory,
  type InspectionRule,
} from '@gcs/contracts';

/**
 * The registrable columns of a cylinder archive in their stored form (dates yyyy-MM-dd; months stored as their first
 * day), the reference data they are checked against, and the checks every registration, edit and imported row passes.
 */
export interface ArchiveValues {
  barcode: string;
  category: number;
  station_id: number | null;
  belong_type: number;
  vendor_id: number | null;
  serial_number: string | null;
  vendor_barcode: string | null;
  self_code: string | null;
  register_code: string | null;
  type_id: number | null;
  medium_id: number | null;
  spec_id: number | null;
  make_date: string | null;
  last_inspection_date: string | null;
  next_inspection_date: string | null;
  scrap_date: string | null;
  date_rule_id: number | null;
  nominal_working_pressure: number | null;
  volume: number | null;
  wall_thickness: number | null;
  product_standard: string | null;
  remark: string | null;
  proof_material: number;
  plate_num: string | null;
  vehicle_type_id: number | null;
  vc_type_name: string | null;
  department_name: string | null;
  install_entity_name: string | null;
  install_date: string | null;
  valve_vendor_name: string | null;
  valve_model: string | null;
  valve_serial_number: string | null;
  valve_make_date: string | null;
  is_installed_pressure_retaining_valve: boolean | null;
  status: number;
}
export type ArchiveColumn = keyof ArchiveValues;

/** The stored columns of a vehicle cylinder's own fields (null for the other categories). */
export const vehicleColumns = [
  ['plate_num', L.plateNum],
  ['vehicle_type_id', L.vehicleTypeId],
  ['vc_type_name', L.vcTypeName],
  ['department_name', L.departmentName],
  ['install_entity_name', L.installEntityName],
  ['install_date', L.installDate],
] as const satisfies readonly (readonly [ArchiveColumn, string])[];

/** Columns whose change gives the cylinder new dates from the rule table. */
export const dateCriteriaColumns: readonly ArchiveColumn[] = [
  'category',
  'medium_id',
  'type_id',
  'product_standard',
  'make_date',
  'last_inspection_date',
];

/** A row of reference data: vendor, cylinder type, medium, spec or vehicle type. */
export interface ReferenceEntry {
  id: number;
  name: string;
  /** null for vendors and vehicle types, which serve every category. */
  category: number | null;
  isValid: boolean;
}
export type ReferenceKind = 'vendor' | 'type' | 'medium' | 'spec' | 'vehicleType';

const kindLabels: Record<ReferenceKind, string> = {
  vendor: L.vendorId,
  type: L.typeId,
  medium: L.mediumId,
  spec: L.specId,
  vehicleType: L.vehicleTypeId,
};

/** The reference rows and current inspection rules a set of archives of one category is checked against. */
export class ReferenceBook {
  private readonly byId = new Map<string, ReferenceEntry>();
  private readonly byName = new Map<string, ReferenceEntry>();

  constructor(
    entries: Record<ReferenceKind, readonly ReferenceEntry[]>,
    readonly rules: readonly InspectionRule[],
  ) {
    for (const [kind, rows] of Object.entries(entries) as [ReferenceKind, readonly ReferenceEntry[]][]) {
      for (const row of rows) {
        this.byId.set(`${kind}:${row.id}`, row);
        const key = `${kind}:${row.category ?? ''}:${row.name}`;
        // Where two makers share a name, a valid one is the one meant.
        const known = this.byName.get(key);
        if (!known || (!known.isValid && row.isValid)) this.byName.set(key, row);
      }
    }
  }

  entry(kind: ReferenceKind, id: number): ReferenceEntry | undefined {
    return this.byId.get(`${kind}:${id}`);
  }

  /** A reference row by its name (as a spreadsheet names it) within a category. */
  named(kind: ReferenceKind, name: string, category: number): ReferenceEntry | undefined {
    const scoped = kind === 'vendor' || kind === 'vehicleType' ? '' : category;
    return this.byName.get(`${kind}:${scoped}:${name}`);
  }

  names(kind: ReferenceKind, category: number): string[] {
    const scoped = kind === 'vendor' || kind === 'vehicleType' ? null : category;
    return [...this.byId.entries()]
      .filter(([key, row]) => key.startsWith(`${kind}:`) && row.isValid && row.category === scoped)
      .map(([, row]) => row.name)
      .sort((a, b) => a.localeCompare(b, 'zh-CN'));
  }
}

export interface CheckContext {
  book: ReferenceBook;
  /** Today, yyyy-MM-dd (China time). */
  today: string;
  /** The columns that changed (an edit checks only those); undefined checks everything (a new archive). */
  changed?: ReadonlySet<ArchiveColumn>;
}

/**
 * Checks an archive against the reference data, the calendar and the rule table, and gives it the dates of the rule
 * that applies when it is new or one of its date criteria changed. Answers the problems found (Chinese, naming the
 * field); the values get their dates only when there are none.
 */
export function checkArchive(values: ArchiveValues, { book, today, changed }: CheckContext): string[] {
  const problems: string[] = [];
  const isChanged = (column: ArchiveColumn) => changed === undefined || changed.has(column);
  const categoryLabel = cylinderCategoryLabels[values.category as CylinderCategory] ?? '';

  const reference = (kind: ReferenceKind, id: number | null, column: ArchiveColumn) => {
    if (id === null || !(isChanged(column) || (kind !== 'vendor' && isChanged('category')))) return;
    const row = book.entry(kind, id);
    if (!row) problems.push(`${kindLabels[kind]}不存在`);
    else if (row.category !== null && row.category !== values.category) {
      problems.push(`${kindLabels[kind]}“${row.name}”不属于${categoryLabel}`);
    } else if (!row.isValid) problems.push(`${kindLabels[kind]}“${row.name}”已停用`);
  };
  reference('vendor', values.vendor_id, 'vendor_id');
  reference('type', values.type_id, 'type_id');
  reference('medium', values.medium_id, 'medium_id');
  reference('spec', values.spec_id, 'spec_id');
  if (values.category === 3) reference('vehicleType', values.vehicle_type_id, 'vehicle_type_id');

  const thisMonth = today.slice(0, 7);
  const notAfterThisMonth = (column: ArchiveColumn, label: string) => {
    const value = values[column];
    if (typeof value === 'string' && isChanged(column) && value.slice(0, 7) > thisMonth) {
      problems.push(`${label}不能晚于当前月份`);
    }
  };
  notAfterThisMonth('make_date', L.makeDate);
  notAfterThisMonth('last_inspection_date', L.lastInspectionDate);
  notAfterThisMonth('valve_make_date', L.valveMakeDate);
  if (values.install_date && isChanged('install_date') && values.install_date > today) {
    problems.push(`${L.installDate}不能晚于今天`);
  }
  if (
    values.make_date &&
    values.last_inspection_date &&
    (isChanged('make_date') || isChanged('last_inspection_date')) &&
    values.last_inspection_date.slice(0, 7) < values.make_date.slice(0, 7)
  ) {
    problems.push(`${L.lastInspectionDate}不能早于${L.makeDate}`);
  }

  if (values.category !== 3) {
    const given = vehicleColumns.filter(([column]) => values[column] !== null).map(([, label]) => label);
    if (given.length > 0) problems.push(`仅车用气瓶可以填写：${[...new Set(given)].join('、')}`);
  }

  if (changed === undefined || dateCriteriaColumns.some((column) => changed.has(column))) {
    const problem = applyRule(values, book.rules);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Gives the archive the dates of the rule that applies to it; answers the problem when no rule applies. */
export function applyRule(values: ArchiveValues, rules: readonly InspectionRule[]): string | undefined {
  if (!values.make_date) return undefined;
  const rule = pickRule(rules, {
    category: values.category,
    mediumId: values.medium_id,
    typeId: values.type_id,
    standard: values.product_standard,
    makeDate: values.make_date,
  });
  if (!rule) return inspectionRuleMessages.noRule;
  const dates = dueDates(rule, { makeDate: values.make_date, lastInspectionDate: values.last_inspection_date });
  values.next_inspection_date = dates.nextInspectionDate;
  values.scrap_date = dates.scrapDate;
  values.date_rule_id = rule.id;
  return undefined;
}
