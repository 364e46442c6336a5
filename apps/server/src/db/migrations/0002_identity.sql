-- Identity: roles and menus, users, server-side sessions, login throttling, captchas and the append-only syslog.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE role (
  id         serial PRIMARY KEY,
  name       varchar(64) NOT NULL UNIQUE,
  is_valid   boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A 3-character code is a top-level group, 6 a child, 9 a grandchild (spec 01 section 2).
CREATE TABLE menu (
  code     varchar(9) PRIMARY KEY CHECK (code ~ '^[0-9]{3}([0-9]{3}){0,2}$'),
  path     varchar(128) NOT NULL,
  title    varchar(64) NOT NULL,
  sort     integer NOT NULL DEFAULT 0,
  is_valid boolean NOT NULL DEFAULT true
);

CREATE TABLE role_menu (
  role_id   integer NOT NULL REFERENCES role (id) ON DELETE CASCADE,
  menu_code varchar(9) NOT NULL REFERENCES menu (code) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_code)
);

-- password_hash is scrypt over the SM3 digest the browser sends, with a per-user salt.
CREATE TABLE app_user (
  id                   serial PRIMARY KEY,
  login_code           varchar(64) NOT NULL UNIQUE,
  user_name            varchar(64) NOT NULL,
  password_hash        varchar(128) NOT NULL,
  password_salt        varchar(64) NOT NULL,
  role_id              integer REFERENCES role (id),
  belong_to_type       smallint NOT NULL CHECK (belong_to_type IN (1, 10, 20, 30)),
  regulator_id         integer REFERENCES regulator (id),
  station_id           integer REFERENCES station (id),
  level                smallint CHECK (level BETWEEN 1 AND 3),
  is_system_manager    boolean NOT NULL DEFAULT false,
  is_valid             boolean NOT NULL DEFAULT true,
  update_password_time timestamptz,
  -- SM4-encrypted, hex; shown masked.
  phone_encrypted      varchar(256),
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (belong_to_type NOT IN (1, 20) OR station_id IS NOT NULL)
);
CREATE INDEX app_user_role_idx ON app_user (role_id);
CREATE INDEX app_user_regulator_idx ON app_user (regulator_id);
CREATE INDEX app_user_station_idx ON app_user (station_id);

-- The token itself is never stored: only its SHA-256.
CREATE TABLE session (
  token_hash   char(64) PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  ip           varchar(64),
  user_agent   varchar(256),
  ended_at     timestamptz,
  end_reason   varchar(32)
);
CREATE INDEX session_user_open_idx ON session (user_id) WHERE ended_at IS NULL;
CREATE INDEX session_expires_idx ON session (expires_at);

CREATE TABLE login_failure (
  id         bigserial PRIMARY KEY,
  login_code varchar(64) NOT NULL,
  ip         varchar(64) NOT NULL,
  at         timestamptz NOT NULL
);
CREATE INDEX login_failure_code_idx ON login_failure (login_code, at);
CREATE INDEX login_failure_ip_idx ON login_failure (ip, at);

CREATE TABLE login_lock (
  kind         varchar(8) NOT NULL CHECK (kind IN ('account', 'ip')),
  key          varchar(64) NOT NULL,
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (kind, key)
);

CREATE TABLE captcha (
  id          varchar(64) PRIMARY KEY,
  answer_hash char(64) NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captcha_expires_idx ON captcha (expires_at);

-- The audit trail: rows are only ever added.
CREATE TABLE syslog (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  user_id      integer,
  real_user_id integer,
  login_code   varchar(64),
  ip           varchar(64),
  event        varchar(32) NOT NULL,
  result       varchar(16) NOT NULL,
  detail       jsonb
);
CREATE INDEX syslog_at_idx ON syslog (at);
CREATE INDEX syslog_user_idx ON syslog (user_id, at);

CREATE FUNCTION syslog_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '系统日志只能追加，不能修改或删除';
END
$$;
CREATE TRIGGER syslog_append_only BEFORE UPDATE OR DELETE ON syslog
  FOR EACH ROW EXECUTE FUNCTION syslog_append_only();

ALTER TABLE station
  ADD COLUMN before_filling_check_expiry_warning_month smallint NOT NULL DEFAULT 2
  CHECK (before_filling_check_expiry_warning_month BETWEEN 0 AND 24);
