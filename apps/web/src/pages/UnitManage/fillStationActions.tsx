import { fillStationApi } from '@gcs/contracts';
import { errorText } from '../../components/table/DataTable';
import type { ActionImplementation } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { OperatorSignDialog } from './OperatorSignDialog';
import { StationDevicesDialog } from './StationDevicesDialog';
import { StationSettingsDialog } from './StationSettingsDialog';
import { StationUpkeepDialog } from './StationUpkeepDialog';

function chainFilling(isChainFilling: boolean): ActionImplementation {
  const verb = isChainFilling ? '设为连锁充装' : '取消连锁充装';
  return {
    run: ({ chosen, onDone }, api, feedback) => {
      feedback.modal.confirm({
        title: verb,
        content: `确定将所选的 ${chosen.length} 个充装单位${verb}吗？`,
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          try {
            const answer = await api.send(fillStationApi.batchChainFilling, { body: { ids: chosen, isChainFilling } });
            void feedback.message.success(answerText(answer, `已将 ${chosen.length} 个充装单位${verb}`));
            onDone();
          } catch (error) {
            void feedback.message.error(errorText(error));
          }
        },
      });
    },
  };
}

/** The FillStation and OwnStation pages' own actions (the record actions are the engine's). */
export const fillStationActions: Record<string, ActionImplementation> = {
  'fillStation.chainOn': chainFilling(true),
  'fillStation.chainOff': chainFilling(false),
  'fillStation.operators': { dialog: (context) => <StationUpkeepDialog context={context} tableKey="operators" /> },
  'fillStation.monitors': { dialog: (context) => <StationUpkeepDialog context={context} tableKey="monitors" /> },
  'fillStation.valves': { dialog: (context) => <StationUpkeepDialog context={context} tableKey="valves" /> },
  'fillStation.devices': { dialog: StationDevicesDialog },
  'ownStation.settings': { dialog: StationSettingsDialog },
  'ownStation.sign': { dialog: OperatorSignDialog },
};
