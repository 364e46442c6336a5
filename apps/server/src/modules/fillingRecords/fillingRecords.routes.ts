import type { FastifyInstance } from 'fastify';
import { compressedGasGroupApi, fillingGroupApi, fillingRecordApi, menusFor, thirdFillingApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { FillingGroupsRepository } from './fillingGroups.repository';
import type { FillingRecordsRepository } from './fillingRecords.repository';
import {
  compressedGasGroupSource,
  fillingGroupDetailSource,
  fillingGroupSource,
  fillingGroupStationSource,
  fillingHistorySource,
  fillingRecordSource,
  lastFillingSource,
  thirdFillingSource,
  thirdFillingSummarySource,
} from './fillingRecords.service';
import type { ThirdFillingsRepository } from './thirdFillings.repository';

/** CylinderFilling: the filling records, a barcode's history, the last fillings, and the fillings grouped per barcode. */
export function fillingRecordsRoutes(
  app: FastifyInstance,
  {
    records,
    groups,
    third,
    lists,
  }: {
    records: FillingRecordsRepository;
    groups: FillingGroupsRepository;
    third: ThirdFillingsRepository;
    lists: ListDeps;
  },
) {
  registerList(app, lists, {
    page: 'thirdPartyFillings',
    call: thirdFillingApi.summary,
    source: thirdFillingSummarySource(third),
  });
  registerList(app, lists, {
    page: 'thirdPartyFillings',
    call: thirdFillingApi.list,
    source: thirdFillingSource(third),
  });
  registerList(app, lists, {
    page: 'fillingRecords',
    call: fillingRecordApi.list,
    source: fillingRecordSource(records),
  });
  registerList(app, lists, {
    page: 'fillingRecords',
    call: fillingRecordApi.vehicleList,
    source: fillingRecordSource(records),
  });
  registerList(app, lists, {
    page: 'fillingRecords',
    call: compressedGasGroupApi.list,
    source: compressedGasGroupSource(groups),
  });
  // Every page of filling records opens a record's 充装历史.
  registerList(app, lists, {
    page: 'fillingHistory',
    call: fillingRecordApi.history,
    source: fillingHistorySource(records),
    access: { kind: 'menu', menu: menusFor('fillingRecords') },
  });
  registerList(app, lists, {
    page: 'lastFillings',
    call: fillingRecordApi.lastFillings,
    source: lastFillingSource(records),
  });
  registerList(app, lists, {
    page: 'activeCylinders',
    call: fillingGroupApi.active,
    source: fillingGroupSource(groups, 'active'),
  });
  registerList(app, lists, {
    page: 'activeCylinders',
    call: fillingGroupApi.activeSummary,
    source: fillingGroupStationSource(groups, 'active'),
  });
  registerList(app, lists, {
    page: 'continuousFillings',
    call: fillingGroupApi.continuous,
    source: fillingGroupSource(groups, 'continuous'),
  });
  registerList(app, lists, {
    page: 'continuousFillings',
    call: fillingGroupApi.continuousDetail,
    source: fillingGroupDetailSource(groups, 'continuous'),
  });
  registerList(app, lists, {
    page: 'continuousFillings',
    call: fillingGroupApi.appendGas,
    source: fillingGroupSource(groups, 'appendGas'),
  });
  registerList(app, lists, {
    page: 'continuousFillings',
    call: fillingGroupApi.appendGasSummary,
    source: fillingGroupStationSource(groups, 'appendGas'),
  });
  registerList(app, lists, {
    page: 'continuousFillings',
    call: fillingGroupApi.appendGasDetail,
    source: fillingGroupDetailSource(groups, 'appendGas'),
  });
}
