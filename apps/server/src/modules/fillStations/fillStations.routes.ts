import type { FastifyInstance } from 'fastify';
import { fillStationApi, monitorApi, operatorApi, stationSettingsApi, valveApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { FillStationsService } from './fillStations.service';
import { monitors, operators, valves, type StationUpkeepService } from './stationUpkeep.service';

export interface FillStationsRoutesDeps {
  stations: FillStationsService;
  upkeep: StationUpkeepService;
  lists: ListDeps;
}

/**
 * UnitManage filling-station calls: the FillStation page (fillStations) and a station's own upkeep (stationUpkeep:
 * the FillStation page and the station's OwnStation page), each cut to the caller's scope.
 */
export function fillStationsRoutes(app: FastifyInstance, { stations, upkeep, lists }: FillStationsRoutesDeps) {
  const manage = menuAccess('fillStations');
  const keep = menuAccess('stationUpkeep');
  /** The licence notice after login reads these for every filling-station user (spec 01 sections 7-8). */
  // A station's own users read their licence after login (the notice), holding the station page or not.
  const licence = sharedCallAccess('stationLicence', { orOwnStation: true });

  registerList(app, lists, { page: 'fillStations', call: fillStationApi.list, source: stations.listSource() });
  registerCall(app, fillStationApi.add, { access: manage }, ({ body }, request) =>
    stations.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, fillStationApi.update, { access: manage }, ({ body }, request) =>
    stations.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, fillStationApi.batchValid, { access: manage }, ({ body }, request) =>
    stations.setValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, fillStationApi.batchChainFilling, { access: manage }, ({ body }, request) =>
    stations.setChainFilling(sessionUser(request), body, request.ip),
  );
  registerCall(app, fillStationApi.info, { access: licence }, ({ query }, request) =>
    stations.info(sessionUser(request), query.Id),
  );
  registerCall(app, fillStationApi.regulators, { access: keep }, ({ query }, request) =>
    stations.regulators(sessionUser(request), query.StationId),
  );
  registerCall(app, fillStationApi.scaleDevices, { access: keep }, ({ query }, request) =>
    stations.scaleDevices(sessionUser(request), query.StationId),
  );

  const page = 'ownStation';
  registerList(app, lists, { page, call: operatorApi.list, source: upkeep.source(operators), access: keep });
  registerCall(app, operatorApi.add, { access: keep }, ({ body }, request) =>
    upkeep.add(sessionUser(request), operators, body, request.ip),
  );
  registerCall(app, operatorApi.update, { access: keep }, ({ body }, request) =>
    upkeep.update(sessionUser(request), operators, body, request.ip),
  );
  registerCall(app, operatorApi.remove, { access: keep }, ({ body }, request) =>
    upkeep.remove(sessionUser(request), operators, body, request.ip),
  );
  registerCall(app, operatorApi.updateSign, { access: keep }, ({ body }, request) =>
    upkeep.updateSign(sessionUser(request), body, request.ip),
  );
  registerCall(app, operatorApi.deleteSign, { access: keep }, ({ body }, request) =>
    upkeep.deleteSign(sessionUser(request), body, request.ip),
  );

  registerList(app, lists, { page, call: monitorApi.list, source: upkeep.source(monitors), access: keep });
  registerCall(app, monitorApi.add, { access: keep }, ({ body }, request) =>
    upkeep.add(sessionUser(request), monitors, body, request.ip),
  );
  registerCall(app, monitorApi.update, { access: keep }, ({ body }, request) =>
    upkeep.update(sessionUser(request), monitors, body, request.ip),
  );
  registerCall(app, monitorApi.remove, { access: keep }, ({ body }, request) =>
    upkeep.remove(sessionUser(request), monitors, body, request.ip),
  );

  registerList(app, lists, { page, call: valveApi.list, source: upkeep.source(valves), access: keep });
  registerCall(app, valveApi.add, { access: keep }, ({ body }, request) =>
    upkeep.add(sessionUser(request), valves, body, request.ip),
  );
  registerCall(app, valveApi.update, { access: keep }, ({ body }, request) =>
    upkeep.update(sessionUser(request), valves, body, request.ip),
  );
  registerCall(app, valveApi.remove, { access: keep }, ({ body }, request) =>
    upkeep.remove(sessionUser(request), valves, body, request.ip),
  );

  registerCall(app, stationSettingsApi.query, { access: keep }, ({ query }, request) =>
    upkeep.querySettings(sessionUser(request), query.StationId),
  );
  registerCall(app, stationSettingsApi.updateConfig, { access: keep }, ({ body }, request) =>
    upkeep.updateConfig(sessionUser(request), body, request.ip),
  );
  registerCall(app, stationSettingsApi.expiryWarning, { access: licence }, ({ query }, request) =>
    upkeep.expiryWarningSetting(sessionUser(request), query.StationCode),
  );
  registerCall(app, stationSettingsApi.updateExpiryWarning, { access: keep }, ({ body }, request) =>
    upkeep.updateExpiryWarning(sessionUser(request), body, request.ip),
  );
}
