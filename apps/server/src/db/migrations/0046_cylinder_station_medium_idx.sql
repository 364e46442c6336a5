-- The media of a station's cylinders (充装单位's 充装介质 column): one index probe per medium and station, instead of
-- reading every cylinder of each station shown.
CREATE INDEX cylinder_station_medium_idx ON cylinder (station_id, medium_id);
