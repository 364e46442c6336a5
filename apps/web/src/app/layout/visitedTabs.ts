/** The visited-route tabs above a page (spec 01 section 2). */
export interface VisitedTab {
  path: string;
  title: string;
  /** The landing page's tab can never be closed. */
  noClosable: boolean;
}

export type VisitedTabsAction =
  | { type: 'visit'; tab: VisitedTab }
  | { type: 'close'; path: string }
  | { type: 'closeLeft'; path: string }
  | { type: 'closeRight'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

const keep = (tab: VisitedTab) => tab.noClosable;

/** Pure reducer: closing never removes a noClosable tab; visiting adds a tab once (a second visit updates it). */
export function visitedTabsReducer(tabs: readonly VisitedTab[], action: VisitedTabsAction): VisitedTab[] {
  switch (action.type) {
    case 'visit': {
      const index = tabs.findIndex((tab) => tab.path === action.tab.path);
      if (index === -1) return [...tabs, action.tab];
      const existing = tabs[index]!;
      const merged = { ...existing, title: action.tab.title, noClosable: existing.noClosable || action.tab.noClosable };
      return tabs.map((tab, i) => (i === index ? merged : tab));
    }
    case 'close':
      return tabs.filter((tab) => tab.path !== action.path || keep(tab));
    case 'closeLeft': {
      const index = tabs.findIndex((tab) => tab.path === action.path);
      if (index === -1) return [...tabs];
      return tabs.filter((tab, i) => i >= index || keep(tab));
    }
    case 'closeRight': {
      const index = tabs.findIndex((tab) => tab.path === action.path);
      if (index === -1) return [...tabs];
      return tabs.filter((tab, i) => i <= index || keep(tab));
    }
    case 'closeOthers':
      return tabs.filter((tab) => tab.path === action.path || keep(tab));
    case 'closeAll':
      return tabs.filter(keep);
  }
}

/** Which tab to show after closing: the current one if still open, else its nearest left neighbour. */
export function nextActivePath(
  before: readonly VisitedTab[],
  after: readonly VisitedTab[],
  current: string,
): string | null {
  if (after.some((tab) => tab.path === current)) return current;
  const index = before.findIndex((tab) => tab.path === current);
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = before[i]!;
    if (after.some((tab) => tab.path === candidate.path)) return candidate.path;
  }
  return after[0]?.path ?? null;
}
