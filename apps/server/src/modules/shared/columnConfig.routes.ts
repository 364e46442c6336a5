import type { FastifyInstance } from 'fastify';
import { sharedApi } from '@gcs/contracts';
import { registerCall } from '../../platform/routes';
import type { ColumnConfigService } from './columnConfig.service';

/** GetColumnConfig: any logged-in user reads the column configuration of the page they are on. */
export function columnConfigRoutes(app: FastifyInstance, { service }: { service: ColumnConfigService }) {
  registerCall(app, sharedApi.columnConfig, { access: { kind: 'session' } }, ({ query }) => service.columns(query));
}
