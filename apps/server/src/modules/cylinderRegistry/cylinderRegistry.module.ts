import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { todayInChina } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { Syslog } from '../../platform/syslog';
import { cylinderRegistryRoutes } from './cylinderRegistry.routes';
import { ImportService } from './import.service';
import { RegistryRepository } from './registry.repository';
import { RegistryService } from './registry.service';
import { RegistryConfigRepository } from './registryConfig.repository';
import { RegistryConfigService } from './registryConfig.service';

export interface RegistryModuleDeps {
  db: Kysely<DatabaseSchema>;
  now: () => Date;
  today?: (() => string) | undefined;
}

/** Wires the archive registration module: its repositories, services and routes. */
export function cylinderRegistryModule(app: FastifyInstance, { db, now, today }: RegistryModuleDeps) {
  const syslog = new Syslog(db);
  const currentDay = today ?? (() => todayInChina(now()));
  const repository = new RegistryRepository(db);
  const registry = new RegistryService(repository, syslog, currentDay, now);
  cylinderRegistryRoutes(app, {
    registry,
    config: new RegistryConfigService(new RegistryConfigRepository(db), syslog, now),
    imports: new ImportService(repository, registry, syslog, currentDay, now),
  });
}
