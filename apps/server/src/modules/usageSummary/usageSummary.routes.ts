import type { FastifyInstance } from 'fastify';
import { usageSummaryApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import {
  enterpriseFillStationSource,
  enterpriseInspectionSource,
  usageSource,
  type UsageSummaryService,
} from './usageSummary.service';

/** DataAnalysis: 使用情况汇总 (UsageSummary) and 企业统计's two tabs (EnterpriseFillStation, EnterpriseInspection). */
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
}
