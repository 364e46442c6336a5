-- Saved report views (Setting/Report): a list or report page's filters and shown columns saved under a name by their
-- owner, private (shared_role_id null) or shared with a role. A view belongs to one table (table_key) of one menu
-- entry (menu_code); its name is unique per owner and page.
CREATE TABLE report_view (
  id             serial PRIMARY KEY,
  owner_user_id  integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  menu_code      varchar(9) NOT NULL,
  table_key      varchar(64) NOT NULL,
  name           varchar(40) NOT NULL,
  filters        jsonb NOT NULL DEFAULT '{}',
  columns        jsonb NOT NULL,
  shared_role_id integer REFERENCES role (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT report_view_name_unique UNIQUE (owner_user_id, menu_code, name)
);

-- A page's views shared with a role (the owner's own are found by the unique key's prefix).
CREATE INDEX report_view_shared_idx ON report_view (menu_code, shared_role_id) WHERE shared_role_id IS NOT NULL;
