-- Indexes for the archive list at scale (measured by `npm run bench:archive`, see docs/performance.md).
-- Runs unchanged on PGlite and on PostgreSQL 15+.

-- The list's usual question: one station's cylinders of a category and status, due for inspection in a date range,
-- newest first, with the total. Equality columns first, the date range next, the id last: the count is an
-- index-only scan over the matching entries, and the ids of a page can be chosen from the index alone. Without it,
-- the generic plan of the prepared statement combined the station index with the whole date range of
-- cylinder_next_inspection_idx (about 640,000 entries for six months of 5 million cylinders): 50-70 ms a statement.
CREATE INDEX cylinder_station_next_inspection_idx
  ON cylinder (station_id, category, status, next_inspection_date, id);

-- The data scope walks the division tree from a regulator's division down (platform/dataScope.ts). With the child's
-- code in the index each step is an index-only probe; on (parent_code) alone PostgreSQL preferred to scan the whole
-- division table (3,348 rows) at every step: 0.8 ms in every scoped statement of a city regulator. This index
-- covers everything the old one served.
CREATE INDEX division_parent_code_idx ON division (parent_code, code);
DROP INDEX division_parent_idx;
