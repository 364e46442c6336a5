-- Deleted filling records: a record leaves filling_record but is kept here whole (the row as JSON), with who deleted it,
-- when and why, so that history stays traceable. Its guid stays in filling_guid: a scale retrying it is a duplicate.
CREATE TABLE filling_record_deleted (
  id               bigserial PRIMARY KEY,
  record_id        bigint NOT NULL,
  filling_guid     uuid NOT NULL,
  station_id       integer NOT NULL REFERENCES station (id),
  cylinder_barcode varchar(64) NOT NULL,
  begin_time       timestamptz NOT NULL,
  record           jsonb NOT NULL,
  reason           varchar(256) NOT NULL,
  deleted_by       integer REFERENCES app_user (id) ON DELETE SET NULL,
  deleted_by_name  varchar(128) NOT NULL,
  real_user_id     integer REFERENCES app_user (id) ON DELETE SET NULL,
  deleted_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX filling_record_deleted_station_idx ON filling_record_deleted (station_id, begin_time DESC);
CREATE INDEX filling_record_deleted_guid_idx ON filling_record_deleted (filling_guid);

-- A barcode's latest remaining filling, when its latest is deleted, is found through filling_record_barcode_idx
-- (migration 0021).

-- A filling station's explanation of one of its abnormal fillings, and the regulator's decision on it
-- (status 0 待审核, 1 已通过, 2 已驳回). A record has at most one pending explanation; after a rejection the station
-- may explain again.
CREATE TABLE filling_explanation (
  id                bigserial PRIMARY KEY,
  filling_guid      uuid NOT NULL,
  station_id        integer NOT NULL REFERENCES station (id),
  cylinder_barcode  varchar(64) NOT NULL,
  begin_time        timestamptz NOT NULL,
  flags             integer NOT NULL,
  explanation       varchar(500) NOT NULL,
  status            smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  submitted_by      integer REFERENCES app_user (id) ON DELETE SET NULL,
  submitted_by_name varchar(128) NOT NULL,
  submitted_at      timestamptz NOT NULL DEFAULT now(),
  decided_by        integer REFERENCES app_user (id) ON DELETE SET NULL,
  decided_by_name   varchar(128),
  decided_at        timestamptz,
  opinion           varchar(256)
);
CREATE INDEX filling_explanation_station_idx ON filling_explanation (station_id, submitted_at DESC);
CREATE UNIQUE INDEX filling_explanation_pending_idx ON filling_explanation (filling_guid) WHERE status = 0;
CREATE INDEX filling_explanation_guid_idx ON filling_explanation (filling_guid);
