-- The same bytes may now be stored more than once: an upload reuses a stored file only when its uploader may already
-- read that file, otherwise it gets a row (and an id) of its own, so the answer tells nothing about other units'
-- pictures (files.repository.ts, docs/security.md). The hash stays indexed for that look-up.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_sha256_key;
CREATE INDEX stored_file_sha256_idx ON stored_file (sha256);
