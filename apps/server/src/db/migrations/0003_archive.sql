-- The cylinder archive: vehicle types, the versioned inspection and scrap rule table, the change history, audit,
-- issue and valve information, blacklist entries with evidence, abnormal cylinders, repeat rules, tracing
-- configuration and table column configuration. Runs unchanged on PGlite and on PostgreSQL 15+.

-- Vehicle types (TypeManagement): how long a vehicle of the type may use its cylinders and how often they are inspected.
CREATE TABLE vehicle_type (
  id                      serial PRIMARY KEY,
  name                    varchar(64) NOT NULL UNIQUE,
  durable_years           smallint NOT NULL CHECK (durable_years BETWEEN 1 AND 50),
  inspection_period_years smallint NOT NULL CHECK (inspection_period_years BETWEEN 1 AND 10),
  is_valid                boolean NOT NULL DEFAULT true
);

ALTER TABLE vendor ADD COLUMN seal_file_id bigint REFERENCES stored_file (id);
ALTER TABLE cylinder_type ADD COLUMN is_valid boolean NOT NULL DEFAULT true;
ALTER TABLE medium ADD COLUMN is_valid boolean NOT NULL DEFAULT true;

-- The rules that give a cylinder its next inspection date and scrap date. A rule is never changed in place: an edit
-- retires the row (retired_at) and inserts its successor with the same rule_key and version + 1, so a cylinder's
-- date_rule_id always names the exact version that produced its dates. A null criterion matches any value; the
-- most specific current rule wins.
CREATE TABLE inspection_rule (
  id                       serial PRIMARY KEY,
  rule_key                 integer NOT NULL,
  version                  integer NOT NULL CHECK (version >= 1),
  category                 smallint NOT NULL CHECK (category IN (1, 2, 3)),
  medium_id                integer REFERENCES medium (id),
  type_id                  integer REFERENCES cylinder_type (id),
  standard                 varchar(64),
  made_from                date,
  made_to                  date,
  first_inspection_months  smallint CHECK (first_inspection_months BETWEEN 1 AND 240),
  inspection_period_months smallint NOT NULL CHECK (inspection_period_months BETWEEN 1 AND 240),
  design_life_years        smallint NOT NULL CHECK (design_life_years BETWEEN 1 AND 100),
  remark                   varchar(256),
  created_by               varchar(64) NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  retired_at               timestamptz,
  UNIQUE (rule_key, version),
  CHECK (made_from IS NULL OR made_to IS NULL OR made_from <= made_to)
);
CREATE INDEX inspection_rule_current_idx ON inspection_rule (category) WHERE retired_at IS NULL;

ALTER TABLE cylinder
  ADD COLUMN product_standard     varchar(64),
  ADD COLUMN date_rule_id         integer REFERENCES inspection_rule (id),
  ADD COLUMN audit_result         smallint NOT NULL DEFAULT 0 CHECK (audit_result IN (-1, 0, 1)),
  ADD COLUMN audit_remark         varchar(256),
  ADD COLUMN issued_time          timestamptz,
  ADD COLUMN issued_regulator_id  integer REFERENCES regulator (id),
  ADD COLUMN vehicle_type_id      integer REFERENCES vehicle_type (id),
  ADD COLUMN valve_vendor_name    varchar(128),
  ADD COLUMN valve_model          varchar(64),
  ADD COLUMN valve_serial_number  varchar(64),
  ADD COLUMN valve_make_date      date,
  ADD COLUMN record_user_id       integer REFERENCES app_user (id),
  ADD COLUMN last_modify_user_id  integer REFERENCES app_user (id);

-- The archive list of a station or a region: newest first within a station, filtered by status and category.
CREATE INDEX cylinder_station_list_idx ON cylinder (station_id, category, status, id DESC);
CREATE INDEX cylinder_audit_idx ON cylinder (station_id, audit_result) WHERE status = 0;
CREATE INDEX cylinder_blacklisted_idx ON cylinder (station_id) WHERE is_blacklisted;

-- Every change of a cylinder: who, when, what (changes holds {field, label, from, to} items).
-- action: 1 registered, 2 edited, 3 audited, 4 audit cancelled, 5 blacklisted, 6 blacklist cancelled, 7 status
-- changed, 8 deleted, 9 restored from abnormal, 10 moved to another station, 11 imported.
CREATE TABLE cylinder_history (
  id               bigserial PRIMARY KEY,
  cylinder_id      bigint NOT NULL REFERENCES cylinder (id) ON DELETE CASCADE,
  action           smallint NOT NULL CHECK (action BETWEEN 1 AND 11),
  changes          jsonb NOT NULL DEFAULT '[]',
  station_id       integer REFERENCES station (id),
  status           smallint,
  operator_user_id integer REFERENCES app_user (id),
  operator_name    varchar(64) NOT NULL,
  entity_name      varchar(128),
  changed_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cylinder_history_cylinder_idx ON cylinder_history (cylinder_id, changed_at DESC, id DESC);

-- A blacklisting of a cylinder with its reason and evidence; cancelling keeps the row with who and why.
CREATE TABLE cylinder_blacklist (
  id                 bigserial PRIMARY KEY,
  cylinder_id        bigint NOT NULL REFERENCES cylinder (id) ON DELETE CASCADE,
  station_id         integer REFERENCES station (id),
  reason             varchar(256) NOT NULL,
  operator_user_id   integer REFERENCES app_user (id),
  operator_name      varchar(64) NOT NULL,
  operation_time     timestamptz NOT NULL DEFAULT now(),
  cancelled_at       timestamptz,
  cancel_user_id     integer REFERENCES app_user (id),
  cancel_name        varchar(64),
  cancel_reason      varchar(256)
);
-- At most one active blacklisting per cylinder.
CREATE UNIQUE INDEX cylinder_blacklist_active_idx ON cylinder_blacklist (cylinder_id) WHERE cancelled_at IS NULL;
CREATE INDEX cylinder_blacklist_station_idx ON cylinder_blacklist (station_id, operation_time DESC);

CREATE TABLE cylinder_blacklist_evidence (
  blacklist_id bigint NOT NULL REFERENCES cylinder_blacklist (id) ON DELETE CASCADE,
  file_id      bigint NOT NULL REFERENCES stored_file (id),
  name         varchar(128) NOT NULL,
  PRIMARY KEY (blacklist_id, file_id)
);

-- Cylinders flagged abnormal: kind 1 stopped by a regulator, 2 reported lost, 3 filled while overdue or scrapped,
-- 4 archive data in doubt (repeat rule hit). Restoring keeps the row with who and when.
CREATE TABLE cylinder_abnormal (
  id               bigserial PRIMARY KEY,
  cylinder_id      bigint NOT NULL REFERENCES cylinder (id) ON DELETE CASCADE,
  station_id       integer REFERENCES station (id),
  kind             smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  reason           varchar(256) NOT NULL,
  flagged_by       varchar(64) NOT NULL,
  flagged_at       timestamptz NOT NULL DEFAULT now(),
  restored_at      timestamptz,
  restored_user_id integer REFERENCES app_user (id),
  restored_name    varchar(64)
);
CREATE UNIQUE INDEX cylinder_abnormal_active_idx ON cylinder_abnormal (cylinder_id) WHERE restored_at IS NULL;
CREATE INDEX cylinder_abnormal_station_idx ON cylinder_abnormal (station_id, flagged_at DESC);

-- Which fields make two archives "the same cylinder" for the repeat check (fields: a list of field codes).
CREATE TABLE cylinder_repeat_rule (
  id         serial PRIMARY KEY,
  name       varchar(64) NOT NULL UNIQUE,
  category   smallint NOT NULL CHECK (category IN (1, 2, 3)),
  fields     jsonb NOT NULL,
  is_valid   boolean NOT NULL DEFAULT true,
  created_by varchar(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Per regulator: which archive states must stop a filling (traceability configuration).
CREATE TABLE cylinder_tracing_config (
  regulator_id integer PRIMARY KEY REFERENCES regulator (id) ON DELETE CASCADE,
  config       jsonb NOT NULL,
  updated_by   varchar(64) NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Table column configuration by page (Setting/Column); a page without rows uses its built-in default columns.
CREATE TABLE column_config (
  page_name     varchar(64) NOT NULL,
  column_code   varchar(64) NOT NULL,
  column_name   varchar(64) NOT NULL,
  is_display    boolean NOT NULL DEFAULT true,
  display_order smallint NOT NULL,
  sortable      varchar(16),
  PRIMARY KEY (page_name, column_code)
);
