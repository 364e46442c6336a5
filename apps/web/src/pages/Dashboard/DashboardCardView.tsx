import type { DashboardSample, DashboardSummary } from '@gcs/contracts';
import { cutName, noDataText } from './cardText';
import type { DashboardCard } from './dashboardCards';
import { formatCount } from './dashboardCounters';

export const loadingText = '数据加载中···';

interface CardViewProps {
  card: DashboardCard;
  summary: DashboardSummary;
  sample: DashboardSample | null;
  loading: boolean;
  /** False for 60 ms after each change: the counter hides and re-shows. */
  shown: boolean;
  onOpen: ((card: DashboardCard) => void) | undefined;
}

/** The sub-line's text: a barcode whole, a unit name cut to 11 characters, 暂无数据 when there is none. */
export function sampleText(card: DashboardCard, sample: DashboardSample | null): string {
  const value = sample?.[card.sample] ?? null;
  if (card.sampleIsName) return cutName(value);
  return value && value.trim() !== '' ? value : noDataText;
}

/** One figure card of the dashboards: title, counter and sub-line; a button when it drills down. */
export function DashboardCardView({ card, summary, sample, loading, shown, onOpen }: CardViewProps) {
  const body = (
    <>
      <span className="dashboard-card__title">{card.title}</span>
      <span className="dashboard-card__value" aria-live="polite">
        {loading ? (
          <span className="dashboard-card__loading">{loadingText}</span>
        ) : shown ? (
          <>
            <span className="dashboard-card__number">{formatCount(summary[card.counter])}</span>
            <span className="dashboard-card__unit">{card.unit}</span>
          </>
        ) : null}
      </span>
      <span className="dashboard-card__sub">
        {card.sampleLabel}：{sampleText(card, sample)}
      </span>
    </>
  );
  const className = `dashboard-card dashboard-card--${card.key}`;
  if (!onOpen) {
    return (
      <div className={className} aria-label={card.title} data-card={card.key}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${className} dashboard-card--link`}
      aria-label={card.title}
      data-card={card.key}
      onClick={() => onOpen(card)}
    >
      {body}
    </button>
  );
}
