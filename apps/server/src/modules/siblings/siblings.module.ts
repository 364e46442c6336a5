import type { PlatformModule } from '../platformModule';
import { siblingsRoutes } from './siblings.routes';

/** The hand-off to sibling platforms: their list and the signed hand-off. */
export const siblingsModule: PlatformModule = (app, deps) => siblingsRoutes(app, deps);
