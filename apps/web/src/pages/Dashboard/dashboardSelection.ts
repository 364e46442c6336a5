/**
 * The dashboard's selection (spec 01 sections 2 and 4): the cylinder-type tab and the selected region. Clicking a
 * region selects it, clicking the selected one again deselects it (totals for all); a level-3 user's selection is
 * always their own regulator code; picking a tab clears the selection; every 10 seconds the selection moves to the
 * next region in order, wrapping around.
 */

export const regionCycleMs = 10_000;

/** A cylinder-type tab's value: undefined for All, else 1 liquefied, 2 industrial, 3 vehicle. */
export type DashboardCylinderType = 1 | 2 | 3 | undefined;

export interface DashboardSelection {
  cylinderType: DashboardCylinderType;
  /** The selected region's code; null for all regions. */
  region: string | null;
  /** A level-3 user's own regulator code: the selection never differs from it. */
  fixedRegion: string | null;
}

export type SelectionAction =
  | { type: 'click'; region: string }
  | { type: 'tab'; cylinderType: DashboardCylinderType }
  | { type: 'cycle'; regions: readonly string[] };

/** The user's level 3 fixes the selection to their regulator code. */
export function initialSelection(level: number | null, regulatorCode: string | null): DashboardSelection {
  const fixedRegion = level === 3 && regulatorCode ? regulatorCode : null;
  return { cylinderType: undefined, region: fixedRegion, fixedRegion };
}

/** The region after `current` in `regions`, wrapping around; the first when `current` is none of them. */
export function nextRegion(regions: readonly string[], current: string | null): string | null {
  if (regions.length === 0) return null;
  const at = current === null ? -1 : regions.indexOf(current);
  return regions[(at + 1) % regions.length] ?? null;
}

export function selectionReducer(state: DashboardSelection, action: SelectionAction): DashboardSelection {
  if (state.fixedRegion !== null) {
    const region = state.fixedRegion;
    if (action.type === 'tab') return { ...state, cylinderType: action.cylinderType, region };
    return state.region === region ? state : { ...state, region };
  }
  switch (action.type) {
    case 'click':
      return { ...state, region: state.region === action.region ? null : action.region };
    case 'tab':
      return { ...state, cylinderType: action.cylinderType, region: null };
    case 'cycle':
      return { ...state, region: nextRegion(action.regions, state.region) };
  }
}
