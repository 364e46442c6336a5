import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { dashboardApi, type DashboardRegion, type DashboardSample, type DashboardSummary } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { useHoldsSharedCall } from '../../app/session/useHoldsSharedCall';
import { summaryCounters, zeroSummary } from './dashboardCounters';
import type { DashboardCylinderType } from './dashboardSelection';

export interface DashboardData {
  summary: DashboardSummary;
  sample: DashboardSample | null;
  regions: readonly DashboardRegion[];
  /** The first summary of the page is on its way (数据加载中···). */
  loading: boolean;
  /** Runs the server's refresh, then reloads every figure whether it worked or not; rejects with its error. */
  refresh: () => Promise<void>;
}

const dashboardKey = ['dashboard'] as const;

/**
 * The dashboards' figures for a cylinder type and a region (null: all): the summary counters, the cards' samples and
 * the map's regions. A failed summary keeps the last figures shown, silently (spec 01 section 8).
 */
export function useDashboardData(cylinderType: DashboardCylinderType, region: string | null): DashboardData {
  const api = useApi();
  const queryClient = useQueryClient();
  // A user holding no page of archives, fillings or inspections (the bank) is not asked: the server would refuse.
  const enabled = useHoldsSharedCall()('dashboard');
  const query = { CylinderType: cylinderType, RegionCode: region ?? undefined };
  const summary = useQuery({
    queryKey: [...dashboardKey, 'summary', cylinderType ?? null, region],
    enabled,
    queryFn: ({ signal }) =>
      api.send(dashboardApi.summary, { query, signal }).then((answer) => summaryCounters(answer)),
  });
  const sample = useQuery({
    queryKey: [...dashboardKey, 'sample', cylinderType ?? null, region],
    enabled,
    queryFn: ({ signal }) =>
      api.send(dashboardApi.sample, { query, signal }).then((answer) => (answer as typeof answer | null)?.data ?? null),
  });
  const regions = useQuery({
    queryKey: [...dashboardKey, 'regions', cylinderType ?? null],
    enabled,
    queryFn: ({ signal }) =>
      api
        .send(dashboardApi.regions, { query: { CylinderCategory: cylinderType }, signal })
        .then((answer) => answer.data),
  });

  const lastSummary = useRef<DashboardSummary | null>(null);
  if (summary.data) lastSummary.current = summary.data;

  const refresh = useCallback(async () => {
    if (!enabled) return;
    try {
      await api.send(dashboardApi.refresh);
    } finally {
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    }
  }, [api, queryClient, enabled]);

  return {
    summary: summary.data ?? lastSummary.current ?? zeroSummary,
    sample: sample.data ?? null,
    regions: regions.data ?? [],
    loading: enabled && summary.isPending && lastSummary.current === null,
    refresh,
  };
}
