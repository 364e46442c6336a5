import { useQuery } from '@tanstack/react-query';
import { cityMapPath, mapSettingsPath, type MapSettings } from '@gcs/contracts';
import { mapSettingsFor, type AreaGeoJson } from './mapSettings';

export interface DashboardMapData {
  geo: AreaGeoJson;
  settings: MapSettings;
}

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

function isAreaGeoJson(value: unknown): value is AreaGeoJson {
  return typeof value === 'object' && value !== null && Array.isArray((value as { features?: unknown }).features);
}

/** The area's districts and map settings; the settings fall back to the defaults when setting.json fails. */
async function loadMap(areaCode: string, signal: AbortSignal): Promise<DashboardMapData> {
  const [geo, settingsFile] = await Promise.all([
    getJson(cityMapPath(areaCode), signal),
    getJson(mapSettingsPath, signal).catch(() => null),
  ]);
  if (!isAreaGeoJson(geo)) throw new Error(`${cityMapPath(areaCode)}: 不是有效的地图文件`);
  return { geo, settings: mapSettingsFor(settingsFile, areaCode, geo) };
}

/** The map of an area, loaded once per area (static files). */
export function useDashboardMap(areaCode: string | null) {
  return useQuery({
    queryKey: ['dashboardMap', areaCode],
    queryFn: ({ signal }) => loadMap(areaCode ?? '', signal),
    enabled: areaCode !== null,
    staleTime: Infinity,
  });
}
