-- A super administrator entering as another user (spec 01 section 4): the session is the user's, and records the
-- super administrator behind it, so every syslog row written during it names both.
ALTER TABLE session ADD COLUMN real_user_id integer REFERENCES app_user (id) ON DELETE CASCADE;
CREATE INDEX session_real_user_open_idx ON session (real_user_id) WHERE ended_at IS NULL AND real_user_id IS NOT NULL;
