-- Regulators and districts managed from UnitManage and Setting/RegionalManagement.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

-- Two regulators under the same parent (or two top regulators) never share a name: a user picks a parent by name.
CREATE UNIQUE INDEX regulator_sibling_name_key ON regulator ((coalesce(parent_id, 0)), name);

-- A region's code is a GB/T 2260 code: 6 digits for a province, city or district, 9 or 12 for a street or township.
ALTER TABLE division ADD CONSTRAINT division_code_shape CHECK (
  (level <= 3 AND code ~ '^[0-9]{6}$') OR (level = 4 AND code ~ '^[0-9]{9}([0-9]{3})?$')
);

