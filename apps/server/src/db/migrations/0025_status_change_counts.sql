-- 状态变更统计 counts a period's status changes and blacklistings by the station they leave the cylinder at
-- (cylinder_history.station_id): each station's rows of the period are one index range.
CREATE INDEX cylinder_history_station_time_idx ON cylinder_history (station_id, changed_at DESC, id DESC);
