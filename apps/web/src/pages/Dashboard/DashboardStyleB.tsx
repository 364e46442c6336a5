import { CylinderTypeTabs } from './CylinderTypeTabs';
import { DashboardBoard } from './DashboardBoard';
import { DashboardClock } from './DashboardClock';
import { RefreshButton } from './RefreshButton';
import type { DashboardState } from './useDashboard';

/** Template style-b (the default): the dark big-screen board inside the logged-in frame. */
export function DashboardStyleB({ state, title }: { state: DashboardState; title: string }) {
  return (
    <div className="dashboard-style-b">
      <header className="dashboard-style-b__header">
        <CylinderTypeTabs value={state.selection.cylinderType} onPick={state.pickType} />
        <h2 className="dashboard-style-b__title">{title}</h2>
        <div className="dashboard-big__tools">
          <DashboardClock />
          <RefreshButton refresh={state.data.refresh} />
        </div>
      </header>
      <DashboardBoard state={state} />
    </div>
  );
}
