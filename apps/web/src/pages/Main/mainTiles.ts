import { moduleTiles, type HostConfig } from '@gcs/contracts';
import { AreaCode, inCity } from '../../app/area/areaCode';
import { hasModule, type MenuRoute } from '../../app/guard/menuRoutes';

export interface MainTile {
  path: string;
  title: string;
  /** The user has a route in this module. */
  enabled: boolean;
  /** Reached through another platform instead of a route of this one. */
  externalUrl?: string;
}

/** Title fragment by which region 420100 finds its pressure-vessel platform among the sibling links. */
const pressureVesselLinkTitle = '压力容器';

/**
 * The module tiles of /Main for a user (spec 01 section 2): enabled when their routes include the module; region
 * 120100 has no vehicle module; region 420100 reaches the pressure-vessel module on a separate platform, whose link is
 * the sibling link titled with 压力容器 (the tile is disabled when none is configured).
 */
export function mainTiles(routes: readonly MenuRoute[], area: string, config: HostConfig): MainTile[] {
  return moduleTiles
    .filter((tile) => !(tile.path === '/VehicleCylinder' && inCity(area, AreaCode.Tianjin)))
    .map((tile) => {
      if (tile.path === '/PressureVessel' && inCity(area, AreaCode.Wuhan)) {
        const link = config.siblingLinks.find((item) => item.title.includes(pressureVesselLinkTitle));
        return link ? { ...tile, enabled: true, externalUrl: link.url } : { ...tile, enabled: false };
      }
      return { ...tile, enabled: hasModule(routes, tile.path) };
    });
}

/** The driving-cabin link shows unless hidden by configuration, and always for the configured level. */
export function showsDashboardLink(config: HostConfig, level: number | null): boolean {
  return !config.dashboardHide || (config.showLevel !== null && level === config.showLevel);
}
