import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { Syslog } from '../../platform/syslog';
import { InspectionRulesRepository } from './inspectionRules.repository';
import { inspectionRulesRoutes } from './inspectionRules.routes';
import { InspectionRulesService } from './inspectionRules.service';

/** Wires the inspection rule table module. */
export function inspectionRulesModule(
  app: FastifyInstance,
  { db, now }: { db: Kysely<DatabaseSchema>; now: () => Date },
) {
  const service = new InspectionRulesService(db, new InspectionRulesRepository(db), new Syslog(db), now);
  inspectionRulesRoutes(app, { service });
}
