import { z } from 'zod';

/**
 * The dashboard map's static files (spec 01 sections 3 and 7): `cityres/{areaCode}/{areaCode}.json`, the area's
 * districts as GeoJSON (each feature's properties: `name`, `adcode` its GB/T 2260 code, `cp` the label centre), and
 * `cityres/setting.json`, the map settings of each area by its code.
 */

export const defaultMapZoom = 1.3;

const lngLat = z.tuple([z.number(), z.number()]);

/** One district's bubble: where it is drawn. */
export const mapBubble = z.object({ name: z.string(), code: z.string(), value: lngLat });

export const mapSettings = z.object({
  bubbleData: z.array(mapBubble),
  /** Where the map is centred; null lets ECharts fit the area. */
  dashboardMapCenter: lngLat.nullable(),
  mapZoom: z.number().positive().default(defaultMapZoom),
});
export type MapSettings = z.output<typeof mapSettings>;

/** `cityres/setting.json`: the settings of every area that ships a map, by area code. */
export const mapSettingsFile = z.record(z.string(), mapSettings);

export const mapSettingsPath = '/cityres/setting.json';

export function cityMapPath(areaCode: string): string {
  return `/cityres/${areaCode}/${areaCode}.json`;
}
