/**
 * The baseline's hand-written SQL (bench/src/servers/archive-baseline.ts runs it; the bench EXPLAINs it): the same
 * filters and the same answer as the platform, written as well as we know how: the page's 20 ids are chosen from
 * the index alone (a late row lookup) and only those rows are read and get their names; the city's scope is a check
 * of the requested station made once per statement (it lies in the city's division or one directly below it). Parameters: $1 station, $2 category, $3 status, $4/$5 next-inspection days [from, before),
 * $6 the city's division code, $7 limit, $8 offset.
 */
const where = `
  c.station_id = $1 and c.category = $2 and c.status = $3
  and c.next_inspection_date >= $4::date and c.next_inspection_date < $5::date
  and exists (
    select 1 from station st join division d on d.code = st.division_code
    where st.id = $1 and (d.code = $6 or d.parent_code = $6)
  )`;

export const baselinePageSql = `
select c.id, c.barcode, c.category, c.station_id, c.belong_type, c.vendor_id, c.type_id, c.medium_id, c.spec_id,
  c.serial_number, c.vendor_barcode, c.self_code, c.register_code, c.make_date, c.last_inspection_date,
  c.next_inspection_date, c.scrap_date, c.last_modify_time, c.audit_result, c.volume, c.nominal_working_pressure,
  c.wall_thickness, c.status, c.record_man, c.record_entity_name, c.record_time, c.plate_num, c.vc_type_name,
  c.is_issued, c.issued_no, c.is_blacklisted, c.department_name, c.install_entity_name, c.install_date,
  s.name as station_name, v.name as vendor_name, t.name as type_name, m.name as medium_name, sp.name as spec_name,
  (select inst.name from inspection_record i join station inst on inst.id = i.station_id
   where i.cylinder_id = c.id order by i.operation_time desc, i.id desc limit 1) as inspection_station_name
from (select c.id from cylinder c where ${where} order by c.id desc limit $7 offset $8) p
join cylinder c on c.id = p.id
left join station s on s.id = c.station_id
left join vendor v on v.id = c.vendor_id
left join cylinder_type t on t.id = c.type_id
left join medium m on m.id = c.medium_id
left join cylinder_spec sp on sp.id = c.spec_id
order by c.id desc`;

export const baselineCountSql = `select count(*)::int as total from cylinder c where ${where}`;

/** yyyy-MM to its first day, and to the first day of the following month (the end month is included). */
export function monthBounds(start: string, end: string): [string, string] {
  const [year = 0, month = 1] = end.split('-').map(Number);
  const after = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [`${start}-01`, after];
}
