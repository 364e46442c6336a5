-- The region reports' cylinder counts that the rollups of 0034 cannot give exactly: cylinders in use (status 0) by
-- their next inspection date alone (检验到期预测's windows, 使用情况汇总's 超期未检) and by their scrap date alone
-- (超期未报废). 0034 counts by least(next inspection, scrap date), which answers "qualified" but not either date on its
-- own. Kept by the same cylinder trigger (cylinder_count_add), in the writer's transaction, and back-filled here.

-- kind 1: next_inspection_date; kind 2: scrap_date. A cylinder without that date is not counted under that kind.
-- Keyed by kind and date first: a report reads a range of dates for all the stations of a scope at once.
-- Per day, for the days near today (this month's days, the forecast's 90 days) ...
CREATE TABLE cylinder_in_use_day (
  station_id integer NOT NULL,
  kind       smallint NOT NULL,
  category   smallint NOT NULL,
  day        date NOT NULL,
  cylinders  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, day, station_id, category)
);

-- ... and per month, for the backlog before this month (a few rows per station however long it is).
CREATE TABLE cylinder_in_use_month (
  station_id integer NOT NULL,
  kind       smallint NOT NULL,
  category   smallint NOT NULL,
  month      date NOT NULL,
  cylinders  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, month, station_id, category)
);

CREATE FUNCTION cylinder_in_use_add(p_station integer, p_kind smallint, p_category smallint, p_day date,
                                    p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_day IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO cylinder_in_use_day AS c (station_id, kind, category, day, cylinders)
  VALUES (p_station, p_kind, p_category, p_day, p_delta)
  ON CONFLICT (kind, day, station_id, category) DO UPDATE SET cylinders = c.cylinders + excluded.cylinders;
  INSERT INTO cylinder_in_use_month AS c (station_id, kind, category, month, cylinders)
  VALUES (p_station, p_kind, p_category, date_trunc('month', p_day)::date, p_delta)
  ON CONFLICT (kind, month, station_id, category) DO UPDATE SET cylinders = c.cylinders + excluded.cylinders;
END
$$;

-- 0034's function, now also counting the cylinders in use by each date (its trigger already fires on every change
-- of station, category, status and both dates).
CREATE OR REPLACE FUNCTION cylinder_count_add(p_station integer, p_category smallint, p_status smallint, p_next date,
                                              p_scrap date, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  due date := least(p_next, p_scrap);
BEGIN
  IF p_station IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO cylinder_count AS c (station_id, category, status, due_month, cylinders)
  VALUES (p_station, p_category, p_status, coalesce(date_trunc('month', due)::date, 'infinity'::date), p_delta)
  ON CONFLICT (station_id, status, due_month, category) DO UPDATE SET cylinders = c.cylinders + excluded.cylinders;
  INSERT INTO cylinder_status_count AS c (station_id, category, status, cylinders)
  VALUES (p_station, p_category, p_status, p_delta)
  ON CONFLICT (station_id, status, category) DO UPDATE SET cylinders = c.cylinders + excluded.cylinders;
  IF p_status = 0 AND due IS NOT NULL THEN
    INSERT INTO cylinder_due_day AS c (station_id, category, due_day, cylinders)
    VALUES (p_station, p_category, due, p_delta)
    ON CONFLICT (station_id, due_day, category) DO UPDATE SET cylinders = c.cylinders + excluded.cylinders;
  END IF;
  IF p_status = 0 THEN
    PERFORM cylinder_in_use_add(p_station, 1::smallint, p_category, p_next, p_delta);
    PERFORM cylinder_in_use_add(p_station, 2::smallint, p_category, p_scrap, p_delta);
  END IF;
END
$$;

-- Back-fill from the archive already there.
INSERT INTO cylinder_in_use_day (station_id, kind, category, day, cylinders)
SELECT station_id, 1, category, next_inspection_date, count(*)
  FROM cylinder WHERE station_id IS NOT NULL AND status = 0 AND next_inspection_date IS NOT NULL GROUP BY 1, 3, 4
UNION ALL
SELECT station_id, 2, category, scrap_date, count(*)
  FROM cylinder WHERE station_id IS NOT NULL AND status = 0 AND scrap_date IS NOT NULL GROUP BY 1, 3, 4;

INSERT INTO cylinder_in_use_month (station_id, kind, category, month, cylinders)
SELECT station_id, kind, category, date_trunc('month', day)::date, sum(cylinders)
  FROM cylinder_in_use_day GROUP BY 1, 2, 3, 4;

ANALYZE cylinder_in_use_day;
ANALYZE cylinder_in_use_month;
