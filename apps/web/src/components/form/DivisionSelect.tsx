import { useMemo, useState, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DivisionOption } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

interface DivisionNode {
  id: string;
  pId: string | null;
  value: string;
  title: string;
  isLeaf: boolean;
}

const deepestLevel = 4;
const nodeOf = (division: DivisionOption): DivisionNode => ({
  id: division.value,
  pId: division.parentCode,
  value: division.value,
  title: division.label,
  isLeaf: division.level >= deepestLevel,
});

export interface DivisionSelectProps {
  /** The chosen division's code (GB/T 2260). */
  value?: string | null;
  onChange?: (code: string | null) => void;
  /** The chosen division's name, shown before its level of the tree has loaded (editing a stored row). */
  knownLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

/**
 * One division of the user's region, as a tree that loads a level when it is opened; the value is the division's
 * code, as forms send it. Loading errors leave a level empty.
 */
export function DivisionSelect({
  value,
  onChange,
  knownLabel,
  placeholder = '请选择行政区划',
  disabled,
  style,
  id,
}: DivisionSelectProps) {
  const api = useApi();
  const [loaded, setLoaded] = useState<DivisionNode[]>([]);
  const top = useQuery({
    queryKey: ['dropDown', 'division', 'top'],
    queryFn: ({ signal }) => api.dropDown.division({ query: {}, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const nodes = useMemo(() => {
    const all = new Map<string, DivisionNode>();
    for (const node of [...(top.data?.list ?? []).map(nodeOf), ...loaded]) all.set(node.id, node);
    // A stored value outside the loaded levels is shown by its known name until its level loads.
    if (value && !all.has(value) && knownLabel) {
      all.set(value, { id: value, pId: null, value, title: knownLabel, isLeaf: true });
    }
    return [...all.values()];
  }, [top.data, loaded, value, knownLabel]);

  const loadData = async ({ id: parentCode }: { id?: string }) => {
    if (!parentCode) return;
    try {
      const children = (await api.dropDown.division({ query: { parentCode } })).list.map(nodeOf);
      setLoaded((current) => [...current, ...children]);
    } catch {
      // A level that cannot be loaded stays empty.
    }
  };

  return (
    <TreeSelect<string>
      id={id}
      treeDataSimpleMode
      treeData={nodes}
      // Every loaded level is rendered (a few hundred nodes at most): a region is found by scrolling or typing.
      virtual={false}
      loadData={(node) => loadData(node as { id?: string })}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={top.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
    />
  );
}
