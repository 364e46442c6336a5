import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';
import { useStationSelectMode } from './useStaticConfig';

export type StationValue = number | number[] | undefined;

export interface StationSelectProps {
  value?: StationValue;
  onChange?: (value: StationValue) => void;
  /** Only the stations of these regulators (the user's scope otherwise). */
  regulatorIds?: readonly number[];
  /** Only stations of this type (1 燃气, 2 工业气体, 3 车用气体); ignored in areas on the station_type list. */
  stationType?: number;
  /** Include disabled stations. */
  isAll?: boolean;
  /** Forces single or multiple choice; by default multiple for areas on the select_multiple list. */
  multiple?: boolean;
  /** The area whose rules apply; the logged-in user's area by default. */
  areaCode?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

/**
 * The regulator-scoped station dropdown (spec 02 sections 2.2 and 7.2), searchable by name. Loading errors are
 * ignored: the dropdown is then empty (spec 02 section 8).
 */
export function StationSelect({
  value,
  onChange,
  regulatorIds,
  stationType,
  isAll,
  multiple,
  areaCode,
  placeholder = '请选择充装单位',
  disabled,
  style,
  id,
}: StationSelectProps) {
  const api = useApi();
  const mode = useStationSelectMode(areaCode);
  const isMultiple = multiple ?? mode.multiple;
  const query = {
    regulatorIds: regulatorIds && regulatorIds.length > 0 ? [...regulatorIds] : undefined,
    StationType: mode.withStationType ? stationType : undefined,
    IsAll: isAll,
  };
  const stations = useQuery({
    queryKey: ['dropDown', 'fillingStationForCylinderQuery', query],
    queryFn: ({ signal }) => api.dropDown.fillingStationForCylinderQuery({ query, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options = (stations.data?.list ?? []).map((station) => ({ value: station.value, label: station.label }));

  return (
    <Select<StationValue>
      id={id}
      mode={isMultiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      value={isMultiple ? toList(value) : toSingle(value)}
      onChange={(next) => onChange?.(isMultiple ? toList(next) : toSingle(next))}
      options={options}
      loading={stations.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      data-mode={isMultiple ? 'multiple' : 'single'}
    />
  );
}

function toList(value: StationValue): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.length > 0 ? list : undefined;
}

function toSingle(value: StationValue): number | undefined {
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}
