-- Every upload rewrites the latest filling of each of its barcodes, in its first statement (ingest.repository.ts):
-- * that update also keeps the latest filling it replaced, so the upload reads what it judges against from the update
--   itself, instead of locking the rows by a SELECT ... FOR UPDATE first and updating them in a second statement;
-- * indexed by its station alone, not by its time, the update changes no indexed column and PostgreSQL keeps it on the
--   same page as a heap-only (HOT) update that writes no index entry; a fifth of each page is left free for it. The
--   last-filling lists still find a station's rows by this index and sort them (a station's cylinders: thousands).
ALTER TABLE cylinder_last_filling
  ADD COLUMN replaced_station_id integer,
  ADD COLUMN replaced_begin_time timestamptz,
  ADD COLUMN replaced_filling_guid uuid;
DROP INDEX cylinder_last_filling_station_idx;
CREATE INDEX cylinder_last_filling_station_idx ON cylinder_last_filling (station_id);
ALTER TABLE cylinder_last_filling SET (fillfactor = 80);
