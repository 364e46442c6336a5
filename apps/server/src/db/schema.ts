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

export interface SiblingPlatformTable {
  id: Generated<number>;
  title: string;
  bind_system_code: string;
  bind_system_url: string;
  /** Sealed, `sm4:` and the ciphertext (platform/sealedSecret.ts); a clear value is sealed at the next start. */
  sign_secret: string;
  sort: Generated<number>;
  is_valid: Generated<boolean>;
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
  credit_code: string | null;
  phone: string | null;
  license_issued: DateOnly | null;
  is_chain_filling: Generated<boolean>;
  config_json: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** An inspection institution that inspects vehicle cylinders. */
  inspects_vehicle: Generated<boolean>;
}

export interface InspectStationFillStationTable {
  inspect_station_id: number;
  fill_station_id: number;
  created_at: GeneratedTimestamp;
}

export interface InspectUserTable {
  id: Generated<number>;
  station_id: number;
  code: string;
  name: string;
  phone: string | null;
  certificate_no: string | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface StationOperatorTable {
  id: Generated<number>;
  station_id: number;
  name: string;
  id_number_masked: string | null;
  certificate_no: string | null;
  sign_file_id: number | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface StationMonitorTable {
  id: Generated<number>;
  station_id: number;
  monitor_name: string;
  device_serial: string;
  channel_no: number;
  location: string | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface StationValveTable {
  id: Generated<number>;
  station_id: number;
  valve_name: string;
  valve_code: string;
  model: string | null;
  location: string | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface ScaleDeviceTable {
  id: Generated<number>;
  station_id: number;
  device_code: string;
  device_name: string;
  model: string | null;
  last_report_at: Timestamp | null;
  is_valid: Generated<boolean>;
  device_guid: Generated<string>;
  /** SHA-256 (hex) of the device's current secret; null until the station issues one. */
  credential_hash: string | null;
  rotated_at: Timestamp | null;
}

export interface InspectionSendUnitTable {
  id: Generated<number>;
  station_id: number;
  code: string;
  name: string;
  credit_code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  is_valid: Generated<boolean>;
  created_at: GeneratedTimestamp;
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
  seal_file_id: number | null;
}

export interface CylinderTypeTable {
  id: Generated<number>;
  name: string;
  category: number;
  is_valid: Generated<boolean>;
}

export interface MediumTable {
  id: Generated<number>;
  name: string;
  category: number;
  is_valid: Generated<boolean>;
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
  product_standard: string | null;
  date_rule_id: number | null;
  audit_result: Generated<number>;
  audit_remark: string | null;
  issued_time: Timestamp | null;
  issued_regulator_id: number | null;
  vehicle_type_id: number | null;
  valve_vendor_name: string | null;
  valve_model: string | null;
  valve_serial_number: string | null;
  valve_make_date: DateOnly | null;
  record_user_id: number | null;
  last_modify_user_id: number | null;
}

/** A refused filling attempt (the filling interlock). */
export interface FillingRefusalTable {
  id: Generated<number>;
  at: GeneratedTimestamp;
  station_id: number;
  barcode: string;
  cylinder_id: number | null;
  /** FillingRefusalReason codes that blocked it. */
  reasons: number[];
  user_id: number | null;
  device_id: number | null;
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
  /** SHA-256 of the upload's canonical content; null for rows stored before uploads were hashed. */
  content_hash: string | null;
  device_id: number | null;
  received_at: string | null;
}

export interface FillingCheckTable {
  id: Generated<number>;
  /** 1 before filling, 2 after. */
  kind: number;
  station_id: number;
  cylinder_id: number | null;
  cylinder_barcode: string;
  medium_id: number | null;
  operator_name: string | null;
  check_time: string;
  /** FillingCheckDispose code. */
  dispose_method: number;
  /** Null when the check recorded no items (jsonb; `unknown | null` says so, though TypeScript reads it as unknown). */
  items_json: unknown | null;
  insert_time: GeneratedTimestamp;
  /** MPa at the check (0020). */
  pressure: number | null;
  /** kg after filling (0020). */
  end_weight: number | null;
  /** Who recorded it; null for a scale's upload (0020). */
  user_id: number | null;
}

export interface FillingUploadConflictTable {
  id: Generated<number>;
  filling_guid: string;
  device_id: number | null;
  station_id: number;
  stored_hash: string | null;
  offered_hash: string;
  offered: unknown;
  reported_at: GeneratedTimestamp;
}

/** A filling record deleted by a regulator: the whole row, who, when and why (0022). */
export interface FillingRecordDeletedTable {
  id: Generated<number>;
  record_id: number;
  filling_guid: string;
  station_id: number;
  cylinder_barcode: string;
  begin_time: string;
  record: unknown;
  reason: string;
  deleted_by: number | null;
  deleted_by_name: string;
  real_user_id: number | null;
  deleted_at: GeneratedTimestamp;
}

/** A station's explanation of an abnormal filling and the regulator's decision (0022; status 0/1/2). */
export interface FillingExplanationTable {
  id: Generated<number>;
  filling_guid: string;
  station_id: number;
  cylinder_barcode: string;
  begin_time: string;
  flags: number;
  explanation: string;
  status: Generated<number>;
  submitted_by: number | null;
  submitted_by_name: string;
  submitted_at: GeneratedTimestamp;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  opinion: string | null;
}

/** 检验结论审核 (0039): a regulator's one review of an inspection record's conclusion. */
export interface InspectionFindingReviewTable {
  inspection_id: number;
  /** 1 审核通过, 2 存疑. */
  status: number;
  opinion: string | null;
  regulator_id: number | null;
  reviewed_by: number | null;
  reviewed_by_name: string;
  reviewed_at: string;
}

export interface FillingExplanationFileTable {
  explanation_id: number;
  no: number;
  file_id: number;
  name: string;
}

export interface CylinderLastFillingTable {
  barcode: string;
  station_id: number;
  begin_time: string;
  filling_guid: string;
  /** The latest filling the row's last update by an upload replaced (null: none; the upload judges against it). */
  replaced_station_id: number | null;
  replaced_begin_time: string | null;
  replaced_filling_guid: string | null;
}

export interface ClonedLabelTable {
  id: Generated<number>;
  barcode: string;
  first_guid: string;
  first_station_id: number;
  first_time: string;
  second_guid: string;
  second_station_id: number;
  second_time: string;
  found_at: GeneratedTimestamp;
}

export interface FillingRuleTable {
  area_code: string;
  cloned_label_minutes: number;
  continuous_filling_minutes: number;
  updated_at: GeneratedTimestamp;
}

/** Daily rollup per station and category (China days); counts of fillings and of each arrival flag. */
export interface FillingDailyTable {
  station_id: number;
  day: string;
  category: number;
  fillings: Generated<number>;
  weight: Generated<string>;
  normal: Generated<number>;
  expired: Generated<number>;
  scrapped: Generated<number>;
  no_archive: Generated<number>;
  over_weight: Generated<number>;
  less_filled: Generated<number>;
  spec_mismatch: Generated<number>;
  no_pre_check: Generated<number>;
  continuous: Generated<number>;
  cloned_label: Generated<number>;
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
  /** FillingFlag bits set on arrival. */
  flags: Generated<number>;
  device_id: number | null;
}

/** A filled cylinder's delivery to its user (0037), one per filling. */
export interface DeliveryRecordTable {
  id: Generated<number>;
  filling_guid: string;
  /** The filling's begin_time. */
  filling_time: string;
  station_id: number;
  cylinder_barcode: string;
  delivery_time: string;
  delivery_operator: string;
  delivery_user: string;
  delivery_address: string;
  recorded_by: number | null;
  recorded_at: GeneratedTimestamp;
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
  inspect_user_id: number | null;
  /** InspectionTaskStatus (0023). */
  task_status: Generated<number>;
  /** The user who recorded it; null for older records (0023). */
  record_user_id: Generated<number | null>;
  send_unit_id: Generated<number | null>;
  /** The uploaded report (0023). */
  report_file_id: Generated<number | null>;
  report_file_name: Generated<string | null>;
  report_uploaded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The workflow of vehicle inspections (0033): -1 returned, 0 pending, 1 passed / approved. */
  audit_result: Generated<number>;
  approval_result: Generated<number>;
  rectify_reason: Generated<string | null>;
  rectify_note: Generated<string | null>;
  return_reason: Generated<string | null>;
  audited_by: Generated<number | null>;
  audited_at: ColumnType<string | null, string | null | undefined, string | null>;
  approved_by: Generated<number | null>;
  approved_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The stored password fails the strength rule (recorded when it is set); its next session must change it. */
  password_weak: Generated<boolean>;
  phone_encrypted: string | null;
  /** The union id of the user's bound WeChat account. */
  wechat_union_id: string | null;
  created_at: GeneratedTimestamp;
}

export interface WechatTicketTable {
  token_hash: string;
  union_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SiblingSignUsedTable {
  sign: string;
  expires_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  /** The super administrator who entered as the user; null for the user's own login. */
  real_user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  ended_at: Timestamp | null;
  end_reason: string | null;
  /** Why the password must change before anything else (PasswordChangeReason), recorded at login; null: nothing. */
  password_change_reason: string | null;
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

/** A platform parameter (Setting/parameter): built-in ones are read by the platform, read-only ones mirror config. */
export interface ParameterTable {
  id: Generated<number>;
  code: string;
  name: string;
  value: string;
  description: string | null;
  kind: 'number' | 'text';
  min_value: number | null;
  max_value: number | null;
  is_valid: Generated<boolean>;
  read_only: Generated<boolean>;
  built_in: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

export interface VehicleTypeTable {
  id: Generated<number>;
  name: string;
  durable_years: number;
  inspection_period_years: number;
  is_valid: Generated<boolean>;
}

export interface InspectionRuleTable {
  id: Generated<number>;
  rule_key: number;
  version: number;
  category: number;
  medium_id: number | null;
  type_id: number | null;
  standard: string | null;
  made_from: DateOnly | null;
  made_to: DateOnly | null;
  first_inspection_months: number | null;
  inspection_period_months: number;
  design_life_years: number;
  remark: string | null;
  created_by: string;
  created_at: GeneratedTimestamp;
  retired_at: Timestamp | null;
}

/** One changed field in a history entry. */
export interface HistoryChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export interface CylinderHistoryTable {
  id: Generated<number>;
  cylinder_id: number;
  action: number;
  changes: ColumnType<HistoryChange[], string | undefined, string>;
  station_id: number | null;
  status: number | null;
  operator_user_id: number | null;
  operator_name: string;
  entity_name: string | null;
  changed_at: GeneratedTimestamp;
}

export interface CylinderBlacklistTable {
  id: Generated<number>;
  cylinder_id: number;
  station_id: number | null;
  reason: string;
  operator_user_id: number | null;
  operator_name: string;
  operation_time: GeneratedTimestamp;
  cancelled_at: Timestamp | null;
  cancel_user_id: number | null;
  cancel_name: string | null;
  cancel_reason: string | null;
}

export interface CylinderBlacklistEvidenceTable {
  blacklist_id: number;
  file_id: number;
  name: string;
}

export interface CylinderAbnormalTable {
  id: Generated<number>;
  cylinder_id: number;
  station_id: number | null;
  kind: number;
  reason: string;
  flagged_by: string;
  flagged_at: GeneratedTimestamp;
  restored_at: Timestamp | null;
  restored_user_id: number | null;
  restored_name: string | null;
}

export interface CylinderRepeatRuleTable {
  id: Generated<number>;
  name: string;
  category: number;
  fields: ColumnType<string[], string, string>;
  is_valid: Generated<boolean>;
  created_by: string;
  created_at: GeneratedTimestamp;
}

export interface CylinderTracingConfigTable {
  regulator_id: number;
  config: ColumnType<Record<string, unknown>, string, string>;
  updated_by: string;
  updated_at: GeneratedTimestamp;
}

export interface ColumnConfigTable {
  page_name: string;
  column_code: string;
  column_name: string;
  is_display: Generated<boolean>;
  display_order: number;
  sortable: string | null;
}

export interface ReportViewTable {
  id: Generated<number>;
  owner_user_id: number;
  menu_code: string;
  table_key: string;
  name: string;
  /** The filter's query fields and values (jsonb; written as JSON text). */
  filters: ColumnType<Record<string, unknown>, string, string>;
  /** The shown columns' codes in order (jsonb; written as JSON text). */
  columns: ColumnType<string[], string, string>;
  shared_role_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface FileUploadTable {
  file_id: number;
  user_id: number;
  uploaded_at: GeneratedTimestamp;
}

/** The dashboard's and region reports' rollups (migrations 0034, 0040), kept by triggers in the rows' transactions. */
export interface CylinderCountTable {
  station_id: number;
  category: number;
  status: number;
  due_month: DateOnly;
  cylinders: Generated<number>;
}

export interface CylinderStatusCountTable {
  station_id: number;
  category: number;
  status: number;
  cylinders: Generated<number>;
}

export interface CylinderDueDayTable {
  station_id: number;
  category: number;
  due_day: DateOnly;
  cylinders: Generated<number>;
}

/** Cylinders in use coming due, by day and by month; `kind` 1 the next inspection, 2 the scrap date (migration 0040). */
export interface CylinderInUseDayTable {
  station_id: number;
  kind: number;
  category: number;
  day: DateOnly;
  cylinders: Generated<number>;
}

export interface CylinderInUseMonthTable {
  station_id: number;
  kind: number;
  category: number;
  month: DateOnly;
  cylinders: Generated<number>;
}

export interface FillingMonthlyTable {
  station_id: number;
  category: number;
  month: DateOnly;
  fillings: Generated<number>;
}

export interface InspectionDailyTable {
  cylinder_station_id: number;
  station_id: number;
  category: number;
  day: DateOnly;
  inspections: Generated<number>;
}

export interface InspectionMonthlyTable {
  cylinder_station_id: number;
  station_id: number;
  category: number;
  month: DateOnly;
  inspections: Generated<number>;
}

export interface DashboardRefreshTable {
  user_id: number;
  refreshed_at: string;
}

export interface DatabaseSchema {
  file_upload: FileUploadTable;
  vehicle_type: VehicleTypeTable;
  inspection_rule: InspectionRuleTable;
  cylinder_history: CylinderHistoryTable;
  cylinder_blacklist: CylinderBlacklistTable;
  cylinder_blacklist_evidence: CylinderBlacklistEvidenceTable;
  cylinder_abnormal: CylinderAbnormalTable;
  cylinder_repeat_rule: CylinderRepeatRuleTable;
  cylinder_tracing_config: CylinderTracingConfigTable;
  column_config: ColumnConfigTable;
  report_view: ReportViewTable;
  division: DivisionTable;
  host_config: HostConfigTable;
  sibling_platform: SiblingPlatformTable;
  wechat_ticket: WechatTicketTable;
  sibling_sign_used: SiblingSignUsedTable;
  regulator: RegulatorTable;
  station: StationTable;
  regulator_station: RegulatorStationTable;
  station_operator: StationOperatorTable;
  station_monitor: StationMonitorTable;
  station_valve: StationValveTable;
  scale_device: ScaleDeviceTable;
  inspect_station_fill_station: InspectStationFillStationTable;
  inspect_user: InspectUserTable;
  inspection_send_unit: InspectionSendUnitTable;
  vendor: VendorTable;
  cylinder_type: CylinderTypeTable;
  medium: MediumTable;
  cylinder_spec: CylinderSpecTable;
  cylinder: CylinderTable;
  stored_file: StoredFileTable;
  cylinder_image: CylinderImageTable;
  filling_guid: FillingGuidTable;
  filling_record: FillingRecordTable;
  filling_refusal: FillingRefusalTable;
  filling_check: FillingCheckTable;
  filling_upload_conflict: FillingUploadConflictTable;
  filling_record_deleted: FillingRecordDeletedTable;
  filling_explanation: FillingExplanationTable;
  filling_explanation_file: FillingExplanationFileTable;
  cylinder_last_filling: CylinderLastFillingTable;
  cloned_label: ClonedLabelTable;
  filling_rule: FillingRuleTable;
  filling_daily: FillingDailyTable;
  delivery_record: DeliveryRecordTable;
  inspection_record: InspectionRecordTable;
  inspection_finding_review: InspectionFindingReviewTable;
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
  parameter: ParameterTable;
  schema_migration: SchemaMigrationTable;
  cylinder_count: CylinderCountTable;
  cylinder_status_count: CylinderStatusCountTable;
  cylinder_due_day: CylinderDueDayTable;
  cylinder_in_use_day: CylinderInUseDayTable;
  cylinder_in_use_month: CylinderInUseMonthTable;
  filling_monthly: FillingMonthlyTable;
  inspection_daily: InspectionDailyTable;
  inspection_monthly: InspectionMonthlyTable;
  dashboard_refresh: DashboardRefreshTable;
}
