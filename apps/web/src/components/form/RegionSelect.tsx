import { useMemo, useState, type CSSProperties } from 'react';
import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DivisionOption } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

export interface RegionSelectProps {
  /** The chosen path of division codes, e.g. ['330400', '330402']; its last code is the region. */
  value?: string[];
  onChange?: (path: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

/** Districts (level 3) have no divisions below them in the dropdown. */
const deepestLevel = 3;

/**
 * Options from a list of divisions: a flat answer that holds a subtree (the user's region and those below it) is
 * nested by parentCode; divisions whose children are not in the answer load them when opened.
 */
export function regionTree(divisions: readonly DivisionOption[]): RegionOption[] {
  const codes = new Set(divisions.map((division) => division.value));
  const childrenOf = new Map<string, DivisionOption[]>();
  for (const division of divisions) {
    if (division.parentCode === null || !codes.has(division.parentCode)) continue;
    childrenOf.set(division.parentCode, [...(childrenOf.get(division.parentCode) ?? []), division]);
  }
  const build = (division: DivisionOption): RegionOption => {
    const children = childrenOf.get(division.value);
    if (children) return { value: division.value, label: division.label, isLeaf: false, children: children.map(build) };
    return { value: division.value, label: division.label, isLeaf: division.level >= deepestLevel };
  };
  return divisions.filter((division) => division.parentCode === null || !codes.has(division.parentCode)).map(build);
}

function withChildren(options: RegionOption[], code: string, children: RegionOption[]): RegionOption[] {
  return options.map((option) => {
    if (option.value === code) return { ...option, children, isLeaf: children.length === 0 };
    return option.children ? { ...option, children: withChildren(option.children, code, children) } : option;
  });
}

/** The path of codes down to a division in the options, or undefined when it is not among them (yet). */
export function pathTo(options: readonly RegionOption[], code: string): string[] | undefined {
  for (const option of options) {
    if (option.value === code) return [code];
    const below = option.children && pathTo(option.children, code);
    if (below) return [option.value, ...below];
  }
  return undefined;
}

/** The last code of a region path, or undefined when nothing is chosen. */
export const regionCodeOf = (path: readonly string[] | undefined) => path?.[path.length - 1];

/**
 * The cascading region dropdown: the user's region and those below it; a level not in the first answer is loaded when
 * opened; any level may be chosen.
 * Loading errors leave a level empty (spec 02 section 8).
 */
export function RegionSelect({
  value,
  onChange,
  placeholder = '请选择行政区划',
  disabled,
  style,
  id,
}: RegionSelectProps) {
  const api = useApi();
  const [loaded, setLoaded] = useState<RegionOption[] | null>(null);
  const top = useQuery({
    queryKey: ['dropDown', 'division', 'top'],
    queryFn: ({ signal }) => api.dropDown.division({ query: {}, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Stable options: the cascader keeps the open path by option identity.
  const initial = useMemo(() => regionTree(top.data?.list ?? []), [top.data]);
  const options = loaded ?? initial;
  // A value of one code (a link's DivisionCode) shows under its parents once the options hold it.
  const only = value?.length === 1 ? value[0] : undefined;
  const shown = only === undefined ? value : (pathTo(options, only) ?? value);

  const loadData = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    // The cascader asks for every level that is not a leaf, also one the first answer already filled.
    if (!target || target.children) return;
    let children: RegionOption[] = [];
    try {
      children = regionTree((await api.dropDown.division({ query: { parentCode: target.value } })).list);
    } catch {
      // A level that cannot be loaded stays empty.
    }
    setLoaded((current) => withChildren(current ?? options, target.value, children));
  };

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={(selected) => void loadData(selected)}
      value={shown}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      changeOnSelect
      allowClear
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
    />
  );
}
