import type { PlatformModule } from '../platformModule';
import { FillingRateRepository } from './fillingRate.repository';
import { fillingRateRoutes } from './fillingRate.routes';

/** 充装率: the vehicle cylinders registered to each station and the share filled in a window, within scope. */
export const fillingRateModule: PlatformModule = (app, { db, now, lists }) => {
  fillingRateRoutes(app, { repository: new FillingRateRepository(db, now), lists });
};
