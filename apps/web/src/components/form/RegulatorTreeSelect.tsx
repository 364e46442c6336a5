import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RegulatorNode } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

export type RegulatorValue = number | number[] | undefined;

export interface RegulatorTreeSelectProps {
  value?: RegulatorValue;
  onChange?: (value: RegulatorValue) => void;
  /** Several regulators (RegulatorIds); one by default (RegulatorId). */
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: readonly RegulatorNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.value, title: node.label, children: toTree(node.children) }));

/** The regulator tree below the user's own regulator; loading errors leave it empty (spec 02 section 8). */
export function RegulatorTreeSelect({
  value,
  onChange,
  multiple = false,
  placeholder = '请选择监管单位',
  disabled,
  style,
  id,
}: RegulatorTreeSelectProps) {
  const api = useApi();
  const tree = useQuery({
    queryKey: ['dropDown', 'regulatorTree'],
    queryFn: ({ signal }) => api.dropDown.regulatorTree({ signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <TreeSelect<RegulatorValue>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      treeData={toTree(tree.data?.list ?? [])}
      multiple={multiple}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={tree.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
    />
  );
}
