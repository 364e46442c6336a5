import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  fillStationApi,
  monitorApi,
  operatorApi,
  stationSettingsApi,
  valveApi,
  type FillStationRow,
  type OperatorRow,
} from '@gcs/contracts';
import { SessionContext } from '../../../src/app/session/SessionContext';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { sessionFor } from '../../components/render';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const station: FillStationRow = {
  ordinalNum: 1,
  id: 3,
  stationCode: 'CZ33040201',
  stationName: '嘉兴市南湖区天一液化气充装站',
  stationType: 1,
  stationTypeNameText: '燃气充装站',
  divisionCode: '330402',
  divisionName: '南湖区',
  creditCode: '91330402MA2001000X',
  address: null,
  principal: '王五',
  legalPersion: '王五',
  medium: '液化石油气',
  phone: '0573-82000000',
  licenseNo: 'TS4233040201-2029',
  licenseIssued: '2025-01-01',
  licenseUntil: '2029-01-01',
  isChainFilling: false,
  isValid: true,
  cylinderCount: 120,
  regulatorNames: '南湖区市场监督管理局',
};
const operator: OperatorRow = {
  ordinalNum: 1,
  id: 21,
  stationId: 3,
  stationName: station.stationName,
  name: '李充装',
  idNumber: '330402********1234',
  certificateNo: 'TSZ0402031',
  signFileId: null,
  hasSign: false,
  isValid: true,
};
const settings = {
  stationId: 3,
  stationName: station.stationName,
  stationCode: station.stationCode,
  configJson: {
    refuseOverdueCylinders: true,
    refuseScrappedCylinders: true,
    refuseBlacklistedCylinders: true,
    requireBeforeFillingCheck: false,
    requireAfterFillingCheck: false,
  },
  beforeFillingCheckExpiryWarningMonth: 2,
};

function render(path: string) {
  const api = fakeApi();
  sendSpy(api, fillStationApi.list).mockResolvedValue(page([station]));
  sendSpy(api, operatorApi.list).mockResolvedValue(page([operator]));
  sendSpy(api, monitorApi.list).mockResolvedValue(page([]));
  sendSpy(api, valveApi.list).mockResolvedValue(page([]));
  sendSpy(api, stationSettingsApi.query).mockResolvedValue(ok(settings));
  for (const call of [
    fillStationApi.batchChainFilling,
    operatorApi.add,
    stationSettingsApi.updateConfig,
    stationSettingsApi.updateExpiryWarning,
  ]) {
    sendSpy(api, call).mockResolvedValue(ok(settings));
  }
  const session = sessionFor({ isSystemManager: true });
  renderPage(
    <SessionContext.Provider value={session}>
      <DefinedListPage />
    </SessionContext.Provider>,
    path,
    api,
  );
  return api;
}

describe('the FillStation page', () => {
  it('lists the stations and sets the chosen ones to chain filling after a confirmation', async () => {
    const api = render('/UnitManage/FillStation');
    const row = await findRow(station.stationName);
    expect(within(row).getByText('91330402MA2001000X')).toBeTruthy();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('fillStation.chainOn'));
    const confirm = await findDialog('设为连锁充装');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(sendSpy(api, fillStationApi.batchChainFilling)).toHaveBeenCalledWith({
        body: { ids: [3], isChainFilling: true },
      }),
    );
  });

  it("opens a station's operators and adds one to that station", async () => {
    const api = render('/UnitManage/FillStation');
    fireEvent.click(within(await findRow(station.stationName)).getByRole('button', { name: '操作人员' }));
    const dialog = await findDialog(`${station.stationName} - 操作人员`);
    expect(await within(dialog).findByText('330402********1234', {}, slow)).toBeTruthy();
    expect(sendSpy(api, operatorApi.list)).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ StationId: 3 }) }),
    );
    fireEvent.click(within(dialog).getByTestId('record.add'));
    const form = await findDialog('新增操作人员');
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '赵新员' } });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, operatorApi.add)).toHaveBeenCalledWith({
        body: expect.objectContaining({ name: '赵新员', stationId: 3, isValid: true }),
      }),
    );
  });
});

describe('the OwnStation page', () => {
  it('shows the operators, monitors and valves as tabs, and saves the station settings', async () => {
    const api = render('/UnitManage/OwnStation');
    await findRow('李充装');
    expect(screen.getByRole('tab', { name: '监控设备' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '阀门' })).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('ownStation.settings')[0] as HTMLElement);
    const dialog = await findDialog(`站点设置 - ${station.stationName}`);
    const before = await within(dialog).findByRole('switch', { name: '充装前检查必填' }, slow);
    fireEvent.click(before);
    const months = within(dialog).getByLabelText('检验到期提前提醒（月）');
    fireEvent.change(months, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, stationSettingsApi.updateConfig)).toHaveBeenCalledWith({
        body: { configJson: { ...settings.configJson, requireBeforeFillingCheck: true } },
      }),
    );
    await waitFor(() =>
      expect(sendSpy(api, stationSettingsApi.updateExpiryWarning)).toHaveBeenCalledWith({
        body: { beforeFillingCheckExpiryWarningMonth: 6 },
      }),
    );
  });
});
