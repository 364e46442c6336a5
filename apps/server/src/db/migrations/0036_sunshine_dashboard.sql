-- The open-filling dashboard's feed of abnormal fillings, newest first: only flagged records are indexed, so the
-- latest of them are found without walking past the sound fillings of the day.
CREATE INDEX filling_record_flagged_time_idx ON filling_record (begin_time DESC, id DESC) WHERE flags <> 0;
