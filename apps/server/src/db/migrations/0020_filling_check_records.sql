-- Pre-fill and post-fill check records as stations record them (spec 02 sections 3.4 and 3.12): the pressure and the
-- weight after filling measured at the check (press, end_Weight), and the user who recorded it (null for a scale's
-- upload). Dispose methods are the FillingCheckDispose codes (packages/contracts/src/enums.ts).
ALTER TABLE filling_check ADD COLUMN pressure numeric(6, 2) CHECK (pressure >= 0);
ALTER TABLE filling_check ADD COLUMN end_weight numeric(7, 2) CHECK (end_weight >= 0);
ALTER TABLE filling_check ADD COLUMN user_id integer REFERENCES app_user (id) ON DELETE SET NULL;
ALTER TABLE filling_check ADD CONSTRAINT filling_check_dispose_method_check CHECK (dispose_method BETWEEN 1 AND 7);

-- A regulator's list of one kind, newest first, across the stations of its region.
CREATE INDEX filling_check_kind_time_idx ON filling_check (kind, check_time DESC, id DESC);
