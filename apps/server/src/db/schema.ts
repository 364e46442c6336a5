import type { ColumnType, Generated } from 'kysely';

/** Table shapes as Kysely sees them; the SQL migrations are the source of truth. */

type Timestamp = ColumnType<string, string | undefined, string>;
type GeneratedTimestamp = ColumnType<string, string | undefined, string>;
type DateOnly = string;

export interface DivisionTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

export interface HostConfigTable {
  id: number;
  config: ColumnType<Record<string, unknown>, string, string>;
}

export interface RegulatorTable {
  id: Generated<number>;
  name: string;
  division_code: string;
  parent_id: number | null;
  level: number;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface StationTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: number;
  station_type: number | null;
  division_code: string;
  address: string | null;
  principal: string | null;
  license_no: string | null;
  license_until: DateOnly | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
  before_filling_check_expiry_warning_month: Generated<number>;
}

export interface RegulatorStationTable {
  regulator_id: number;
  station_id: number;
}

export interface VendorTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_valid: Generated<boolean>;
}

export interface CylinderTypeTable {
  id: Generated<number>;
  name: string;
  category: number;
}

export interface MediumTable {
  id: Generated<number>;
  name: string;
  category: number;
}

export interface CylinderSpecTable {
  id: Generated<number>;
  name: string;
  category: number;
  medium_id: number | null;
  preset_weight: number | null;
  is_valid: Generated<boolean>;
}

export interface CylinderTable {
  id: Generated<number>;
  barcode: string;
  category: number;
  station_id: number | null;
  belong_type: Generated<number>;
  vendor_id: number | null;
  serial_number: string | null;
  vendor_barcode: string | null;
  self_code: string | null;
  register_code: string | null;
  type_id: number | null;
  medium_id: number | null;
  spec_id: number | null;
  make_date: DateOnly | null;
  last_inspection_date: DateOnly | null;
  next_inspection_date: DateOnly | null;
  scrap_date: DateOnly | null;
  nominal_working_pressure: number | null;
  volume: number | null;
  wall_thickness: number | null;
  status: Generated<number>;
  is_blacklisted: Generated<boolean>;
  remark: string | null;
  proof_material: Generated<number>;
  record_entity_name: string | null;
  record_man: string | null;
  record_time: GeneratedTimestamp;
  last_modify_entity_name: string | null;
  last_modify_time: Timestamp | null;
  audit_regulator_id: number | null;
  audit_person_name: string | null;
  audit_time: Timestamp | null;
  is_issued: Generated<boolean>;
  issued_no: string | null;
  is_valid: Generated<boolean>;
  department_name: string | null;
  plate_num: string | null;
  vc_type_name: string | null;
  install_entity_name: string | null;
  install_date: DateOnly | null;
  is_installed_pressure_retaining_valve: boolean | null;
}

export interface StoredFileTable {
  id: Generated<number>;
  sha256: string;
  mime_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface CylinderImageTable {
  id: Generated<number>;
  cylinder_id: number;
  kind: number;
  file_id: number;
  name: string;
  uploaded_at: GeneratedTimestamp;
}

export interface FillingGuidTable {
  filling_guid: string;
  begin_time: string;
}

export interface FillingRecordTable {
  id: Generated<number>;
  filling_guid: string;
  station_id: number;
  cylinder_id: number | null;
  cylinder_barcode: string;
  balance: string | null;
  cylinder_spec: string | null;
  medium_id: number | null;
  operator_name: string | null;
  filling_weight: number | null;
  begin_weight: number | null;
  end_weight: number | null;
  residual_liquid_weight: number | null;
  filling_pressure: number | null;
  temperature: number | null;
  plate_number: string | null;
  begin_time: string;
  end_time: string | null;
  cylinder_state: number;
  operation_time: string | null;
  insert_time: GeneratedTimestamp;
  filling_seconds: number | null;
}

export interface InspectionRecordTable {
  id: Generated<number>;
  cylinder_id: number;
  station_id: number;
  report_code: string;
  last_inspection_date: DateOnly | null;
  next_inspection_date: DateOnly | null;
  operation_time: string;
  result: number;
  appearance_inspection: string | null;
  valve_inspection: string | null;
  valve_seat_inspection: string | null;
  weld_seam_inspection: string | null;
  base_space_inspection: string | null;
  water_test_pressure: number | null;
  real_volume: number | null;
  residual_defomation_rate: number | null;
  tightness_test_pressure: number | null;
  real_min_thickness: number | null;
  scrap_sentenced_reason: string | null;
  processing_method: string | null;
  real_weight: number | null;
  winding_layer_inspection: string | null;
  metal_inspection: string | null;
  thread_inspection: string | null;
  nondestructive_inspection: string | null;
  hydrostatic_inspection: string | null;
  bottle_valve_inspection: string | null;
  air_tightness_inspection: string | null;
  inspect_items_json: ColumnType<unknown, string | null, string | null> | null;
}

export interface RateLimitWindowTable {
  bucket: string;
  window_start: string;
  hits: number;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface MenuTable {
  code: string;
  path: string;
  title: string;
  sort: Generated<number>;
  is_valid: Generated<boolean>;
}

export interface RoleMenuTable {
  role_id: number;
  menu_code: string;
}

export interface AppUserTable {
  id: Generated<number>;
  login_code: string;
  user_name: string;
  password_hash: string;
  password_salt: string;
  role_id: number | null;
  belong_to_type: number;
  regulator_id: number | null;
  station_id: number | null;
  level: number | null;
  is_system_manager: Generated<boolean>;
  is_valid: Generated<boolean>;
  update_password_time: Timestamp | null;
  phone_encrypted: string | null;
  created_at: GeneratedTimestamp;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  ended_at: Timestamp | null;
  end_reason: string | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  login_code: string;
  ip: string;
  at: Timestamp;
}

export interface LoginLockTable {
  kind: 'account' | 'ip';
  key: string;
  locked_until: Timestamp;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SyslogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  real_user_id: number | null;
  login_code: string | null;
  ip: string | null;
  event: string;
  result: string;
  detail: ColumnType<unknown, string | null, never> | null;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

export interface DatabaseSchema {
  division: DivisionTable;
  host_config: HostConfigTable;
  regulator: RegulatorTable;
  station: StationTable;
  regulator_station: RegulatorStationTable;
  vendor: VendorTable;
  cylinder_type: CylinderTypeTable;
  medium: MediumTable;
  cylinder_spec: CylinderSpecTable;
  cylinder: CylinderTable;
  stored_file: StoredFileTable;
  cylinder_image: CylinderImageTable;
  filling_guid: FillingGuidTable;
  filling_record: FillingRecordTable;
  inspection_record: InspectionRecordTable;
  rate_limit_window: RateLimitWindowTable;
  role: RoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  app_user: AppUserTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  login_lock: LoginLockTable;
  captcha: CaptchaTable;
  syslog: SyslogTable;
  schema_migration: SchemaMigrationTable;
}
