-- The vehicle-inspection workflow (spec 02 sections 3.5 and 4): a vehicle cylinder's inspection is a task that the
-- institution checks (0), completes (1) or sends to rectification (2) and completes after it (3); its reviewer audits
-- a completed task and its approver approves (1) or rejects (-1) it. Until approved (0) the cylinder's dates do not
-- move. Records made before the workflow, and non-vehicle inspections, took effect at once: audited and approved (1).
ALTER TABLE inspection_record ADD COLUMN audit_result smallint NOT NULL DEFAULT 1 CHECK (audit_result IN (-1, 0, 1));
ALTER TABLE inspection_record ADD COLUMN approval_result smallint NOT NULL DEFAULT 1
  CHECK (approval_result IN (-1, 0, 1));
ALTER TABLE inspection_record ADD COLUMN rectify_reason varchar(256);
ALTER TABLE inspection_record ADD COLUMN rectify_note varchar(256);
-- Why the reviewer or the approver sent the task back to the institution (the last time).
ALTER TABLE inspection_record ADD COLUMN return_reason varchar(256);
ALTER TABLE inspection_record ADD COLUMN audited_by integer REFERENCES app_user (id) ON DELETE SET NULL;
ALTER TABLE inspection_record ADD COLUMN audited_at timestamptz;
ALTER TABLE inspection_record ADD COLUMN approved_by integer REFERENCES app_user (id) ON DELETE SET NULL;
ALTER TABLE inspection_record ADD COLUMN approved_at timestamptz;

-- The open tasks (not yet approved) of an institution, for 检验审核 and 检验审批, and of a cylinder (one at a time).
CREATE INDEX inspection_record_open_task_idx ON inspection_record (station_id, operation_time DESC, id DESC)
  WHERE approval_result <> 1;
CREATE INDEX inspection_record_open_cylinder_idx ON inspection_record (cylinder_id) WHERE approval_result <> 1;
