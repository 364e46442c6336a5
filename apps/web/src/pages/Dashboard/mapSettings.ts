import { defaultMapZoom, mapSettingsFile, type MapSettings } from '@gcs/contracts';

/**
 * The dashboard map's data (spec 01 sections 3 and 7): the area's districts from `cityres/{areaCode}/{areaCode}.json`
 * and its settings from `cityres/setting.json`; an area the settings file does not name (or a missing file) gets the
 * defaults: zoom 1.3, ECharts' own centre, a bubble at each district's `cp`.
 */

export interface DistrictFeature {
  type: 'Feature';
  properties: { name: string; adcode?: string | number; cp?: [number, number] };
  geometry: unknown;
}

export interface AreaGeoJson {
  type: 'FeatureCollection';
  features: DistrictFeature[];
}

/** A district of the map: its name on the map and its division code. */
export interface MapDistrict {
  name: string;
  code: string;
}

/** The map's area: the host configuration's code, else the user's region. */
export function mapAreaCode(hostCode: string, regulatorCode: string | null): string | null {
  if (hostCode.trim() !== '') return hostCode.trim();
  return regulatorCode && regulatorCode.trim() !== '' ? regulatorCode.trim() : null;
}

/** The districts in the file's order (the order the selection cycles in when the server names no regions). */
export function mapDistricts(geo: AreaGeoJson): MapDistrict[] {
  return geo.features.map((feature) => ({
    name: feature.properties.name,
    code: String(feature.properties.adcode ?? ''),
  }));
}

/** The settings of one area from the parsed setting.json (anything else, or no entry: the defaults). */
export function mapSettingsFor(file: unknown, areaCode: string, geo: AreaGeoJson): MapSettings {
  const parsed = mapSettingsFile.safeParse(file);
  const settings = parsed.success ? parsed.data[areaCode] : undefined;
  if (settings) return settings;
  return {
    bubbleData: geo.features.flatMap((feature) =>
      feature.properties.cp
        ? [
            {
              name: feature.properties.name,
              code: String(feature.properties.adcode ?? ''),
              value: feature.properties.cp,
            },
          ]
        : [],
    ),
    dashboardMapCenter: null,
    mapZoom: defaultMapZoom,
  };
}
