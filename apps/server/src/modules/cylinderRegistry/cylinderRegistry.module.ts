import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { cylinderRegistryRoutes } from './cylinderRegistry.routes';
import { ImportService } from './import.service';
import { RegistryRepository } from './registry.repository';
import { RegistryService } from './registry.service';

/** Archive registration: registering, editing, deleting and importing archives, and their configuration. */
export const cylinderRegistryModule: PlatformModule = (app, { db, syslog, now, today, registryConfig }) => {
  const currentDay = today ?? (() => todayInChina(now()));
  const repository = new RegistryRepository(db);
  const registry = new RegistryService(repository, syslog, currentDay, now);
  cylinderRegistryRoutes(app, {
    registry,
    config: registryConfig,
    imports: new ImportService(repository, registry, syslog, currentDay, now),
  });
};
