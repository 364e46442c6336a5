-- Periodic inspections as institutions record them (spec 02 sections 3.5, 3.6 and 4): the task status of section 4
-- (0 checking, 1 check complete, 2 rectifying, 3 rectification complete), who recorded it, the sending unit, and the
-- report file uploaded for it (one per record, in the file store of 0005; a new upload replaces it).
ALTER TABLE inspection_record ADD COLUMN task_status smallint NOT NULL DEFAULT 1 CHECK (task_status BETWEEN 0 AND 3);
ALTER TABLE inspection_record ADD COLUMN record_user_id integer REFERENCES app_user (id) ON DELETE SET NULL;
ALTER TABLE inspection_record ADD COLUMN send_unit_id integer REFERENCES inspection_send_unit (id);
ALTER TABLE inspection_record ADD COLUMN report_file_id bigint REFERENCES stored_file (id);
ALTER TABLE inspection_record ADD COLUMN report_file_name varchar(128);
ALTER TABLE inspection_record ADD COLUMN report_uploaded_at timestamptz;

-- The lists read an institution's records newest first; a regulator's by inspection day.
CREATE INDEX inspection_record_station_time_idx ON inspection_record (station_id, operation_time DESC, id DESC);
CREATE INDEX inspection_record_report_file_idx ON inspection_record (report_file_id) WHERE report_file_id IS NOT NULL;

-- The file store also keeps inspection reports, which may be PDF documents.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_mime_type_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_mime_type_check
  CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf'));
