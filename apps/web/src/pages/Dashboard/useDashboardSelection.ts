import { useCallback, useEffect, useReducer } from 'react';
import {
  initialSelection,
  regionCycleMs,
  selectionReducer,
  type DashboardCylinderType,
  type DashboardSelection,
} from './dashboardSelection';

export interface DashboardSelectionControls {
  selection: DashboardSelection;
  clickRegion: (code: string) => void;
  pickType: (cylinderType: DashboardCylinderType) => void;
  /** Moves the selection to the next of `regions` (the 10-second cycle). */
  cycle: (regions: readonly string[]) => void;
}

/** The selection of a dashboard page (dashboardSelection.ts). */
export function useDashboardSelection(user: {
  level: number | null;
  regulatorCode: string | null;
}): DashboardSelectionControls {
  const [selection, dispatch] = useReducer(selectionReducer, undefined, () =>
    initialSelection(user.level, user.regulatorCode),
  );
  const cycle = useCallback((regions: readonly string[]) => dispatch({ type: 'cycle', regions }), []);
  return {
    selection,
    clickRegion: (region) => dispatch({ type: 'click', region }),
    pickType: (cylinderType) => dispatch({ type: 'tab', cylinderType }),
    cycle,
  };
}

/**
 * The 10-second cycle through `regions`: each change of the selection (a click, a tab, the cycle itself) starts the
 * next 10 seconds afresh, so a region the user picks stays for a while. A fixed (level-3) selection does not cycle.
 */
export function useRegionCycle(controls: DashboardSelectionControls, regions: readonly string[]): void {
  const { selection, cycle } = controls;
  const regionsKey = regions.join(',');
  useEffect(() => {
    if (selection.fixedRegion !== null || regionsKey === '') return;
    const timer = window.setTimeout(() => cycle(regionsKey.split(',')), regionCycleMs);
    return () => window.clearTimeout(timer);
    // The selection object changes on every step, which restarts the wait.
  }, [selection, regionsKey, cycle]);
}
