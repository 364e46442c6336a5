import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { LookupSource } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DivisionSelect } from '../../components/form/DivisionSelect';
import { RegulatorTreeSelect } from '../../components/form/RegulatorTreeSelect';
import { StationSelect } from '../../components/form/StationSelect';

export interface LookupSelectProps {
  source: LookupSource;
  label: string;
  multiple?: boolean;
  /** The chosen option's text from the row being edited. */
  knownLabel?: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** Inspection institutions of the user's scope, as a searchable select. */
function InspectStationSelect({ label, multiple, id, value, onChange }: Omit<LookupSelectProps, 'source'>) {
  const api = useApi();
  const stations = useQuery({
    queryKey: ['dropDown', 'inspectionStation'],
    queryFn: ({ signal }) => api.dropDown.inspectionStation({ signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(stations.data?.list ?? []).map((station) => ({ value: station.value, label: station.label }))}
      loading={stations.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={`请选择${label}`}
    />
  );
}

/** A record form's field whose options come from a dropdown of the user's scope. */
export function LookupSelect({ source, label, multiple, knownLabel, id, value, onChange }: LookupSelectProps) {
  const placeholder = `请选择${label}`;
  const change = (next: unknown) => onChange?.(next ?? null);
  switch (source) {
    case 'division':
      return (
        <DivisionSelect
          id={id}
          value={value as string | null}
          onChange={change}
          knownLabel={knownLabel}
          placeholder={placeholder}
        />
      );
    case 'regulator':
      return (
        <RegulatorTreeSelect
          id={id}
          value={value as number | undefined}
          onChange={change}
          multiple={multiple}
          placeholder={placeholder}
        />
      );
    case 'fillStation':
      return (
        <StationSelect
          id={id}
          value={value as number | undefined}
          onChange={change}
          multiple={multiple ?? false}
          isAll
          placeholder={placeholder}
        />
      );
    case 'inspectStation':
      return <InspectStationSelect id={id} value={value} onChange={change} multiple={multiple} label={label} />;
  }
}
