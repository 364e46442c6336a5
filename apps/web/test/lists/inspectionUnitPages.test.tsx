import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { inspectStationApi, inspectUserApi, sendUnitApi } from '@gcs/contracts';
import { DefinedListPage } from '../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../pages/Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const institution = {
  ordinalNum: 1,
  id: 7,
  stationCode: 'JY33040201',
  stationName: '嘉兴市特种设备检验检测院气瓶检验站',
  divisionCode: '330402',
  divisionName: '南湖区',
  creditCode: '91330100799655058B',
  address: null,
  principal: '王检',
  phone: '0573-82223333',
  licenseNo: 'TS7133-2027',
  licenseIssued: '2024-03-01',
  licenseUntil: '2028-02-28',
  isVehicle: false,
  isValid: true,
  boundFillStationCount: 3,
};

const inspector = {
  ordinalNum: 1,
  id: 21,
  inspectStationId: 7,
  inspectStationName: institution.stationName,
  code: 'JY33040201001',
  name: '张检验',
  phone: '13800001111',
  certificateNo: 'TSZ-QP-000001',
  isValid: true,
};

describe('the inspection institution page', () => {
  it('lists institutions with their state, edits one with its key and opens its bound filling stations', async () => {
    const api = fakeApi();
    sendSpy(api, inspectStationApi.list).mockResolvedValue(page([institution]));
    sendSpy(api, inspectStationApi.update).mockResolvedValue(ok(institution));
    sendSpy(api, inspectStationApi.bound).mockResolvedValue(
      page([
        {
          id: 31,
          stationCode: 'CZ33040201',
          stationName: '南湖液化气充装站',
          divisionName: '南湖区',
          stationTypeName: '燃气充装站',
        },
      ]),
    );
    sendSpy(api, inspectStationApi.candidates).mockResolvedValue(page([]));
    renderPage(<DefinedListPage />, '/UnitManage/InspectStation', api);

    const row = await findRow(institution.stationName);
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(within(row).getByText('2028-02-28')).toBeTruthy();
    expect(screen.getByTestId('record.add')).toBeTruthy();
    expect(screen.getByTestId('record.disable')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑检验机构');
    fireEvent.change(within(dialog).getByLabelText('机构名称'), { target: { value: '嘉兴市气瓶检验中心' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, inspectStationApi.update)).toHaveBeenCalledWith({
        body: expect.objectContaining({
          id: 7,
          stationName: '嘉兴市气瓶检验中心',
          stationCode: 'JY33040201',
          divisionCode: '330402',
          creditCode: institution.creditCode,
        }),
      }),
    );

    fireEvent.click(within(await findRow(institution.stationName)).getByRole('button', { name: '绑定充装单位' }));
    const bound = await findDialog(`${institution.stationName}：已绑定的充装单位`);
    await within(bound).findByText('南湖液化气充装站', {}, slow);
    expect(sendSpy(api, inspectStationApi.bound)).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ InspectStationId: 7, PageIndex: 1 }) }),
    );
  });
});

describe('the inspection user and sending unit pages', () => {
  it('delete an inspector by its key after a confirmation, and show a refusal of the server', async () => {
    const api = fakeApi();
    sendSpy(api, inspectUserApi.list).mockResolvedValue(page([inspector]));
    sendSpy(api, inspectUserApi.remove).mockRejectedValueOnce(
      new Error('张检验：该检验人员仍有1条检验记录，不能删除；可将其停用'),
    );
    renderPage(<DefinedListPage />, '/UnitManage/InspectUser', api);

    fireEvent.click(within(await findRow(inspector.name)).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await findDialog('删除检验人员')).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(sendSpy(api, inspectUserApi.remove)).toHaveBeenCalledWith({ body: { ids: [21] } }));
    expect(await screen.findByText('张检验：该检验人员仍有1条检验记录，不能删除；可将其停用', {}, slow)).toBeTruthy();
  });

  it('list the sending units of the institutions', async () => {
    const api = fakeApi();
    sendSpy(api, sendUnitApi.list).mockResolvedValue(
      page([
        {
          ordinalNum: 1,
          id: 5,
          inspectStationId: 7,
          inspectStationName: institution.stationName,
          code: 'JY33040201S001',
          name: '嘉兴市禾城燃气有限公司',
          creditCode: null,
          contact: '陈',
          phone: '13900002222',
          address: null,
          isValid: false,
        },
      ]),
    );
    renderPage(<DefinedListPage />, '/UnitManage/SendUnit', api);
    const row = await findRow('嘉兴市禾城燃气有限公司');
    expect(within(row).getByText('JY33040201S001')).toBeTruthy();
    expect(within(row).getByText('停用')).toBeTruthy();
    expect(screen.getByRole('form', { name: '送检单位查询条件' })).toBeTruthy();
  });
});
