-- The filling history of a barcode (archived or not), newest first: each monthly partition is read by its barcode
-- index instead of by its station index or in full.
CREATE INDEX filling_record_barcode_idx ON filling_record (cylinder_barcode, begin_time DESC);

-- The last fillings of a region's stations, newest first (最后充装查询).
CREATE INDEX cylinder_last_filling_station_idx ON cylinder_last_filling (station_id, begin_time DESC);
