import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Flex, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CylinderRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import type { Api } from '../../api/api';
import type { CylinderFilterQuery } from '../../components/form/cylinderFilterForm';
import { ColumnSettings } from '../../components/table/ColumnSettings';
import { DataTable } from '../../components/table/DataTable';
import { useColumnConfig } from '../../components/table/useColumnConfig';
import { usePagedList, type PageParams } from '../../components/table/usePagedList';
import { cylinderRowMarks } from '../PublicSearch/rowKinds';
import type { PageArea } from '../shared/area';
import { CylinderDetail, type CylinderDetailTarget } from '../shared/CylinderDetail';
import { gasAuditColumns, vehicleAuditColumns } from './auditColumns';

/** The three lists of the audit page: awaiting audit, passing the automatic checks, audited but not issued. */
export type AuditListKind = 'pending' | 'auto' | 'issued';

/** Every audit list's cache key starts with the archive's root: an audit refreshes archive lists and details too. */
export const auditQueryKey = (kind: AuditListKind) => ['cylinder', 'audit', kind] as const;

export function fetchAuditPage(
  api: Api,
  kind: AuditListKind,
  query: CylinderFilterQuery & PageParams,
  signal?: AbortSignal,
) {
  switch (kind) {
    case 'pending':
      return api.cylinder.getAuditCylinderList({ query, signal });
    case 'auto':
      return api.cylinder.getAutoAuditCylinderList({ query, signal });
    case 'issued':
      return api.cylinder.getNoPassIssuedCylinder({ query, signal });
  }
}

export interface AuditToolbarState {
  /** The chosen cylinders' ids. */
  selectedIds: number[];
  /** How many cylinders the list holds under the current filter. */
  total: number;
  /** Clears the choice after an action. */
  clearSelection: () => void;
}

export interface AuditTableProps {
  kind: AuditListKind;
  area: PageArea;
  filter: CylinderFilterQuery;
  label: string;
  /** The tab's action buttons. */
  toolbar: (state: AuditToolbarState) => ReactNode;
}

/**
 * One audit list: server paging, row selection, configurable columns (PageName cylinderAudit, VcCylinderAudit for
 * vehicles), row colours and 查看.
 */
export function AuditTable({ kind, area, filter, label, toolbar }: AuditTableProps) {
  const api = useApi();
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<CylinderDetailTarget | null>(null);
  // The vehicle lists have their own columns (plate, vehicle type), so their configuration has its own name.
  const columnConfig = useColumnConfig(
    area.isVehicle ? 'VcCylinderAudit' : 'cylinderAudit',
    area.isVehicle ? vehicleAuditColumns : gasAuditColumns,
  );
  const list = usePagedList<CylinderFilterQuery, CylinderRow>({
    queryKey: auditQueryKey(kind),
    filter,
    fetchPage: (query, signal) => fetchAuditPage(api, kind, query, signal),
  });

  const actions = useMemo<TableColumnsType<CylinderRow>>(
    () => [
      {
        key: 'actions',
        title: '操作',
        width: 80,
        fixed: 'right',
        render: (_value: unknown, row: CylinderRow) => (
          <Button type="link" size="small" onClick={() => setViewing({ id: row.id, barcode: row.barcode })}>
            查看
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          {toolbar({ selectedIds: selected.map(Number), total: list.total, clearSelection: () => setSelected([]) })}
        </Space>
        <ColumnSettings columns={columnConfig.columns} onChange={columnConfig.choose} onReset={columnConfig.reset} />
      </Flex>
      <DataTable<CylinderRow>
        label={label}
        columns={columnConfig.visible}
        extraColumns={actions}
        rowKey="id"
        {...list}
        selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        {...cylinderRowMarks}
      />
      <CylinderDetail cylinder={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
