-- Who uploaded which picture. Pictures are stored once per content, so one file may have several uploaders; a user may
-- link (to a cylinder, as blacklist evidence) and read only pictures they uploaded or that belong to records in scope.
CREATE TABLE file_upload (
  file_id     bigint NOT NULL REFERENCES stored_file (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (file_id, user_id)
);
CREATE INDEX file_upload_user_idx ON file_upload (user_id);
CREATE INDEX cylinder_image_file_idx ON cylinder_image (file_id);
CREATE INDEX cylinder_blacklist_evidence_file_idx ON cylinder_blacklist_evidence (file_id);
