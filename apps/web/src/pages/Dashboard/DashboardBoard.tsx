import { dashboardCards } from './dashboardCards';
import { DashboardCards } from './DashboardCards';
import { darkMapPalette } from './DashboardMap';
import { DashboardMapPanel } from './DashboardMapPanel';
import type { DashboardState } from './useDashboard';

const leftCards = dashboardCards.filter((card) => card.side === 'left');
const rightCards = dashboardCards.filter((card) => card.side === 'right');

/** The dark big-screen board: three cards left, the map in the centre, three cards right. */
export function DashboardBoard({ state }: { state: DashboardState }) {
  return (
    <div className="dashboard-board">
      <section className="dashboard-board__side" aria-label="气瓶概况">
        <DashboardCards cards={leftCards} state={state} />
      </section>
      <section className="dashboard-board__centre" aria-label="区域分布">
        <div className="dashboard-board__region">
          当前区域：<strong>{state.selectedName}</strong>
        </div>
        <DashboardMapPanel state={state} palette={darkMapPalette} />
      </section>
      <section className="dashboard-board__side" aria-label="单位与检验">
        <DashboardCards cards={rightCards} state={state} />
      </section>
    </div>
  );
}
