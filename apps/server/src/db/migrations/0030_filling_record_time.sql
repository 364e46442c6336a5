-- A region's filling records of a period, newest first (充装记录 and its export): with many stations in scope, each
-- monthly partition is read in time order and filtered by station, instead of sorting the whole month; the export
-- continues after the last (begin_time, id) it sent.
CREATE INDEX filling_record_time_idx ON filling_record (begin_time DESC, id DESC);
