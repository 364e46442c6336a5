import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaticConfig } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { inCity, userAreaCode } from '../../app/area/areaCode';
import { SessionContext } from '../../app/session/SessionContext';

export const staticConfigQueryKey = ['static', 'config'] as const;
const emptyStaticConfig: StaticConfig = { select_multiple: [], station_type: [] };

/** The local static configuration, fetched once per app; when it cannot be read no area is special (spec 02 §8). */
export function useStaticConfig(): StaticConfig {
  const api = useApi();
  const query = useQuery({
    queryKey: staticConfigQueryKey,
    queryFn: ({ signal }) => api.shared.staticConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return query.data ?? emptyStaticConfig;
}

/** The logged-in user's area code (their unit's region, else the deployment's); empty outside a session. */
export function useUserAreaCode(): string {
  const session = useContext(SessionContext);
  if (!session) return '';
  return userAreaCode(session.user.regulatorCode, session.config.code);
}

export interface StationSelectMode {
  /** Several stations may be chosen (area on the select_multiple list). */
  multiple: boolean;
  /** The station dropdown is asked by station type (false for areas on the station_type list). */
  withStationType: boolean;
}

/** How the station selector behaves for an area code (compared by city, so a district follows its city). */
export function stationSelectMode(config: StaticConfig, areaCode: string): StationSelectMode {
  const listed = (codes: readonly string[]) => codes.some((code) => inCity(areaCode, code));
  return { multiple: listed(config.select_multiple), withStationType: !listed(config.station_type) };
}

export function useStationSelectMode(areaCode?: string): StationSelectMode {
  const config = useStaticConfig();
  const userArea = useUserAreaCode();
  return stationSelectMode(config, areaCode ?? userArea);
}
