import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  deliveryApi,
  deliveryRecordsPage,
  fillingRecordApi,
  fillingRecordsPage,
  menuOfPage,
  todayInChina,
  type FillingRecordRow,
} from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { renderArchive, stationUser } from '../Archive/archiveFixtures';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const record: FillingRecordRow = {
  id: 51,
  ordinalNum: 1,
  fillingGuid: '00000000-0000-4000-8000-000000000051',
  stationId: 3,
  stationName: '示范燃气有限公司',
  balance: '1号秤',
  cylinderId: 7,
  cylinderBarcode: 'QP0051',
  cylinderSpec: 'YSP35.5',
  mediumName: '液化石油气',
  operatorName: '张师傅',
  fillingWeight: 14.5,
  selfWeight: 14.7,
  presetWeight: 14.5,
  beginWeight: 15,
  endWeight: 29.5,
  residualLiquidWeight: 0.3,
  fillingPressure: null,
  temperature: 18,
  plateNumber: null,
  beginTime: '2026-06-02 09:00:00',
  endTime: '2026-06-02 09:03:00',
  cylinderState: '正常',
  operationTime: null,
  insertTime: '2026-06-02 09:03:10',
  fillingSeconds: 180,
  flags: 128,
  flagNames: '连续充装',
  deliveryTime: null,
  deliveryOperator: null,
  deliveryUser: null,
  deliveryAddress: null,
};

describe('filling-record pages', () => {
  it('ask for today’s records of the area’s category at first', async () => {
    const api = fakeApi();
    const list = sendSpy(api, fillingRecordApi.list).mockResolvedValue(page([record]));
    renderPage(<DefinedListPage />, '/GasCylinder/FillingRecord', api);
    const today = todayInChina();
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        expect.objectContaining({
          query: { CylinderCategory: 1, From: today, To: today, PageIndex: 1, CountPerPage: 20 },
        }),
      ),
    );
    const shown = await findRow('QP0051');
    expect(within(shown).getByText('连续充装')).toBeTruthy();
  });

  it('say when today has no records and widen to the last 7 days in one click', async () => {
    const api = fakeApi();
    const list = sendSpy(api, fillingRecordApi.list).mockResolvedValue(page([]));
    renderPage(<DefinedListPage />, '/GasCylinder/FillingRecord', api);
    expect(await screen.findByText('所选充装日期内暂无数据', {}, slow)).toBeTruthy();
    list.mockResolvedValue(page([record]));
    fireEvent.click(screen.getByRole('button', { name: '查看最近7天' }));
    const today = todayInChina();
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(list.mock.lastCall?.[0].query).toMatchObject({ From: weekAgo, To: today }));
    await findRow('QP0051');
    expect(screen.queryByRole('button', { name: '查看最近7天' })).toBeNull();
  });

  it('ask the vehicle records of the list call, with a plate-number filter', async () => {
    const api = fakeApi();
    const list = sendSpy(api, fillingRecordApi.vehicleList);
    renderPage(<DefinedListPage />, '/VehicleCylinder/FillingRecord', api);
    const filter = await screen.findByRole('form', { name: '充装记录查询条件' }, slow);
    expect(within(filter).getByText('车牌号码')).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(list.mock.calls[0]?.[0].query).not.toHaveProperty('CylinderCategory');
  });

  it('open a record’s cylinder history in a dialog', async () => {
    const api = fakeApi();
    sendSpy(api, fillingRecordApi.list).mockResolvedValue(page([record]));
    const history = sendSpy(api, fillingRecordApi.history).mockResolvedValue(
      page([record, { ...record, id: 50, fillingGuid: 'older', beginTime: '2026-05-20 08:00:00', flagNames: '' }]),
    );
    renderPage(<DefinedListPage />, '/GasCylinder/FillingRecord', api);
    fireEvent.click(within(await findRow('QP0051')).getByRole('button', { name: '充装历史' }));
    const dialog = await findDialog('QP0051 - 充装历史');
    await waitFor(() =>
      expect(history).toHaveBeenCalledWith(
        expect.objectContaining({ query: { Barcode: 'QP0051', PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
    expect(await within(dialog).findByText('2026-05-20 08:00:00')).toBeTruthy();
  });

  it('let the history page wait for a barcode before it asks', async () => {
    const api = fakeApi();
    const history = sendSpy(api, fillingRecordApi.history).mockResolvedValue(page([record]));
    renderPage(<DefinedListPage />, '/VehicleCylinder/FillHistory', api);
    expect(await screen.findByText('请输入气瓶条码后查询', {}, slow)).toBeTruthy();
    expect(history).not.toHaveBeenCalled();
    const filter = screen.getByRole('form', { name: '充装历史查询条件' });
    fireEvent.change(within(filter).getByLabelText('气瓶条码'), { target: { value: 'QP0051' } });
    fireEvent.click(within(filter).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(history).toHaveBeenCalledWith(
        expect.objectContaining({ query: { Barcode: 'QP0051', PageIndex: 1, CountPerPage: 20 } }),
      ),
    );
    expect(await findRow('QP0051')).toBeTruthy();
  });

  it('let a station record the delivery of an undelivered filling, once', async () => {
    const api = fakeApi();
    sendSpy(api, fillingRecordApi.list).mockResolvedValue(
      page([
        record,
        {
          ...record,
          id: 52,
          cylinderBarcode: 'QP0052',
          deliveryTime: '2026-06-02 11:00:00',
          deliveryOperator: '李师傅',
          deliveryUser: '王女士',
          deliveryAddress: '凤凰路8号',
        },
      ]),
    );
    const add = sendSpy(api, deliveryApi.add).mockResolvedValue(ok({ id: 3 }, '已保存配送记录'));
    renderArchive('/GasCylinder/FillingRecord', <DefinedListPage />, {
      menus: [
        '001',
        menuOfPage(fillingRecordsPage.kind, '/GasCylinder/'),
        '005',
        '005006',
        menuOfPage(deliveryRecordsPage.kind),
      ],
      api,
      user: stationUser,
    });
    expect(within(await findRow('QP0052')).queryByRole('button', { name: '录入配送' })).toBeNull();
    fireEvent.click(within(await findRow('QP0051')).getByRole('button', { name: '录入配送' }));
    const dialog = await findDialog('录入配送');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入配送人员', {}, slow)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('配送人员'), { target: { value: '张师傅' } });
    fireEvent.change(within(dialog).getByLabelText('收货用户'), { target: { value: '王女士' } });
    fireEvent.change(within(dialog).getByLabelText('配送地址'), { target: { value: '凤凰路8号3幢201室' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        body: expect.objectContaining({
          FillingGuid: record.fillingGuid,
          DeliveryOperator: '张师傅',
          DeliveryUser: '王女士',
          DeliveryAddress: '凤凰路8号3幢201室',
        }),
      }),
    );
    expect(await screen.findByText('已保存配送记录', {}, slow)).toBeTruthy();
  });
});
