import type { DashboardCard } from './dashboardCards';
import { DashboardCardView } from './DashboardCardView';
import type { DashboardState } from './useDashboard';

/** The cards given, each with the dashboard's current figures. */
export function DashboardCards({ cards, state }: { cards: readonly DashboardCard[]; state: DashboardState }) {
  return (
    <>
      {cards.map((card) => (
        <DashboardCardView
          key={card.key}
          card={card}
          summary={state.data.summary}
          sample={state.data.sample}
          loading={state.data.loading}
          shown={state.countersShown}
          onOpen={state.openCard}
        />
      ))}
    </>
  );
}
