-- System parameters, the system log's retention and purge, its filter indexes, and the application's own database
-- role, which may add and read syslog rows but never change or delete them (docs/security.md).
-- Runs unchanged on PGlite and on PostgreSQL 15+.

-- A parameter of the platform (Setting/parameter). Built-in parameters are the ones the platform reads; a read-only
-- one mirrors the deployment's configuration (set at start-up) and is shown, not edited.
CREATE TABLE parameter (
  id          serial PRIMARY KEY,
  code        varchar(64) NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z][A-Za-z0-9_]*$'),
  name        varchar(64) NOT NULL,
  value       varchar(512) NOT NULL,
  description varchar(256),
  kind        varchar(8) NOT NULL CHECK (kind IN ('number', 'text')),
  min_value   integer,
  max_value   integer,
  is_valid    boolean NOT NULL DEFAULT true,
  read_only   boolean NOT NULL DEFAULT false,
  built_in    boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'number' OR (min_value IS NULL AND max_value IS NULL)),
  CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
);

INSERT INTO parameter (code, name, value, description, kind, min_value, max_value, read_only, built_in) VALUES
  ('SyslogRetentionMonths', '系统日志保留月数', '6', '系统日志至少保留的月数，不少于6个月；更早的日志每日清理', 'number', 6, 120, false, true),
  ('PasswordMaxAgeDays', '密码有效期（天）', '180', '超过该天数未修改密码，登录时须先修改密码（由部署配置 PASSWORD_MAX_AGE_DAYS 决定）', 'number', 1, 3650, true, true),
  ('SessionIdleMinutes', '空闲超时（分钟）', '120', '无操作超过该分钟数后会话失效（由部署配置 SESSION_IDLE_MINUTES 决定）', 'number', 1, 1440, true, true);

-- The months the system log keeps: the parameter, never fewer than six.
CREATE FUNCTION syslog_retention_months() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT greatest(6, coalesce((
    SELECT CASE WHEN value ~ '^[0-9]{1,4}$' THEN value::integer END
    FROM parameter WHERE code = 'SyslogRetentionMonths' AND is_valid
  ), 6))
$$;

-- Rows are never changed; a row is deleted only once it is older than the retention (the purge), whoever asks.
CREATE OR REPLACE FUNCTION syslog_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - make_interval(months => syslog_retention_months()) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '系统日志只能追加，不能修改或删除';
END
$$;

-- The purge: deletes only rows older than the retention, and answers how many. It runs with its owner's rights, so
-- that the application role, which holds no DELETE on syslog, can call it and nothing else.
CREATE FUNCTION purge_syslog() RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  removed integer;
BEGIN
  DELETE FROM syslog WHERE at < now() - make_interval(months => syslog_retention_months());
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END
$$;

-- The filters of Setting/SysLogs, newest first: time range alone (syslog_at_idx), by account, by event.
CREATE INDEX syslog_login_code_at_idx ON syslog (login_code, at);
CREATE INDEX syslog_event_at_idx ON syslog (event, at);

-- The application's own role: every table of this schema, but on syslog only SELECT and INSERT (no UPDATE, DELETE
-- or TRUNCATE), and the purge. Roles belong to the server, not the schema: create it once, whoever comes first. An
-- owner without CREATEROLE leaves it to the database administrator (docs/security.md): the grants then wait for the
-- role, and the trigger still guards the log.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gcs_app') THEN
    BEGIN
      CREATE ROLE gcs_app NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN
        NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'gcs_app not created: the migrating role lacks CREATEROLE';
    END;
  END IF;
END
$$;

REVOKE ALL ON FUNCTION purge_syslog() FROM PUBLIC;

DO $$
DECLARE
  s text := current_schema();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gcs_app') THEN
    RETURN;
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO gcs_app', s);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO gcs_app', s);
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO gcs_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO gcs_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO gcs_app', s);
  REVOKE UPDATE, DELETE, TRUNCATE ON syslog FROM gcs_app;
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migration FROM gcs_app;
  GRANT EXECUTE ON FUNCTION purge_syslog() TO gcs_app;
END
$$;
