import type { FastifyInstance } from 'fastify';
import { sharedApi } from '@gcs/contracts';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import type { ColumnConfigService } from './columnConfig.service';

/** GetColumnConfig: the holders of a list page read the column configuration of the page they are on. */
export function columnConfigRoutes(app: FastifyInstance, { service }: { service: ColumnConfigService }) {
  registerCall(app, sharedApi.columnConfig, { access: sharedCallAccess('listPages') }, ({ query }) =>
    service.columns(query),
  );
}
