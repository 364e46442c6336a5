import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillingRecordApi, todayInChina, type FillingRecordRow } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, findRow, page, renderPage, slow, within } from '../Audit/renderPage';

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
  operator: '张师傅',
  fillingWeight: 14.5,
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
});
