import { describe, expect, it } from 'vitest';
import { nextActivePath, visitedTabsReducer, type VisitedTab } from '../src/app/layout/visitedTabs';

const tab = (path: string, noClosable = false): VisitedTab => ({ path, title: path.slice(1), noClosable });
const paths = (tabs: readonly VisitedTab[]) => tabs.map((item) => item.path);

const tabs = [tab('/Dashboard', true), tab('/A'), tab('/B'), tab('/C'), tab('/D')];

describe('visited tabs', () => {
  it('adds a visited route once, keeping its place', () => {
    let state = visitedTabsReducer([], { type: 'visit', tab: tab('/A') });
    state = visitedTabsReducer(state, { type: 'visit', tab: tab('/B') });
    state = visitedTabsReducer(state, { type: 'visit', tab: { ...tab('/A'), title: '新标题' } });
    expect(paths(state)).toEqual(['/A', '/B']);
    expect(state[0]!.title).toBe('新标题');
  });

  it('never loses noClosable once set', () => {
    const state = visitedTabsReducer([tab('/Dashboard', true)], { type: 'visit', tab: tab('/Dashboard') });
    expect(state[0]!.noClosable).toBe(true);
  });

  it('closes one tab, but not a noClosable one', () => {
    expect(paths(visitedTabsReducer(tabs, { type: 'close', path: '/B' }))).toEqual(['/Dashboard', '/A', '/C', '/D']);
    expect(paths(visitedTabsReducer(tabs, { type: 'close', path: '/Dashboard' }))).toEqual(paths(tabs));
  });

  it('closes the tabs to the left, keeping noClosable ones', () => {
    expect(paths(visitedTabsReducer(tabs, { type: 'closeLeft', path: '/C' }))).toEqual(['/Dashboard', '/C', '/D']);
  });

  it('closes the tabs to the right', () => {
    expect(paths(visitedTabsReducer(tabs, { type: 'closeRight', path: '/B' }))).toEqual(['/Dashboard', '/A', '/B']);
    const pinnedRight = [tab('/A'), tab('/B'), tab('/Z', true)];
    expect(paths(visitedTabsReducer(pinnedRight, { type: 'closeRight', path: '/A' }))).toEqual(['/A', '/Z']);
  });

  it('closes all others, keeping noClosable ones', () => {
    expect(paths(visitedTabsReducer(tabs, { type: 'closeOthers', path: '/C' }))).toEqual(['/Dashboard', '/C']);
    expect(paths(visitedTabsReducer(tabs, { type: 'closeAll' }))).toEqual(['/Dashboard']);
  });

  it('picks the nearest remaining tab on the left when the shown one closes', () => {
    const after = visitedTabsReducer(tabs, { type: 'close', path: '/C' });
    expect(nextActivePath(tabs, after, '/C')).toBe('/B');
    expect(nextActivePath(tabs, after, '/D')).toBe('/D');
    const others = visitedTabsReducer(tabs, { type: 'closeOthers', path: '/A' });
    expect(nextActivePath(tabs, others, '/D')).toBe('/A');
  });
});
