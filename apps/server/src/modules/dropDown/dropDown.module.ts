import type { PlatformModule } from '../platformModule';
import { DropDownRepository } from './dropDown.repository';
import { dropDownRoutes } from './dropDown.routes';
import { DropDownService } from './dropDown.service';

/** The dropdowns every page reads (regulators, stations, divisions, reference data). */
export const dropDownModule: PlatformModule = (app, { db }) =>
  dropDownRoutes(app, { service: new DropDownService(new DropDownRepository(db)) });
