-- The dashboard's rollups (spec 01 sections 3 and 7; ARCHITECTURE.md section 5): each kept exact by a trigger in the
-- same transaction as its source, and back-filled here from the data already there. A dashboard request reads a few
-- rows per station of these, never the cylinder table, the filling records or a year of filling_daily.

-- Cylinders per station, category, status and due month: the first day of the month of
-- least(next_inspection_date, scrap_date), 'infinity' when neither date is set (never due). Cylinders without a
-- station are not counted (no report places them in a region).
CREATE TABLE cylinder_count (
  station_id integer NOT NULL,
  category   smallint NOT NULL,
  status     smallint NOT NULL,
  due_month  date NOT NULL,
  cylinders  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (station_id, status, due_month, category)
);

-- The same cylinders without the due month (registered and scrapped need no more): a few rows per station.
CREATE TABLE cylinder_status_count (
  station_id integer NOT NULL,
  category   smallint NOT NULL,
  status     smallint NOT NULL,
  cylinders  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (station_id, status, category)
);

-- Cylinders in use (status 0) per station, category and due day: the current month's days of the due month above,
-- so "qualified in use today" is exact (the months after this one from cylinder_count, this month's remaining days
-- from here).
CREATE TABLE cylinder_due_day (
  station_id integer NOT NULL,
  category   smallint NOT NULL,
  due_day    date NOT NULL,
  cylinders  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (station_id, due_day, category)
);

-- Fillings per filling station, category and China month, summed from filling_daily (so a year is at most twelve
-- rows per station and category; the days of this month after today, normally none, are taken off from
-- filling_daily).
CREATE TABLE filling_monthly (
  station_id integer NOT NULL,
  category   smallint NOT NULL,
  month      date NOT NULL,
  fillings   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (station_id, month, category)
);

-- Inspections by the inspected cylinder's station (cylinder_station_id) and category, the inspecting institution
-- (station_id, for an institution's own scope) and China month or day of operation_time: what the usage summary counts.
CREATE TABLE inspection_monthly (
  cylinder_station_id integer NOT NULL,
  station_id          integer NOT NULL,
  category            smallint NOT NULL,
  month               date NOT NULL,
  inspections         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (cylinder_station_id, month, category, station_id)
);
CREATE INDEX inspection_monthly_station_idx ON inspection_monthly (station_id, month);
CREATE TABLE inspection_daily (
  cylinder_station_id integer NOT NULL,
  station_id          integer NOT NULL,
  category            smallint NOT NULL,
  day                 date NOT NULL,
  inspections         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (cylinder_station_id, day, category, station_id)
);
CREATE INDEX inspection_daily_station_idx ON inspection_daily (station_id, day);

-- When each user last refreshed the dashboard (at most once a minute, across every server instance).
CREATE TABLE dashboard_refresh (
  user_id      integer PRIMARY KEY,
  refreshed_at timestamptz NOT NULL
);

-- The sample of a qualified cylinder in use: a station's in-use cylinders by due date.
CREATE INDEX cylinder_in_use_due_idx ON cylinder (station_id, (least(next_inspection_date, scrap_date))) WHERE status = 0;

CREATE FUNCTION china_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at + interval '8 hours') AT TIME ZONE 'UTC')::date
$$;

CREATE FUNCTION cylinder_count_add(p_station integer, p_category smallint, p_status smallint, p_next date,
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
END
$$;

CREATE FUNCTION inspection_count_add(p_cylinder_station integer, p_station integer, p_category smallint,
                                     p_day date, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_cylinder_station IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO inspection_monthly AS i (cylinder_station_id, station_id, category, month, inspections)
  VALUES (p_cylinder_station, p_station, p_category, date_trunc('month', p_day)::date, p_delta)
  ON CONFLICT (cylinder_station_id, month, category, station_id)
  DO UPDATE SET inspections = i.inspections + excluded.inspections;
  INSERT INTO inspection_daily AS i (cylinder_station_id, station_id, category, day, inspections)
  VALUES (p_cylinder_station, p_station, p_category, p_day, p_delta)
  ON CONFLICT (cylinder_station_id, day, category, station_id)
  DO UPDATE SET inspections = i.inspections + excluded.inspections;
END
$$;

-- A cylinder's counts move when its station, category, status or dates change; its inspections move with it when
-- its station or category changes (they are counted by the cylinder's current station, as the usage summary does).
CREATE FUNCTION cylinder_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cylinder_count_add(OLD.station_id, OLD.category, OLD.status, OLD.next_inspection_date, OLD.scrap_date, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM cylinder_count_add(NEW.station_id, NEW.category, NEW.status, NEW.next_inspection_date, NEW.scrap_date, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.station_id IS DISTINCT FROM NEW.station_id OR OLD.category <> NEW.category) THEN
    FOR r IN SELECT i.station_id, china_day(i.operation_time) AS day, count(*)::int AS n
               FROM inspection_record i WHERE i.cylinder_id = NEW.id GROUP BY 1, 2 LOOP
      PERFORM inspection_count_add(OLD.station_id, r.station_id, OLD.category, r.day, -r.n);
      PERFORM inspection_count_add(NEW.station_id, r.station_id, NEW.category, r.day, r.n);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cylinder_count_insert_delete AFTER INSERT OR DELETE ON cylinder
  FOR EACH ROW EXECUTE FUNCTION cylinder_count_trigger();
-- Fires only when a counted column really changes (a filling or an edit of other fields costs nothing).
CREATE TRIGGER cylinder_count_update AFTER UPDATE OF station_id, category, status, next_inspection_date, scrap_date
  ON cylinder FOR EACH ROW
  WHEN (OLD.station_id IS DISTINCT FROM NEW.station_id OR OLD.category <> NEW.category OR OLD.status <> NEW.status
        OR OLD.next_inspection_date IS DISTINCT FROM NEW.next_inspection_date
        OR OLD.scrap_date IS DISTINCT FROM NEW.scrap_date)
  EXECUTE FUNCTION cylinder_count_trigger();

CREATE FUNCTION filling_monthly_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO filling_monthly AS m (station_id, category, month, fillings)
    VALUES (OLD.station_id, OLD.category, date_trunc('month', OLD.day)::date, -OLD.fillings)
    ON CONFLICT (station_id, month, category) DO UPDATE SET fillings = m.fillings + excluded.fillings;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO filling_monthly AS m (station_id, category, month, fillings)
    VALUES (NEW.station_id, NEW.category, date_trunc('month', NEW.day)::date, NEW.fillings)
    ON CONFLICT (station_id, month, category) DO UPDATE SET fillings = m.fillings + excluded.fillings;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER filling_monthly_insert_delete AFTER INSERT OR DELETE ON filling_daily
  FOR EACH ROW EXECUTE FUNCTION filling_monthly_trigger();
CREATE TRIGGER filling_monthly_update AFTER UPDATE OF station_id, category, day, fillings ON filling_daily
  FOR EACH ROW
  WHEN (OLD.fillings <> NEW.fillings OR OLD.station_id <> NEW.station_id OR OLD.category <> NEW.category
        OR OLD.day <> NEW.day)
  EXECUTE FUNCTION filling_monthly_trigger();

-- An inspection counts under its cylinder's station and category at the time it is written; a cylinder that is
-- deleted outright takes its inspections' counts with it only when found (status 8 is how the archive deletes).
CREATE FUNCTION inspection_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT station_id, category INTO c FROM cylinder WHERE id = OLD.cylinder_id;
    IF FOUND THEN
      PERFORM inspection_count_add(c.station_id, OLD.station_id, c.category, china_day(OLD.operation_time), -1);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT station_id, category INTO c FROM cylinder WHERE id = NEW.cylinder_id;
    IF FOUND THEN
      PERFORM inspection_count_add(c.station_id, NEW.station_id, c.category, china_day(NEW.operation_time), 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER inspection_count_insert_delete AFTER INSERT OR DELETE ON inspection_record
  FOR EACH ROW EXECUTE FUNCTION inspection_count_trigger();
CREATE TRIGGER inspection_count_update AFTER UPDATE OF cylinder_id, station_id, operation_time ON inspection_record
  FOR EACH ROW
  WHEN (OLD.cylinder_id <> NEW.cylinder_id OR OLD.station_id <> NEW.station_id
        OR OLD.operation_time <> NEW.operation_time)
  EXECUTE FUNCTION inspection_count_trigger();

-- Back-fill from the data already there.
INSERT INTO cylinder_count (station_id, category, status, due_month, cylinders)
SELECT station_id, category, status,
       coalesce(date_trunc('month', least(next_inspection_date, scrap_date))::date, 'infinity'::date), count(*)
  FROM cylinder WHERE station_id IS NOT NULL GROUP BY 1, 2, 3, 4;

INSERT INTO cylinder_status_count (station_id, category, status, cylinders)
SELECT station_id, category, status, count(*) FROM cylinder WHERE station_id IS NOT NULL GROUP BY 1, 2, 3;

INSERT INTO cylinder_due_day (station_id, category, due_day, cylinders)
SELECT station_id, category, least(next_inspection_date, scrap_date), count(*)
  FROM cylinder
 WHERE station_id IS NOT NULL AND status = 0 AND least(next_inspection_date, scrap_date) IS NOT NULL
 GROUP BY 1, 2, 3;

INSERT INTO filling_monthly (station_id, category, month, fillings)
SELECT station_id, category, date_trunc('month', day)::date, sum(fillings) FROM filling_daily GROUP BY 1, 2, 3;

INSERT INTO inspection_monthly (cylinder_station_id, station_id, category, month, inspections)
SELECT c.station_id, i.station_id, c.category, date_trunc('month', china_day(i.operation_time))::date, count(*)
  FROM inspection_record i JOIN cylinder c ON c.id = i.cylinder_id
 WHERE c.station_id IS NOT NULL GROUP BY 1, 2, 3, 4;

INSERT INTO inspection_daily (cylinder_station_id, station_id, category, day, inspections)
SELECT c.station_id, i.station_id, c.category, china_day(i.operation_time), count(*)
  FROM inspection_record i JOIN cylinder c ON c.id = i.cylinder_id
 WHERE c.station_id IS NOT NULL GROUP BY 1, 2, 3, 4;

-- Statistics of the back-filled rollups now, so the first dashboard requests are planned on them (not on an empty
-- table's guesses) before autovacuum gets to them.
ANALYZE cylinder_count;
ANALYZE cylinder_status_count;
ANALYZE cylinder_due_day;
ANALYZE filling_monthly;
ANALYZE inspection_monthly;
ANALYZE inspection_daily;
