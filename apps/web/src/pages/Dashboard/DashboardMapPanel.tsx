import { Spin } from 'antd';
import type { DashboardState } from './useDashboard';
import { DashboardMap, type MapPalette } from './DashboardMap';

/** The map area of a dashboard: the map once its files are in, a short note while loading or when there is none. */
export function DashboardMapPanel({ state, palette }: { state: DashboardState; palette: MapPalette }) {
  const { map, areaCode } = state;
  if (areaCode === null || map.isError) return <div className="dashboard-map dashboard-map--empty">暂无地图数据</div>;
  if (!map.data) {
    return (
      <div className="dashboard-map dashboard-map--empty">
        <Spin />
      </div>
    );
  }
  return (
    <DashboardMap
      areaCode={areaCode}
      geo={map.data.geo}
      settings={map.data.settings}
      regions={state.data.regions}
      selected={state.selection.region}
      onSelect={state.clickRegion}
      palette={palette}
    />
  );
}
