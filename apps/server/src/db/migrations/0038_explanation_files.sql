-- Evidence files of an abnormal-filling explanation (photos of the scale display or the label, a repair note as PDF):
-- the bytes live once in the content-addressed stored_file; this table links them to the explanation in the order
-- the station gave them, with the name it gave. Written in the explanation's own transaction.
CREATE TABLE filling_explanation_file (
  explanation_id bigint NOT NULL REFERENCES filling_explanation (id) ON DELETE CASCADE,
  no             smallint NOT NULL CHECK (no BETWEEN 1 AND 20),
  file_id        bigint NOT NULL REFERENCES stored_file (id),
  name           varchar(128) NOT NULL,
  PRIMARY KEY (explanation_id, no)
);
CREATE INDEX filling_explanation_file_file_idx ON filling_explanation_file (file_id);
