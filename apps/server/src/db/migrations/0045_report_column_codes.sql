-- The column codes of spec 02 section 3.12, as the list definitions now speak them: the filling records (充装记录,
-- 充装历史) name who filled `operatorName` (was `operator`); 气瓶列表 (the vehicle CylinderList) answers `rowNumber`,
-- `fillingStationName` and `status` (the status in words) for `ordinalNum`, `stationName` and `cylinderStatus`.
-- The stored display configurations (column_config, by PageName) and the saved report views (report_view, by menu
-- and table) are rewritten from the old codes to the new ones, keeping their titles, order and visibility; a page that
-- somehow has both codes keeps the new one's row.

UPDATE column_config AS c
SET column_code = r.new_code
FROM (VALUES
  ('FillingRecord', 'operator', 'operatorName'),
  ('FillHistory', 'operator', 'operatorName'),
  ('CylinderList', 'ordinalNum', 'rowNumber'),
  ('CylinderList', 'stationName', 'fillingStationName'),
  ('CylinderList', 'cylinderStatus', 'status')
) AS r (page_name, old_code, new_code)
WHERE c.page_name = r.page_name
  AND c.column_code = r.old_code
  AND NOT EXISTS (
    SELECT 1 FROM column_config AS x WHERE x.page_name = r.page_name AND x.column_code = r.new_code
  );

DELETE FROM column_config AS c
USING (VALUES
  ('FillingRecord', 'operator'),
  ('FillHistory', 'operator'),
  ('CylinderList', 'ordinalNum'),
  ('CylinderList', 'stationName'),
  ('CylinderList', 'cylinderStatus')
) AS r (page_name, old_code)
WHERE c.page_name = r.page_name AND c.column_code = r.old_code;

-- A saved view keeps its shown columns as an array of codes, in order: each old code of its table becomes the new one.
WITH renamed (menu_code, table_key, old_code, new_code) AS (
  VALUES
    ('001019', 'fillings', 'operator', 'operatorName'),
    ('002011', 'fillings', 'operator', 'operatorName'),
    ('003034', 'fillings', 'operator', 'operatorName'),
    ('001020', 'history', 'operator', 'operatorName'),
    ('002012', 'history', 'operator', 'operatorName'),
    ('003022', 'history', 'operator', 'operatorName'),
    ('003009', 'archive', 'ordinalNum', 'rowNumber'),
    ('003009', 'archive', 'stationName', 'fillingStationName'),
    ('003009', 'archive', 'cylinderStatus', 'status')
)
UPDATE report_view AS v
SET columns = (
  SELECT coalesce(jsonb_agg(coalesce(r.new_code, e.code) ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements_text(v.columns) WITH ORDINALITY AS e (code, ord)
  LEFT JOIN renamed AS r ON r.menu_code = v.menu_code AND r.table_key = v.table_key AND r.old_code = e.code
)
WHERE EXISTS (
  SELECT 1
  FROM renamed AS r
  WHERE r.menu_code = v.menu_code AND r.table_key = v.table_key AND v.columns @> jsonb_build_array(r.old_code)
);
