-- Sibling platforms a user may be handed off to (spec 01 section 7: GetRedirectList, GetSign). The hand-off is signed
-- with the secret this platform shares with each sibling; the secret never leaves the server.
CREATE TABLE sibling_platform (
  id               serial PRIMARY KEY,
  title            varchar(64) NOT NULL,
  bind_system_code varchar(16) NOT NULL CHECK (bind_system_code IN ('gsmp3.0', 'sesr', 'pv')),
  bind_system_url  varchar(512) NOT NULL CHECK (bind_system_url ~ '^https?://'),
  sign_secret      varchar(128) NOT NULL CHECK (length(sign_secret) >= 16),
  sort             integer NOT NULL DEFAULT 0,
  is_valid         boolean NOT NULL DEFAULT true
);
