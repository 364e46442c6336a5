import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';

export type InspectStationValue = number | number[] | null | undefined;

export interface InspectStationSelectProps {
  value?: InspectStationValue;
  onChange?: (value: InspectStationValue) => void;
  multiple?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
}

/** The inspection institutions of the user's scope, searchable by name. Loading errors leave it empty. */
export function InspectStationSelect({
  value,
  onChange,
  multiple,
  placeholder = '请选择检验机构',
  style,
  id,
}: InspectStationSelectProps) {
  const api = useApi();
  const stations = useQuery({
    queryKey: ['dropDown', 'inspectionStation'],
    queryFn: ({ signal }) => api.dropDown.inspectionStation({ signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <Select<InspectStationValue>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(stations.data?.list ?? []).map((station) => ({ value: station.value, label: station.label }))}
      loading={stations.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
    />
  );
}
