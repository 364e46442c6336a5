-- 检验结论审核: a regulator's review of the conclusion an inspection institution reached (a supervisory spot check
-- after the fact; the cylinder is not changed). One review per inspection record, final: 1 审核通过 (opinion optional)
-- or 2 存疑 (opinion required). A record without a row is 未审核.
CREATE TABLE inspection_finding_review (
  inspection_id     bigint PRIMARY KEY REFERENCES inspection_record (id) ON DELETE CASCADE,
  status            smallint NOT NULL CHECK (status IN (1, 2)),
  opinion           varchar(256),
  regulator_id      integer REFERENCES regulator (id) ON DELETE SET NULL,
  reviewed_by       integer REFERENCES app_user (id) ON DELETE SET NULL,
  reviewed_by_name  varchar(128) NOT NULL,
  reviewed_at       timestamptz NOT NULL,
  CHECK (status = 1 OR opinion IS NOT NULL)
);
-- 存疑 or 审核通过 rows of a status (the status filter), newest first.
CREATE INDEX inspection_finding_review_status_idx ON inspection_finding_review (status, reviewed_at DESC);
