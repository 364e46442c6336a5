import type { FastifyInstance } from 'fastify';
import { stationLicenceApi } from '@gcs/contracts';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { UnitsService } from './units.service';

/** The licence calls a filling station makes after login for its expiry notice (spec 01 sections 7-8). */
export function unitsRoutes(app: FastifyInstance, { service }: { service: UnitsService }) {
  const access = { kind: 'session' } as const;
  registerCall(app, stationLicenceApi.fillStationInfo, { access }, ({ query }, request) =>
    service.fillStationInfo(sessionUser(request), query.Id),
  );
  registerCall(app, stationLicenceApi.expiryWarningSetting, { access }, ({ query }, request) =>
    service.expiryWarningSetting(sessionUser(request), query.StationCode),
  );
}
