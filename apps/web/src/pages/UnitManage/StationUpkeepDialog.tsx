import { useMemo } from 'react';
import { Modal } from 'antd';
import {
  definitionOf,
  monitorApi,
  operatorApi,
  ownStationPage,
  valveApi,
  type ListPageDefinition,
} from '@gcs/contracts';
import type { Api } from '../../api/api';
import { ApiProvider, useApi } from '../../api/ApiContext';
import type { ActionContext } from '../../lists/actionTypes';
import { ListPage } from '../../lists/ListPage';

/** The add calls of a station's own lists: their body names the station the new row belongs to. */
const addPaths = new Set([operatorApi.add.path, monitorApi.add.path, valveApi.add.path]);

/** The API with the station's id added to the body of every add of its operators, monitors and valves. */
export function apiForStation(api: Api, stationId: number): Api {
  return {
    ...api,
    send: ((call, options) =>
      api.send(
        call,
        addPaths.has(call.path)
          ? ({
              ...options,
              body: { ...(options?.body as Record<string, unknown> | undefined), stationId },
            } as typeof options)
          : options,
      )) as Api['send'],
  };
}

/**
 * One of a station's own lists (操作人员, 监控设备 or 阀门) opened from a row of the FillStation page: the OwnStation
 * page's table, narrowed to the row's station, with its add, edit and delete acting on that station.
 */
export function StationUpkeepDialog({ context, tableKey }: { context: ActionContext; tableKey: string }) {
  const api = useApi();
  const stationId = Number(context.row?.id);
  const stationName = String(context.row?.stationName ?? '');
  const scoped = useMemo(() => apiForStation(api, stationId), [api, stationId]);
  const definition = useMemo((): ListPageDefinition => {
    const page = definitionOf(ownStationPage);
    return {
      ...page,
      id: `${page.id}-${tableKey}`,
      fixed: { StationId: stationId },
      tables: page.tables.filter((table) => table.key === tableKey),
    };
  }, [stationId, tableKey]);
  const title = definition.tables[0]?.tab ?? '';
  return (
    <Modal
      open
      title={`${stationName} - ${title}`}
      footer={null}
      width={1080}
      onCancel={context.onClose}
      destroyOnHidden
    >
      <ApiProvider api={scoped}>
        <ListPage definition={definition} area={context.area} />
      </ApiProvider>
    </Modal>
  );
}
