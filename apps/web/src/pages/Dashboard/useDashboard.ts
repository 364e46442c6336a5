import { useNavigate } from 'react-router-dom';
import { todayInChina } from '@gcs/contracts';
import { useSession } from '../../app/session/SessionContext';
import { cardsDrillDown, drillDownUrl, type DashboardCard } from './dashboardCards';
import { mapAreaCode, mapDistricts } from './mapSettings';
import { useDashboardData, type DashboardData } from './useDashboardData';
import { useDashboardMap } from './useDashboardMap';
import { useDashboardSelection, useRegionCycle, type DashboardSelectionControls } from './useDashboardSelection';
import { useReshow } from './useReshow';

export interface DashboardState extends DashboardSelectionControls {
  data: DashboardData;
  /** The counters are shown (false for 60 ms after each change). */
  countersShown: boolean;
  areaCode: string | null;
  map: ReturnType<typeof useDashboardMap>;
  /** The name of the selected region (全部区域 when none). */
  selectedName: string;
  /** Opens a card's drill-down; undefined when cards do not drill down (belongToType 30). */
  openCard: ((card: DashboardCard) => void) | undefined;
}

/** Everything a dashboard template shows and does, shared by /DashboardBig and the /Dashboard templates. */
export function useDashboard(): DashboardState {
  const { user, config } = useSession();
  const navigate = useNavigate();
  const areaCode = mapAreaCode(config.code, user.regulatorCode);
  const map = useDashboardMap(areaCode);
  const districts = map.data ? mapDistricts(map.data.geo) : [];

  const controls = useDashboardSelection(user);
  const { selection } = controls;
  const data = useDashboardData(selection.cylinderType, selection.region);
  // The cycle follows the server's regions when it names some, else the districts of the map.
  const cycleRegions = (data.regions.length > 0 ? data.regions : districts).map((region) => region.code);
  useRegionCycle(controls, cycleRegions);

  const countersShown = useReshow(
    [selection.cylinderType ?? '', selection.region ?? '', ...Object.values(data.summary)].join('|'),
  );
  const selectedName =
    selection.region === null
      ? '全部区域'
      : (data.regions.find((region) => region.code === selection.region)?.name ??
        districts.find((district) => district.code === selection.region)?.name ??
        selection.region);

  const openCard = cardsDrillDown(user.belongToType)
    ? (card: DashboardCard) =>
        navigate(
          drillDownUrl(card, {
            divisionCode: selection.region ?? user.regulatorCode,
            cylinderType: selection.cylinderType,
            today: todayInChina(),
          }),
        )
    : undefined;

  return { ...controls, data, countersShown, areaCode, map, selectedName, openCard };
}
