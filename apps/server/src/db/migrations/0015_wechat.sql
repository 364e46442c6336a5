-- WeChat login (spec 01 sections 2, 7, 8): a user may bind one WeChat account (its union id), and a union id binds to
-- one user. A ticket keeps a union id exchanged from a WeChat code for the one browser that asked, for a few minutes.
ALTER TABLE app_user ADD COLUMN wechat_union_id varchar(64) UNIQUE;

CREATE TABLE wechat_ticket (
  token_hash char(64) PRIMARY KEY,
  union_id   varchar(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX wechat_ticket_expires_idx ON wechat_ticket (expires_at);
