import { Card } from 'antd';
import { dashboardCards } from './dashboardCards';
import { DashboardCards } from './DashboardCards';
import { lightMapPalette } from './DashboardMap';
import { DashboardMapPanel } from './DashboardMapPanel';
import { CylinderTypeTabs } from './CylinderTypeTabs';
import { RefreshButton } from './RefreshButton';
import type { DashboardState } from './useDashboard';

/** Template style-a: a light in-frame layout, the six cards as a grid beside the map. */
export function DashboardStyleA({ state, title }: { state: DashboardState; title: string }) {
  return (
    <div className="dashboard-style-a">
      <header className="dashboard-style-a__header">
        <h2 className="dashboard-style-a__title">{title}</h2>
        <CylinderTypeTabs
          value={state.selection.cylinderType}
          onPick={state.pickType}
          className="dashboard-light-tabs"
        />
        <RefreshButton refresh={state.data.refresh} className="dashboard-style-a__refresh" />
      </header>
      <div className="dashboard-style-a__body">
        <div className="dashboard-style-a__cards">
          <DashboardCards cards={dashboardCards} state={state} />
        </div>
        <Card
          className="dashboard-style-a__map"
          title={
            <span>
              区域分布：<strong>{state.selectedName}</strong>
            </span>
          }
        >
          <DashboardMapPanel state={state} palette={lightMapPalette} />
        </Card>
      </div>
    </div>
  );
}
