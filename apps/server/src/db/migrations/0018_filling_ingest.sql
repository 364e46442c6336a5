-- Filling records from the scales: device credentials, pre- and post-fill checks, idempotent receipts, the flags
-- set on arrival, and the daily rollups the reports read.

-- Each scale names itself by its guid and proves it by a secret of its own (kept only as a SHA-256 hash), which its
-- station rotates; a scale never holds a user session.
ALTER TABLE scale_device ADD COLUMN device_guid uuid;
UPDATE scale_device SET device_guid = gen_random_uuid();
ALTER TABLE scale_device ALTER COLUMN device_guid SET NOT NULL;
ALTER TABLE scale_device ALTER COLUMN device_guid SET DEFAULT gen_random_uuid();
ALTER TABLE scale_device ADD COLUMN credential_hash char(64);
ALTER TABLE scale_device ADD COLUMN rotated_at timestamptz;
CREATE UNIQUE INDEX scale_device_guid_idx ON scale_device (device_guid);

-- Pre-fill (kind 1) and post-fill (kind 2) checks (spec 02 section 3.4); dispose_method: FillingCheckDispose codes.
CREATE TABLE filling_check (
  id               bigserial PRIMARY KEY,
  kind             smallint NOT NULL CHECK (kind IN (1, 2)),
  station_id       integer NOT NULL REFERENCES station (id),
  cylinder_id      bigint REFERENCES cylinder (id) ON DELETE SET NULL,
  cylinder_barcode varchar(64) NOT NULL,
  medium_id        integer REFERENCES medium (id),
  operator_name    varchar(64),
  check_time       timestamptz NOT NULL,
  dispose_method   smallint NOT NULL,
  items_json       jsonb,
  insert_time      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX filling_check_barcode_idx ON filling_check (cylinder_barcode, check_time DESC);
CREATE INDEX filling_check_station_idx ON filling_check (station_id, kind, check_time DESC);

-- flags: the FillingFlag bits (packages/contracts/src/rules/fillingFlags.ts) set when the record arrived.
ALTER TABLE filling_record ADD COLUMN flags integer NOT NULL DEFAULT 0;
ALTER TABLE filling_record ADD COLUMN device_id integer;

-- The registry of filling guids (0001) also keeps what each upload said (a SHA-256 of its canonical content), so the
-- same guid with other content is refused; rows stored before this have none and are matched by guid alone.
ALTER TABLE filling_guid ADD COLUMN content_hash char(64);
ALTER TABLE filling_guid ADD COLUMN device_id integer;
ALTER TABLE filling_guid ADD COLUMN received_at timestamptz;

-- Uploads refused because a stored guid came again with other content, kept for the regulators.
CREATE TABLE filling_upload_conflict (
  id           bigserial PRIMARY KEY,
  filling_guid uuid NOT NULL,
  device_id    integer REFERENCES scale_device (id) ON DELETE SET NULL,
  station_id   integer NOT NULL REFERENCES station (id),
  stored_hash  char(64),
  offered_hash char(64) NOT NULL,
  offered      jsonb NOT NULL,
  reported_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX filling_upload_conflict_station_idx ON filling_upload_conflict (station_id, reported_at DESC);

-- The latest filling known of each barcode: what continuous refilling and cloned labels compare an arrival with.
CREATE TABLE cylinder_last_filling (
  barcode      varchar(64) PRIMARY KEY,
  station_id   integer NOT NULL,
  begin_time   timestamptz NOT NULL,
  filling_guid uuid NOT NULL
);

-- A label filled at two stations closer in time than anyone could carry the cylinder between them.
CREATE TABLE cloned_label (
  id                bigserial PRIMARY KEY,
  barcode           varchar(64) NOT NULL,
  first_guid        uuid NOT NULL,
  first_station_id  integer NOT NULL REFERENCES station (id),
  first_time        timestamptz NOT NULL,
  second_guid       uuid NOT NULL UNIQUE,
  second_station_id integer NOT NULL REFERENCES station (id),
  second_time       timestamptz NOT NULL,
  found_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cloned_label_stations_idx ON cloned_label (second_station_id, second_time DESC);
CREATE INDEX cloned_label_first_station_idx ON cloned_label (first_station_id, second_time DESC);

-- Per city (the area code of its division): the windows of the arrival rules, in minutes.
CREATE TABLE filling_rule (
  area_code                  varchar(12) PRIMARY KEY,
  cloned_label_minutes       integer NOT NULL CHECK (cloned_label_minutes BETWEEN 1 AND 1440),
  continuous_filling_minutes integer NOT NULL CHECK (continuous_filling_minutes BETWEEN 1 AND 10080),
  updated_at                 timestamptz NOT NULL DEFAULT now()
);

-- Daily rollup per station and cylinder category (the station type's for a cylinder without archive), kept in the
-- transaction that stores the records; days are China days.
CREATE TABLE filling_daily (
  station_id    integer NOT NULL REFERENCES station (id),
  day           date NOT NULL,
  category      smallint NOT NULL CHECK (category IN (1, 2, 3)),
  fillings      integer NOT NULL DEFAULT 0,
  weight        numeric(14, 2) NOT NULL DEFAULT 0,
  normal        integer NOT NULL DEFAULT 0,
  expired       integer NOT NULL DEFAULT 0,
  scrapped      integer NOT NULL DEFAULT 0,
  no_archive    integer NOT NULL DEFAULT 0,
  over_weight   integer NOT NULL DEFAULT 0,
  less_filled   integer NOT NULL DEFAULT 0,
  spec_mismatch integer NOT NULL DEFAULT 0,
  no_pre_check  integer NOT NULL DEFAULT 0,
  continuous    integer NOT NULL DEFAULT 0,
  cloned_label  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (station_id, day, category)
);
CREATE INDEX filling_daily_day_idx ON filling_daily (day, station_id);
