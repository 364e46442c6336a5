-- The filling interlock: every refused filling attempt, kept for the regulators.

-- reasons: the codes of FillingRefusalReason (packages/contracts/src/rules/fillingInterlock.ts) that blocked it.
CREATE TABLE filling_refusal (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  station_id  integer NOT NULL REFERENCES station (id),
  barcode     varchar(64) NOT NULL,
  cylinder_id bigint REFERENCES cylinder (id) ON DELETE SET NULL,
  reasons     smallint[] NOT NULL CHECK (cardinality(reasons) > 0),
  user_id     integer REFERENCES app_user (id),
  device_id   integer REFERENCES scale_device (id)
);
CREATE INDEX filling_refusal_station_idx ON filling_refusal (station_id, at DESC);
CREATE INDEX filling_refusal_at_idx ON filling_refusal (at DESC);
CREATE INDEX filling_refusal_cylinder_idx ON filling_refusal (cylinder_id) WHERE cylinder_id IS NOT NULL;
