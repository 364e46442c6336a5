import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportViewApi, userApi, type LookupSource } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DivisionSelect } from '../../components/form/DivisionSelect';
import { InspectStationSelect, type InspectStationValue } from '../../components/form/InspectStationSelect';
import { RegulatorTreeSelect } from '../../components/form/RegulatorTreeSelect';
import { StationSelect } from '../../components/form/StationSelect';

export interface LookupSelectProps {
  source: LookupSource;
  label: string;
  multiple?: boolean;
  /** The chosen option's text from the row being edited. */
  knownLabel?: string;
  /** The values of the form fields the options depend on (a medium's category). */
  narrowing?: Readonly<Record<string, unknown>>;
  /** The text shown when nothing is chosen. */
  emptyLabel?: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * A searchable select of fetched options, with the edited row's own choice (`knownLabel`) added when the options no
 * longer hold it (a disabled type, a role the user may not grant).
 */
function OptionsSelect({
  id,
  value,
  onChange,
  list,
  loading,
  knownLabel,
  disabled,
  placeholder,
  style,
}: Pick<LookupSelectProps, 'id' | 'value' | 'onChange' | 'knownLabel'> & {
  list: readonly { value: number; label: string }[];
  loading: boolean;
  disabled?: boolean;
  placeholder: string;
  style?: CSSProperties;
}) {
  const chosen = typeof value === 'number' ? value : undefined;
  const known =
    chosen !== undefined && knownLabel !== undefined && !list.some((option) => option.value === chosen)
      ? [{ value: chosen, label: knownLabel }]
      : [];
  return (
    <Select<number>
      id={id}
      value={chosen}
      onChange={(next) => onChange?.(next ?? null)}
      options={[...known, ...list]}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={style}
    />
  );
}

/** The media of a category (none until a category is chosen); a disabled medium is marked. */
function MediumSelect({ id, value, onChange, narrowing, emptyLabel, label }: Omit<LookupSelectProps, 'source'>) {
  const api = useApi();
  const category = typeof narrowing?.category === 'number' ? narrowing.category : undefined;
  const media = useQuery({
    queryKey: ['reference', 'medium', 'options', category ?? null],
    queryFn: ({ signal }) => api.medium.list({ query: { CylinderCategory: category, CountPerPage: 500 }, signal }),
    enabled: category !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  return (
    <Select<number>
      id={id}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(category === undefined ? [] : (media.data?.list ?? [])).map((medium) => ({
        value: medium.id,
        label: medium.isValid ? medium.name : `${medium.name}（已停用）`,
      }))}
      loading={media.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={emptyLabel ?? `请选择${label}`}
    />
  );
}

/**
 * The valid filling media or cylinder types of the form's category (none until a category is chosen), with the
 * row's own choice when it is no longer among them.
 */
function CategoryOptionSelect({
  kind,
  id,
  value,
  onChange,
  narrowing,
  knownLabel,
  emptyLabel,
  label,
}: Omit<LookupSelectProps, 'source'> & { kind: 'fillingMedium' | 'cylinderType' }) {
  const api = useApi();
  const category = typeof narrowing?.category === 'number' ? narrowing.category : undefined;
  const options = useQuery({
    queryKey: ['dropDown', kind, category ?? null],
    queryFn: ({ signal }) => api.dropDown[kind]({ query: { CylinderCategory: category }, signal }),
    enabled: category !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  return (
    <OptionsSelect
      id={id}
      value={value}
      onChange={onChange}
      list={category === undefined ? [] : (options.data?.list ?? [])}
      loading={options.isFetching}
      knownLabel={knownLabel}
      disabled={category === undefined}
      placeholder={emptyLabel ?? `请选择${label}`}
    />
  );
}

/** The options one call without parameters answers, fetched once a minute at most. */
function CallOptionsSelect({
  queryKey,
  fetchOptions,
  ...select
}: Pick<LookupSelectProps, 'id' | 'value' | 'onChange' | 'knownLabel'> & {
  queryKey: readonly string[];
  fetchOptions: (signal: AbortSignal) => Promise<{ list: readonly { value: number; label: string }[] }>;
  placeholder: string;
  style?: CSSProperties;
}) {
  const options = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOptions(signal),
    staleTime: 60_000,
    retry: false,
  });
  return <OptionsSelect {...select} list={options.data?.list ?? []} loading={options.isFetching} />;
}

/**
 * The roles the user may grant (valid, holding no menu the user lacks), with the row's own when not among them; also
 * the users page's role filter (with `emptyLabel` 全部).
 */
export function RoleSelect({
  id,
  value,
  onChange,
  knownLabel,
  label,
  emptyLabel,
  style,
}: Omit<LookupSelectProps, 'source'> & { style?: CSSProperties }) {
  const api = useApi();
  return (
    <CallOptionsSelect
      queryKey={['user', 'roleOptions']}
      fetchOptions={(signal) => api.send(userApi.roleOptions, { signal })}
      id={id}
      value={value}
      onChange={onChange}
      knownLabel={knownLabel}
      placeholder={emptyLabel ?? `请选择${label}`}
      style={style}
    />
  );
}

/** The roles the user may share a report view with (their own; a system manager: every valid role). */
function ShareRoleSelect({ id, value, onChange, knownLabel, emptyLabel }: Omit<LookupSelectProps, 'source'>) {
  const api = useApi();
  return (
    <CallOptionsSelect
      queryKey={['reportView', 'roles']}
      fetchOptions={(signal) => api.send(reportViewApi.roles, { signal })}
      id={id}
      value={value}
      onChange={onChange}
      knownLabel={knownLabel}
      placeholder={emptyLabel ?? '请选择角色'}
    />
  );
}

/** A record form's field whose options come from a dropdown of the user's scope. */
export function LookupSelect({
  source,
  label,
  multiple,
  knownLabel,
  narrowing,
  emptyLabel,
  id,
  value,
  onChange,
}: LookupSelectProps) {
  const placeholder = emptyLabel ?? `请选择${label}`;
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
      return (
        <InspectStationSelect
          id={id}
          value={value as InspectStationValue}
          onChange={change}
          multiple={multiple}
          placeholder={placeholder}
        />
      );
    case 'categoryMedium':
    case 'categoryType':
      return (
        <CategoryOptionSelect
          kind={source === 'categoryMedium' ? 'fillingMedium' : 'cylinderType'}
          id={id}
          value={value}
          onChange={change}
          label={label}
          narrowing={narrowing}
          knownLabel={knownLabel}
          emptyLabel={emptyLabel}
        />
      );
    case 'role':
      return <RoleSelect id={id} value={value} onChange={change} label={label} knownLabel={knownLabel} />;
    case 'shareRole':
      return (
        <ShareRoleSelect
          id={id}
          value={value}
          onChange={change}
          label={label}
          knownLabel={knownLabel}
          emptyLabel={emptyLabel}
        />
      );
    case 'medium':
      return (
        <MediumSelect
          id={id}
          value={value}
          onChange={change}
          label={label}
          narrowing={narrowing}
          emptyLabel={emptyLabel}
        />
      );
  }
}
