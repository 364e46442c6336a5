-- Foundation schema: regions, units, reference data, cylinders, their images, filling and inspection records.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE division (
  code        varchar(12) PRIMARY KEY,
  name        varchar(64) NOT NULL,
  parent_code varchar(12) REFERENCES division (code),
  level       smallint NOT NULL CHECK (level BETWEEN 1 AND 4)
);
CREATE INDEX division_parent_idx ON division (parent_code);

CREATE TABLE host_config (
  id     smallint PRIMARY KEY CHECK (id = 1),
  config jsonb NOT NULL
);

CREATE TABLE regulator (
  id            serial PRIMARY KEY,
  name          varchar(128) NOT NULL,
  division_code varchar(12) NOT NULL REFERENCES division (code),
  parent_id     integer REFERENCES regulator (id),
  level         smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  is_valid      boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX regulator_division_idx ON regulator (division_code);
CREATE INDEX regulator_parent_idx ON regulator (parent_id);

-- A filling station (kind 1, with a station type) or an inspection institution (kind 2).
CREATE TABLE station (
  id            serial PRIMARY KEY,
  code          varchar(32) NOT NULL UNIQUE,
  name          varchar(128) NOT NULL,
  kind          smallint NOT NULL CHECK (kind IN (1, 2)),
  station_type  smallint CHECK (station_type IN (1, 2, 3)),
  division_code varchar(12) NOT NULL REFERENCES division (code),
  address       varchar(256),
  principal     varchar(64),
  license_no    varchar(64),
  license_until date,
  is_valid      boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 2 OR station_type IS NOT NULL)
);
CREATE INDEX station_division_idx ON station (division_code);

CREATE TABLE regulator_station (
  regulator_id integer NOT NULL REFERENCES regulator (id) ON DELETE CASCADE,
  station_id   integer NOT NULL REFERENCES station (id) ON DELETE CASCADE,
  PRIMARY KEY (regulator_id, station_id)
);
CREATE INDEX regulator_station_station_idx ON regulator_station (station_id);

CREATE TABLE vendor (
  id       serial PRIMARY KEY,
  code     varchar(32) NOT NULL UNIQUE,
  name     varchar(128) NOT NULL,
  is_valid boolean NOT NULL DEFAULT true
);

CREATE TABLE cylinder_type (
  id       serial PRIMARY KEY,
  name     varchar(64) NOT NULL,
  category smallint NOT NULL CHECK (category IN (1, 2, 3)),
  UNIQUE (category, name)
);

CREATE TABLE medium (
  id       serial PRIMARY KEY,
  name     varchar(64) NOT NULL,
  category smallint NOT NULL CHECK (category IN (1, 2, 3)),
  UNIQUE (category, name)
);

CREATE TABLE cylinder_spec (
  id            serial PRIMARY KEY,
  name          varchar(64) NOT NULL,
  category      smallint NOT NULL CHECK (category IN (1, 2, 3)),
  medium_id     integer REFERENCES medium (id),
  preset_weight numeric(8, 2) CHECK (preset_weight >= 0),
  is_valid      boolean NOT NULL DEFAULT true,
  UNIQUE (category, name)
);

CREATE TABLE cylinder (
  id                                  bigserial PRIMARY KEY,
  barcode                             varchar(64) NOT NULL UNIQUE,
  category                            smallint NOT NULL CHECK (category IN (1, 2, 3)),
  station_id                          integer REFERENCES station (id),
  belong_type                         smallint NOT NULL DEFAULT 0 CHECK (belong_type IN (0, 1, 2)),
  vendor_id                           integer REFERENCES vendor (id),
  serial_number                       varchar(64),
  vendor_barcode                      varchar(64),
  self_code                           varchar(64),
  register_code                       varchar(64),
  type_id                             integer REFERENCES cylinder_type (id),
  medium_id                           integer REFERENCES medium (id),
  spec_id                             integer REFERENCES cylinder_spec (id),
  make_date                           date,
  last_inspection_date                date,
  next_inspection_date                date,
  scrap_date                          date,
  nominal_working_pressure            numeric(6, 2) CHECK (nominal_working_pressure >= 0),
  volume                              numeric(8, 2) CHECK (volume >= 0),
  wall_thickness                      numeric(6, 2) CHECK (wall_thickness >= 0),
  status                              smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 2, 5, 6, 7, 8, 9)),
  is_blacklisted                      boolean NOT NULL DEFAULT false,
  remark                              varchar(512),
  proof_material                      smallint NOT NULL DEFAULT 0 CHECK (proof_material BETWEEN 0 AND 15),
  record_entity_name                  varchar(128),
  record_man                          varchar(64),
  record_time                         timestamptz NOT NULL DEFAULT now(),
  last_modify_entity_name             varchar(128),
  last_modify_time                    timestamptz,
  audit_regulator_id                  integer REFERENCES regulator (id),
  audit_person_name                   varchar(64),
  audit_time                          timestamptz,
  is_issued                           boolean NOT NULL DEFAULT false,
  issued_no                           varchar(64),
  is_valid                            boolean NOT NULL DEFAULT true,
  department_name                     varchar(128),
  plate_num                           varchar(16),
  vc_type_name                        varchar(64),
  install_entity_name                 varchar(128),
  install_date                        date,
  is_installed_pressure_retaining_valve boolean,
  CHECK (category = 3 OR (plate_num IS NULL AND install_date IS NULL))
);
CREATE INDEX cylinder_serial_number_idx ON cylinder (serial_number);
CREATE INDEX cylinder_self_code_idx ON cylinder (self_code);
CREATE INDEX cylinder_vendor_barcode_idx ON cylinder (vendor_barcode);
CREATE INDEX cylinder_plate_num_idx ON cylinder (plate_num) WHERE plate_num IS NOT NULL;
CREATE INDEX cylinder_station_status_idx ON cylinder (station_id, status);
CREATE INDEX cylinder_next_inspection_idx ON cylinder (next_inspection_date);
CREATE INDEX cylinder_make_date_idx ON cylinder (make_date);

-- Picture files, content-addressed so that one picture shared by several records is stored once.
CREATE TABLE stored_file (
  id         bigserial PRIMARY KEY,
  sha256     char(64) NOT NULL UNIQUE,
  mime_type  varchar(64) NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  byte_size  integer NOT NULL CHECK (byte_size > 0),
  content    bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- kind 1: archive picture taken at registration; kind 2: supplemental photo.
CREATE TABLE cylinder_image (
  id          bigserial PRIMARY KEY,
  cylinder_id bigint NOT NULL REFERENCES cylinder (id) ON DELETE CASCADE,
  kind        smallint NOT NULL CHECK (kind IN (1, 2)),
  file_id     bigint NOT NULL REFERENCES stored_file (id),
  name        varchar(128) NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cylinder_image_cylinder_idx ON cylinder_image (cylinder_id, kind);

-- Filling records, partitioned by month of begin_time. A filling_guid is registered once across all partitions,
-- so a scale that retries an upload never creates a second record.
CREATE TABLE filling_guid (
  filling_guid uuid PRIMARY KEY,
  begin_time   timestamptz NOT NULL
);

CREATE TABLE filling_record (
  id                     bigserial,
  filling_guid           uuid NOT NULL,
  station_id             integer NOT NULL REFERENCES station (id),
  cylinder_id            bigint REFERENCES cylinder (id),
  cylinder_barcode       varchar(64) NOT NULL,
  balance                varchar(32),
  cylinder_spec          varchar(64),
  medium_id              integer REFERENCES medium (id),
  operator_name          varchar(64),
  filling_weight         numeric(8, 2),
  begin_weight           numeric(8, 2),
  end_weight             numeric(8, 2),
  residual_liquid_weight numeric(8, 2),
  filling_pressure       numeric(6, 2),
  temperature            numeric(5, 1),
  plate_number           varchar(16),
  begin_time             timestamptz NOT NULL,
  end_time               timestamptz,
  cylinder_state         smallint NOT NULL CHECK (cylinder_state IN (0, 1, 2, 3)),
  operation_time         timestamptz,
  insert_time            timestamptz NOT NULL DEFAULT now(),
  filling_seconds        integer CHECK (filling_seconds >= 0),
  PRIMARY KEY (id, begin_time),
  UNIQUE (filling_guid, begin_time)
) PARTITION BY RANGE (begin_time);
CREATE TABLE filling_record_default PARTITION OF filling_record DEFAULT;
CREATE INDEX filling_record_cylinder_idx ON filling_record (cylinder_id, begin_time DESC);
CREATE INDEX filling_record_station_idx ON filling_record (station_id, begin_time);

CREATE TABLE inspection_record (
  id                         bigserial PRIMARY KEY,
  cylinder_id                bigint NOT NULL REFERENCES cylinder (id) ON DELETE CASCADE,
  station_id                 integer NOT NULL REFERENCES station (id),
  report_code                varchar(64) NOT NULL,
  last_inspection_date       date,
  next_inspection_date       date,
  operation_time             timestamptz NOT NULL,
  result                     smallint NOT NULL CHECK (result IN (1, 2, 3)),
  appearance_inspection      varchar(32),
  valve_inspection           varchar(32),
  valve_seat_inspection      varchar(32),
  weld_seam_inspection       varchar(32),
  base_space_inspection      varchar(32),
  water_test_pressure        numeric(6, 2),
  real_volume                numeric(8, 2),
  residual_defomation_rate   numeric(6, 3),
  tightness_test_pressure    numeric(6, 2),
  real_min_thickness         numeric(6, 2),
  scrap_sentenced_reason     varchar(256),
  processing_method          varchar(64),
  real_weight                numeric(8, 2),
  winding_layer_inspection   varchar(32),
  metal_inspection           varchar(32),
  thread_inspection          varchar(32),
  nondestructive_inspection  varchar(32),
  hydrostatic_inspection     varchar(32),
  bottle_valve_inspection    varchar(32),
  air_tightness_inspection   varchar(32),
  inspect_items_json         jsonb,
  UNIQUE (report_code)
);
CREATE INDEX inspection_record_cylinder_idx ON inspection_record (cylinder_id, operation_time DESC);
CREATE INDEX inspection_record_station_idx ON inspection_record (station_id, operation_time);

-- Fixed-window request counters shared by every server instance (public query rate limit).
CREATE UNLOGGED TABLE rate_limit_window (
  bucket       varchar(128) NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
