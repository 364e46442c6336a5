import { useEffect, useState, type ReactNode } from 'react';
import type { SunshineFilling, SunshineRefusal } from '@gcs/contracts';
import { useHostConfig } from '../../app/useHostConfig';
import { barPercent, clockText, formatCount, formatWeight, timeOfDay, type FeedState } from './sunshineFeed';
import { pollIntervalMs, useSunshineFeeds } from './useSunshineFeeds';
import './sunshineDashboard.css';

const loadingText = '数据加载中···';
const emptyText = '暂无数据';

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 500);
    return () => clearInterval(timer);
  }, []);
  const { date, weekday, time } = clockText(now);
  return (
    <div className="sunshine-clock" aria-label="当前时间">
      <span>{date}</span>
      <span>{weekday}</span>
      <span className="sunshine-clock-time">{time}</span>
    </div>
  );
}

function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="sunshine-panel" aria-label={title}>
      <header className="sunshine-panel-title">
        <span>{title}</span>
        {extra}
      </header>
      <div className="sunshine-panel-body">{children}</div>
    </section>
  );
}

function Counter({ label, value, unit, tone }: { label: string; value: string; unit?: string; tone?: string }) {
  return (
    <div className={`sunshine-counter ${tone ?? ''}`} aria-label={label}>
      <div className="sunshine-counter-label">{label}</div>
      <div className="sunshine-counter-value">
        {value}
        {unit && <small>{unit}</small>}
      </div>
    </div>
  );
}

/** Loading until the first answer, 暂无数据 for an empty answer, else the rows. */
function Rows<T extends { id: number }>({
  feed,
  loaded,
  render,
}: {
  feed: FeedState<T>;
  loaded: boolean;
  render: (item: T) => ReactNode;
}) {
  if (!loaded) return <div className="sunshine-empty">{loadingText}</div>;
  if (feed.items.length === 0) return <div className="sunshine-empty">{emptyText}</div>;
  return (
    <ul className="sunshine-feed">
      {feed.items.map((item) => (
        <li key={item.id} className={feed.fresh.has(item.id) ? 'sunshine-fresh' : undefined}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

const fillingLine = (item: SunshineFilling) => (
  <>
    <span className="sunshine-time">{timeOfDay(item.beginTime)}</span>
    <span className="sunshine-station">{item.stationName}</span>
    <span className="sunshine-barcode">{item.cylinderBarcode}</span>
    <span className="sunshine-weight">{item.fillingWeight === null ? '—' : `${item.fillingWeight} kg`}</span>
    <span className="sunshine-flags">
      {item.abnormal.map((name) => (
        <em key={name}>{name}</em>
      ))}
    </span>
  </>
);

const refusalLine = (item: SunshineRefusal) => (
  <>
    <span className="sunshine-time">{timeOfDay(item.time)}</span>
    <span className="sunshine-station">{item.stationName}</span>
    <span className="sunshine-barcode">{item.cylinderBarcode}</span>
    <span className="sunshine-flags">
      {item.reasons.map((name) => (
        <em key={name}>{name}</em>
      ))}
    </span>
  </>
);

/** /SunshineDashboard (阳光充装): today's filling activity of the user's scope on a dark wall screen, polling on its own. */
export function SunshineDashboardPage({ pollMs = pollIntervalMs }: { pollMs?: number }) {
  const { config } = useHostConfig();
  const data = useSunshineFeeds(pollMs);
  const { overview } = data;
  const loaded = overview !== null;
  const leader = overview?.stations[0]?.fillingCount ?? 0;
  const counter = (value: number | undefined, format: (value: number) => string = formatCount) =>
    value === undefined ? '—' : format(value);

  return (
    <div className="sunshine-screen">
      <header className="sunshine-header">
        <div className="sunshine-status">
          {data.stale && (
            <span className="sunshine-stale" role="status">
              数据未更新{data.updatedAt ? `（最后更新 ${clockText(data.updatedAt).time}）` : ''}
            </span>
          )}
        </div>
        <h1>{`${config.title} 阳光充装`}</h1>
        <Clock />
      </header>

      <div className="sunshine-counters">
        <Counter label="今日充装" value={counter(overview?.fillingCount)} unit="瓶" />
        <Counter label="今日充装量" value={counter(overview?.fillingWeight, formatWeight)} />
        <Counter label="今日充装单位" value={counter(overview?.stationCount)} unit="家" />
        <Counter label="拒绝充装" value={counter(overview?.refusalCount)} unit="次" tone="sunshine-warn" />
        <Counter label="异常充装" value={counter(overview?.abnormalCount)} unit="项次" tone="sunshine-alert" />
      </div>

      <main className="sunshine-main">
        <Panel title="今日各单位充装排名">
          {!loaded ? (
            <div className="sunshine-empty">{loadingText}</div>
          ) : overview.stations.length === 0 ? (
            <div className="sunshine-empty">{emptyText}</div>
          ) : (
            <ol className="sunshine-ranking">
              {overview.stations.map((station, index) => (
                <li key={station.stationId}>
                  <span className="sunshine-rank">{index + 1}</span>
                  <span className="sunshine-rank-name" title={station.stationName}>
                    {station.stationName}
                  </span>
                  <span className="sunshine-bar">
                    <span style={{ width: `${barPercent(station.fillingCount, leader)}%` }} />
                  </span>
                  <span className="sunshine-rank-value">{formatCount(station.fillingCount)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel title="最新充装">
          <Rows feed={data.fillings} loaded={loaded} render={fillingLine} />
        </Panel>

        <div className="sunshine-side">
          <Panel title="拒绝充装">
            <Rows feed={data.refusals} loaded={loaded} render={refusalLine} />
          </Panel>
          <Panel
            title="异常充装"
            extra={
              <span className="sunshine-breakdown">
                {overview?.abnormalByFlag.slice(0, 3).map((entry) => (
                  <em key={entry.flag}>
                    {entry.name} {formatCount(entry.count)}
                  </em>
                ))}
              </span>
            }
          >
            <Rows feed={data.abnormal} loaded={loaded} render={fillingLine} />
          </Panel>
        </div>
      </main>
    </div>
  );
}
