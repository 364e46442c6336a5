-- The server answers requests as the application's role, gcs_app (docs/security.md), which holds no right to create
-- tables. The one piece of DDL a running server needs, a filling_record partition for a month that has none yet (an
-- upload of a new month), goes through this function: it runs with its owner's rights, creates only monthly
-- partitions of filling_record named after their month, and takes the partition advisory lock itself.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE FUNCTION create_filling_partitions(months text[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  month text;
  first_day date;
  partition_name text;
  created integer := 0;
BEGIN
  -- The key is "fillpart" (0x66696c6c70617274): concurrent creators of one month take turns.
  PERFORM pg_advisory_xact_lock(7379548677420970612);
  FOREACH month IN ARRAY coalesce(months, ARRAY[]::text[]) LOOP
    IF month IS NULL OR month !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' THEN
      RAISE EXCEPTION 'invalid month %', month USING ERRCODE = '22023';
    END IF;
    partition_name := 'filling_record_' || replace(month, '-', '_');
    IF to_regclass(partition_name) IS NULL THEN
      first_day := to_date(month || '-01', 'YYYY-MM-DD');
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF filling_record FOR VALUES FROM (%L) TO (%L)',
        partition_name,
        to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00',
        to_char((first_day + interval '1 month')::date, 'YYYY-MM-DD') || ' 00:00:00+00'
      );
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END
$$;

REVOKE ALL ON FUNCTION create_filling_partitions(text[]) FROM PUBLIC;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gcs_app') THEN
    GRANT EXECUTE ON FUNCTION create_filling_partitions(text[]) TO gcs_app;
  END IF;
END
$$;
