import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  districtApi,
  regulatorApi,
  regulatorFillStationApi,
  regulatorInspectStationApi,
  type DistrictRow,
  type RegulatorRow,
} from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const nanhu: RegulatorRow = {
  ordinalNum: 1,
  id: 2,
  regulatorName: '嘉兴市南湖区市场监督管理局',
  divisionCode: '330402',
  divisionName: '南湖区',
  parentId: 1,
  parentName: '嘉兴市市场监督管理局',
  level: 3,
  levelName: '区县级',
  isValid: true,
  stationCount: 6,
  userCount: 1,
  createdAt: '2018-03-01 09:00:00',
};

const jiaxing: DistrictRow = {
  ordinalNum: 1,
  code: '330402',
  name: '南湖区',
  parentCode: '330400',
  parentName: '嘉兴市',
  level: 3,
  levelName: '区县级',
  childCount: 0,
  regulatorCount: 1,
  stationCount: 7,
};

describe('the regulators page (/UnitManage/Regulator)', () => {
  function render() {
    const api = fakeApi();
    sendSpy(api, regulatorApi.list).mockResolvedValue(page([nanhu]));
    for (const call of [regulatorApi.batchValid, regulatorApi.remove, regulatorFillStationApi.save]) {
      sendSpy(api, call).mockResolvedValue(ok({ count: 1 }));
    }
    renderPage(<DefinedListPage />, '/UnitManage/Regulator', api);
    return api;
  }

  it('lists the regulators with their region, parent, level, counts and state, filtered by name', async () => {
    const api = render();
    const row = await findRow(nanhu.regulatorName);
    for (const text of ['南湖区', '嘉兴市市场监督管理局', '区县级', '6', '启用']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    for (const action of ['编辑', '绑定充装单位', '绑定检验机构', '删除']) {
      expect(within(row).getByRole('button', { name: action })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText('监管单位名称'), { target: { value: ' 南湖 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(sendSpy(api, regulatorApi.list)).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { RegulatorName: '南湖', PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
  });

  it('disables the chosen regulators and deletes one by its id', async () => {
    const api = render();
    fireEvent.click(within(await findRow(nanhu.regulatorName)).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('record.disable'));
    fireEvent.click(within(await findDialog('停用监管单位')).getByRole('button', { name: '确定停用' }));
    await waitFor(() =>
      expect(sendSpy(api, regulatorApi.batchValid)).toHaveBeenCalledWith({ body: { ids: [2], isValid: false } }),
    );
    fireEvent.click(within(await findRow(nanhu.regulatorName)).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await findDialog('删除监管单位')).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(sendSpy(api, regulatorApi.remove)).toHaveBeenCalledWith({ body: { ids: [2] } }));
  });

  it('opens the bound filling stations of a regulator and binds candidates by RegulatorId', async () => {
    const api = render();
    sendSpy(api, regulatorFillStationApi.bound).mockResolvedValue(
      page([
        {
          id: 31,
          stationCode: 'CZ33040201',
          stationName: '嘉兴市南湖区东升液化气充装站',
          divisionName: '南湖区',
          stationTypeName: '燃气充装站',
          isValid: true,
        },
      ]),
    );
    sendSpy(api, regulatorFillStationApi.candidates).mockResolvedValue(
      page([
        {
          id: 41,
          stationCode: 'CZ33041101',
          stationName: '嘉兴市秀洲区洪兴燃气有限公司充装站',
          divisionName: '秀洲区',
          stationTypeName: '燃气充装站',
          isValid: true,
        },
      ]),
    );
    fireEvent.click(within(await findRow(nanhu.regulatorName)).getByRole('button', { name: '绑定充装单位' }));
    const bound = await findDialog(`${nanhu.regulatorName}：已绑定的充装单位`);
    await within(bound).findByText('嘉兴市南湖区东升液化气充装站', {}, slow);
    expect(sendSpy(api, regulatorFillStationApi.bound)).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ RegulatorId: 2, PageIndex: 1 }) }),
    );
    expect(sendSpy(api, regulatorInspectStationApi.bound)).not.toHaveBeenCalled();

    fireEvent.click(within(bound).getByRole('button', { name: '添加充装单位' }));
    const picker = await findDialog('添加充装单位');
    const candidate = await within(picker).findByText('嘉兴市秀洲区洪兴燃气有限公司充装站', {}, slow);
    fireEvent.click(within(candidate.closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: '绑定（1）' }));
    await waitFor(() =>
      expect(sendSpy(api, regulatorFillStationApi.save)).toHaveBeenCalledWith({
        body: { RegulatorId: 2, stationIds: [41] },
      }),
    );
  });
});

describe('the regional management page (/Setting/RegionalManagement)', () => {
  function render() {
    const api = fakeApi();
    sendSpy(api, districtApi.list).mockResolvedValue(page([jiaxing]));
    for (const call of [districtApi.update, districtApi.remove]) sendSpy(api, call).mockResolvedValue(ok());
    renderPage(<DefinedListPage />, '/Setting/RegionalManagement', api);
    return api;
  }

  it('lists the regions with what each holds, renames one by its code and deletes one by its code', async () => {
    const api = render();
    const row = await findRow('南湖区');
    for (const text of ['330402', '区县级', '嘉兴市', '7']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('record.disable')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑区域');
    fireEvent.change(within(dialog).getByLabelText('区域名称'), { target: { value: '南湖新区' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, districtApi.update)).toHaveBeenCalledWith({
        body: expect.objectContaining({ code: '330402', name: '南湖新区' }),
      }),
    );

    fireEvent.click(within(await findRow('南湖区')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await findDialog('删除区域')).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(sendSpy(api, districtApi.remove)).toHaveBeenCalledWith({ body: { ids: ['330402'] } }));
  });
});
