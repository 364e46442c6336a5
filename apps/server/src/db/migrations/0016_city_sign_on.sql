-- A sibling platform's signed hand-off (FreeLogin) is good once: its signature is kept until the hand-off would have
-- expired anyway, so a replayed link is refused.
CREATE TABLE sibling_sign_used (
  sign       char(64) PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sibling_sign_used_expires_idx ON sibling_sign_used (expires_at);
