import type { FastifyInstance } from 'fastify';
import { StationKind, usageSummaryApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import {
  enterpriseFillStationSource,
  enterpriseInspectionSource,
  enterpriseUnitSource,
  usageSource,
  type UsageSummaryService,
} from './usageSummary.service';

/**
 * DataAnalysis: 使用情况汇总 (UsageSummary) and 企业统计's two tabs (EnterpriseFillStation, EnterpriseInspection) with the
 * units behind their counts (EnterpriseFillStationUnits, EnterpriseInspectionUnits).
 */
export function usageSummaryRoutes(
  app: FastifyInstance,
  { service, lists }: { service: UsageSummaryService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'usageSummary', call: usageSummaryApi.usageSummary, source: usageSource(service) });
  registerList(app, lists, {
    page: 'enterprise',
    call: usageSummaryApi.enterpriseFillStations,
    source: enterpriseFillStationSource(service),
  });
  registerList(app, lists, {
    page: 'enterprise',
    call: usageSummaryApi.enterpriseInspections,
    source: enterpriseInspectionSource(service),
  });
  // The units behind 企业统计's counts, in its dialog (its holders need not hold the UnitManage pages).
  registerList(app, lists, {
    page: 'enterprise',
    call: usageSummaryApi.enterpriseFillStationUnits,
    source: enterpriseUnitSource(service, StationKind.Filling),
  });
  registerList(app, lists, {
    page: 'enterprise',
    call: usageSummaryApi.enterpriseInspectionUnits,
    source: enterpriseUnitSource(service, StationKind.Inspection),
  });
}
