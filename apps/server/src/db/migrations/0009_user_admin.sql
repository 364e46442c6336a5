-- User administration (Setting/User): a login code is unique whatever its case, as login compares it ignoring case.
-- The index also serves that look-up (lower(login_code) = ...).
CREATE UNIQUE INDEX app_user_login_code_lower_idx ON app_user (lower(login_code));
