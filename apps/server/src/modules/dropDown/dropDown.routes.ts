import type { FastifyInstance } from 'fastify';
import { dropDownApi } from '@gcs/contracts';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { DropDownService } from './dropDown.service';

/** The dropdowns (spec 02 section 7.4): the holders of a built page, each list cut to what the caller may see. */
export function dropDownRoutes(app: FastifyInstance, { service }: { service: DropDownService }) {
  const access = sharedCallAccess('listPages');
  const api = dropDownApi;
  registerCall(app, api.regulator, { access }, (_input, request) => service.regulators(sessionUser(request)));
  registerCall(app, api.regulatorTree, { access }, (_input, request) => service.regulatorTree(sessionUser(request)));
  registerCall(app, api.fillingStation, { access }, ({ query }, request) =>
    service.fillingStations(sessionUser(request), query),
  );
  registerCall(app, api.fillingStationForCylinderQuery, { access }, ({ query }, request) =>
    service.fillingStations(sessionUser(request), query),
  );
  registerCall(app, api.fillingStationListByType, { access }, ({ query }, request) =>
    service.fillingStations(sessionUser(request), query),
  );
  registerCall(app, api.fillingStationByDivision, { access }, ({ query }, request) =>
    service.fillingStationsByDivision(sessionUser(request), query),
  );
  registerCall(app, api.cylinderVendor, { access }, () => service.vendors());
  registerCall(app, api.cylinderType, { access }, ({ query }) =>
    service.categorised('cylinder_type', query.CylinderCategory),
  );
  registerCall(app, api.cylinderSpec, { access }, ({ query }) =>
    service.categorised('cylinder_spec', query.CylinderCategory),
  );
  registerCall(app, api.fillingMedium, { access }, ({ query }) =>
    service.categorised('medium', query.CylinderCategory),
  );
  registerCall(app, api.cylinderStatus, { access }, () => service.cylinderStatuses());
  registerCall(app, api.division, { access }, ({ query }, request) =>
    service.divisions(sessionUser(request), query.parentCode),
  );
  registerCall(app, api.inspectionStation, { access }, (_input, request) =>
    service.inspectionStations(sessionUser(request), { isValid: true }),
  );
  registerCall(app, api.inspectionStationByIsValid, { access }, ({ query }, request) =>
    service.inspectionStations(sessionUser(request), { isValid: query.IsValid }),
  );
  registerCall(app, api.inspectionStationByDivisionCode, { access }, ({ query }, request) =>
    service.inspectionStations(sessionUser(request), { isValid: true, divisionCode: query.divisionCode }),
  );
  registerCall(app, api.inspectionStationByProvince, { access }, (_input, request) =>
    service.inspectionStations(sessionUser(request), { isValid: true }),
  );
  registerCall(app, api.inspectorRole, { access }, () => service.inspectorRoles());
  registerCall(app, api.qpregCylinderTypeCode, { access }, () => service.qpregCylinderTypes());
  registerCall(app, api.cylinderDepartment, { access }, ({ query }, request) =>
    service.departments(sessionUser(request), query.code),
  );
  registerCall(app, api.fillingStationInspectionStation, { access }, (_input, request) =>
    service.fillingAndInspectionStations(sessionUser(request)),
  );
}
