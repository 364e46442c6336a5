import type { PlatformModule } from '../platformModule';
import { FillStationsRepository } from './fillStations.repository';
import { fillStationsRoutes } from './fillStations.routes';
import { FillStationsService } from './fillStations.service';
import { StationUpkeepRepository } from './stationUpkeep.repository';
import { StationUpkeepService } from './stationUpkeep.service';

/** Filling stations of unit management, and each station's own operators, monitors, valves and settings. */
export const fillStationsModule: PlatformModule = (app, { db, syslog, sessions, now, lists }) =>
  fillStationsRoutes(app, {
    stations: new FillStationsService(new FillStationsRepository(db), { syslog, sessions, now }),
    upkeep: new StationUpkeepService(new StationUpkeepRepository(db), { syslog, now }),
    lists,
  });
