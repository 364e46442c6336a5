-- Inspection institutions (station rows of kind 2): their credit code, phone and licence issue day (shared with the
-- filling stations, hence IF NOT EXISTS), whether they inspect vehicle cylinders, the filling stations whose
-- cylinders they inspect, their inspectors and the units that send cylinders to them.

ALTER TABLE station ADD COLUMN IF NOT EXISTS credit_code varchar(18);
ALTER TABLE station ADD COLUMN IF NOT EXISTS phone varchar(32);
ALTER TABLE station ADD COLUMN IF NOT EXISTS license_issued date;
CREATE UNIQUE INDEX IF NOT EXISTS station_credit_code_key ON station (credit_code) WHERE credit_code IS NOT NULL;

ALTER TABLE station ADD COLUMN IF NOT EXISTS inspects_vehicle boolean NOT NULL DEFAULT false;

-- An inspection institution bound to a filling station whose cylinders it inspects.
CREATE TABLE inspect_station_fill_station (
  inspect_station_id integer NOT NULL REFERENCES station (id) ON DELETE CASCADE,
  fill_station_id    integer NOT NULL REFERENCES station (id) ON DELETE CASCADE,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (inspect_station_id, fill_station_id)
);
CREATE INDEX inspect_station_fill_station_fill_idx ON inspect_station_fill_station (fill_station_id);

-- The inspectors of an institution; code is the institution's code and a serial of 3 digits unless given.
CREATE TABLE inspect_user (
  id             serial PRIMARY KEY,
  station_id     integer NOT NULL REFERENCES station (id),
  code           varchar(32) NOT NULL UNIQUE,
  name           varchar(32) NOT NULL,
  phone          varchar(32),
  certificate_no varchar(64),
  is_valid       boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspect_user_station_idx ON inspect_user (station_id, id);

-- The inspector who made an inspection (older records name none).
ALTER TABLE inspection_record ADD COLUMN inspect_user_id integer REFERENCES inspect_user (id);
CREATE INDEX inspection_record_inspect_user_idx ON inspection_record (inspect_user_id) WHERE inspect_user_id IS NOT NULL;

-- The organisations that send cylinders to an institution for inspection.
CREATE TABLE inspection_send_unit (
  id          serial PRIMARY KEY,
  station_id  integer NOT NULL REFERENCES station (id),
  code        varchar(32) NOT NULL UNIQUE,
  name        varchar(128) NOT NULL,
  credit_code varchar(18),
  contact     varchar(32),
  phone       varchar(32),
  address     varchar(256),
  is_valid    boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (station_id, name)
);
