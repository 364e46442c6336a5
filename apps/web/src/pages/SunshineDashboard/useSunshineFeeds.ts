import { useEffect, useRef, useState } from 'react';
import {
  sunshineDashboardApi,
  type SunshineFilling,
  type SunshineOverview,
  type SunshineRefusal,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { useHoldsSharedCall } from '../../app/session/useHoldsSharedCall';
import { emptyFeed, mergeFeed, type FeedState } from './sunshineFeed';

/** How often the screen asks for news, and how many rows each feed keeps. */
export const pollIntervalMs = 10_000;
const feedSize = { fillings: 30, refusals: 12, abnormal: 12 } as const;

export interface SunshineData {
  overview: SunshineOverview | null;
  fillings: FeedState<SunshineFilling>;
  refusals: FeedState<SunshineRefusal>;
  abnormal: FeedState<SunshineFilling>;
  /** The last poll failed: what is shown is from the last one that answered. */
  stale: boolean;
  /** When the shown figures were fetched. */
  updatedAt: Date | null;
}

interface Feeds {
  fillings: FeedState<SunshineFilling>;
  refusals: FeedState<SunshineRefusal>;
  abnormal: FeedState<SunshineFilling>;
}

/**
 * Polls the dashboard's calls every `intervalMs` while the tab is visible (a hidden tab stops asking and asks at once
 * when shown again). Each feed asks only for what came after its cursor. A failed poll keeps the last data and marks
 * it stale.
 */
export function useSunshineFeeds(intervalMs = pollIntervalMs): SunshineData {
  const api = useApi();
  // A user holding no page of fillings, refusals or abnormal fillings is not asked: the server would refuse.
  const enabled = useHoldsSharedCall()('sunshineDashboard');
  const feeds = useRef<Feeds>({ fillings: emptyFeed(), refusals: emptyFeed(), abnormal: emptyFeed() });
  const [data, setData] = useState<SunshineData>({
    overview: null,
    ...feeds.current,
    stale: false,
    updatedAt: null,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let running = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden) timer = setTimeout(() => void poll(), intervalMs);
    };

    const poll = async () => {
      if (running || stopped) return;
      running = true;
      controller = new AbortController();
      const { signal } = controller;
      const current = feeds.current;
      const feedQuery = (feed: FeedState<{ id: number }>, count: number) => ({
        signal,
        query: { Count: count, ...(feed.cursor ? { After: feed.cursor } : {}) },
      });
      try {
        const [overview, fillings, refusals, abnormal] = await Promise.all([
          api.send(sunshineDashboardApi.overview, { signal, query: { Top: 10 } }),
          api.send(sunshineDashboardApi.latestFillings, feedQuery(current.fillings, feedSize.fillings)),
          api.send(sunshineDashboardApi.refusals, feedQuery(current.refusals, feedSize.refusals)),
          api.send(sunshineDashboardApi.abnormal, feedQuery(current.abnormal, feedSize.abnormal)),
        ]);
        if (stopped) return;
        feeds.current = {
          fillings: mergeFeed(current.fillings, fillings, feedSize.fillings),
          refusals: mergeFeed(current.refusals, refusals, feedSize.refusals),
          abnormal: mergeFeed(current.abnormal, abnormal, feedSize.abnormal),
        };
        setData({ overview: overview.data, ...feeds.current, stale: false, updatedAt: new Date() });
      } catch {
        if (!stopped) setData((shown) => ({ ...shown, stale: true }));
      } finally {
        running = false;
        schedule();
      }
    };

    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, intervalMs, enabled]);

  return data;
}
