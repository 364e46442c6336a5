-- Filling stations in unit management: credit code, phone and licence issue day (shared with the inspection
-- institutions' slice, hence IF NOT EXISTS), chain filling and the station's settings; its operators (with their
-- signature pictures), monitors, valves and scale devices.

ALTER TABLE station ADD COLUMN IF NOT EXISTS credit_code varchar(18);
ALTER TABLE station ADD COLUMN IF NOT EXISTS phone varchar(32);
ALTER TABLE station ADD COLUMN IF NOT EXISTS license_issued date;
CREATE UNIQUE INDEX IF NOT EXISTS station_credit_code_key ON station (credit_code) WHERE credit_code IS NOT NULL;

ALTER TABLE station ADD COLUMN is_chain_filling boolean NOT NULL DEFAULT false;
-- What the station's scales refuse and check (keys checked by the contract's stationConfig).
ALTER TABLE station ADD COLUMN config_json jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The list of filling stations: by kind, newest code order.
CREATE INDEX station_kind_code_idx ON station (kind, code);

-- The people who fill cylinders at a station. The identity card number is kept masked only (first 6, last 4).
CREATE TABLE station_operator (
  id                serial PRIMARY KEY,
  station_id        integer NOT NULL REFERENCES station (id),
  name              varchar(64) NOT NULL,
  id_number_masked  varchar(18),
  certificate_no    varchar(64),
  sign_file_id      bigint REFERENCES stored_file (id),
  is_valid          boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX station_operator_station_idx ON station_operator (station_id, id);
CREATE INDEX station_operator_sign_idx ON station_operator (sign_file_id) WHERE sign_file_id IS NOT NULL;

CREATE TABLE station_monitor (
  id             serial PRIMARY KEY,
  station_id     integer NOT NULL REFERENCES station (id),
  monitor_name   varchar(64) NOT NULL,
  device_serial  varchar(64) NOT NULL,
  channel_no     smallint NOT NULL DEFAULT 1 CHECK (channel_no BETWEEN 1 AND 256),
  location       varchar(128),
  is_valid       boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (station_id, device_serial, channel_no)
);

CREATE TABLE station_valve (
  id          serial PRIMARY KEY,
  station_id  integer NOT NULL REFERENCES station (id),
  valve_name  varchar(64) NOT NULL,
  valve_code  varchar(64) NOT NULL,
  model       varchar(64),
  location    varchar(128),
  is_valid    boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (station_id, valve_code)
);

-- The filling scales of a station (they upload the filling records).
CREATE TABLE scale_device (
  id              serial PRIMARY KEY,
  station_id      integer NOT NULL REFERENCES station (id),
  device_code     varchar(64) NOT NULL UNIQUE,
  device_name     varchar(64) NOT NULL,
  model           varchar(64),
  last_report_at  timestamptz,
  is_valid        boolean NOT NULL DEFAULT true
);
CREATE INDEX scale_device_station_idx ON scale_device (station_id);
