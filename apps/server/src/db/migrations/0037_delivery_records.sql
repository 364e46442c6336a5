-- Deliveries (配送记录): a filling station delivers a filled cylinder to its user. One delivery per filling, keyed by
-- the filling's guid (the registry of guids outlives the record's partition), recorded by the station; the filling's
-- start time is kept beside it so the record is found in its monthly partition. Read by the station and day (the
-- report of a region), and by the guid (the delivery columns of 充装记录, joined page by page).
CREATE TABLE delivery_record (
  id                bigserial PRIMARY KEY,
  filling_guid      uuid NOT NULL UNIQUE REFERENCES filling_guid (filling_guid),
  filling_time      timestamptz NOT NULL,
  station_id        integer NOT NULL REFERENCES station (id),
  cylinder_barcode  varchar(64) NOT NULL,
  delivery_time     timestamptz NOT NULL,
  delivery_operator varchar(32) NOT NULL,
  delivery_user     varchar(64) NOT NULL,
  delivery_address  varchar(200) NOT NULL,
  recorded_by       integer REFERENCES app_user (id) ON DELETE SET NULL,
  recorded_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (delivery_time >= filling_time)
);
CREATE INDEX delivery_record_station_idx ON delivery_record (station_id, delivery_time DESC);
CREATE INDEX delivery_record_time_idx ON delivery_record (delivery_time DESC, id DESC);
CREATE INDEX delivery_record_barcode_idx ON delivery_record (cylinder_barcode);
