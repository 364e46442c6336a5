-- The forced password change is enforced by the server (docs/security.md). A weak password cannot be told from its
-- digest, so whether the stored password is weak is recorded when it is set (the server sees a new password as typed);
-- an administrator-set one has no update_password_time, and an expired one an old time. At login the session records
-- why its password must change, and until then the session may call only the password change and logout.
ALTER TABLE app_user ADD COLUMN password_weak boolean NOT NULL DEFAULT false;
ALTER TABLE session ADD COLUMN password_change_reason varchar(16)
  CHECK (password_change_reason IN ('expired', 'weak', 'adminSet'));
