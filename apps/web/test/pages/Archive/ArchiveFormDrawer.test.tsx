import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { archiveManagementPage, archiveMessages, menuOfPage } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import type { Api } from '../../../src/api/api';
import { ArchiveFormDrawer } from '../../../src/pages/Archive/form/ArchiveFormDrawer';
import {
  proofBits,
  proofFlags,
  toAddBody,
  toUpdateBody,
  valuesFromDetail,
} from '../../../src/pages/Archive/form/archiveFormValues';
import { fakeApi } from '../../fakeApi';
import { archiveDetail, buttonNamed, findDialog, renderArchive, stationUser } from './archiveFixtures';

const options = (value: number, label: string) => ({
  result: true,
  messeage: '',
  totalCount: 1,
  list: [{ value, label }],
});

function referenceApi(): Api {
  const api = fakeApi();
  vi.mocked(api.dropDown.cylinderVendor).mockResolvedValue(options(5, '示范气瓶制造厂'));
  vi.mocked(api.dropDown.cylinderType).mockResolvedValue(options(6, 'YSP35.5'));
  vi.mocked(api.dropDown.fillingMedium).mockResolvedValue(options(7, '液化石油气'));
  vi.mocked(api.dropDown.cylinderSpec).mockResolvedValue(options(8, '15kg'));
  return api;
}

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** Opens the antd Select labelled `label` and picks the option showing `text`. */
async function choose(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) => element.getAttribute('title') === text,
    );
    if (!found) throw new Error(`没有选项：${text}`);
    return found;
  });
  fireEvent.click(option);
  await waitFor(() => expect(input.closest('.ant-select')?.textContent).toContain(text));
}

async function typeMonth(label: string, month: string) {
  const input = screen.getByLabelText(label);
  await user().click(input);
  await user().type(input, `${month}{enter}`);
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(month));
}

async function fillRequired(barcode: string) {
  await user().type(screen.getByLabelText('气瓶条码'), barcode);
  await choose('制造单位', '示范气瓶制造厂');
  await user().type(screen.getByLabelText('出厂编号'), 'SN100');
  await typeMonth('制造年月', '2020-05');
  await choose('气瓶类型', 'YSP35.5');
  await choose('充装介质', '液化石油气');
  await choose('规格型号', '15kg');
}

const save = () => user().click(buttonNamed('保存'));

describe('registration form', { timeout: 90_000 }, () => {
  it("checks the fields by the contract's body schema, with the contract's messages, before sending anything", async () => {
    const api = referenceApi();
    renderArchive('/GasCylinder/DocManagement', <ArchiveFormDrawer target="new" category={1} onClose={() => {}} />, {
      api,
    });
    await findDialog('新建档案');
    await save();
    const error = { selector: '.ant-form-item-explain-error' };
    const { required } = archiveMessages;
    expect(await screen.findByText(required('barcode'), error)).toBeTruthy();
    const others = ['vendorId', 'serialNumber', 'makeDate', 'typeId', 'mediumId', 'specId'] as const;
    for (const text of [archiveMessages.stationRequired, ...others.map(required)]) {
      expect(screen.getByText(text, error)).toBeTruthy();
    }
    await user().type(screen.getByLabelText('气瓶条码'), 'QP 01');
    expect(await screen.findByText(archiveMessages.barcodeSpaces, error)).toBeTruthy();
    // A failing member does not hide the body's own checks of the other fields.
    expect(screen.getByText(required('vendorId'), error)).toBeTruthy();
    // The contract's cross-field rule: the last inspection cannot precede manufacture (checked again when either moves).
    await typeMonth('上次检验日期', '2019-03');
    expect(screen.queryByText(archiveMessages.inspectionBeforeMake, error)).toBeNull();
    await typeMonth('制造年月', '2020-05');
    expect(await screen.findByText(archiveMessages.inspectionBeforeMake, error)).toBeTruthy();
    expect(screen.queryByText(required('makeDate'), error)).toBeNull();
    expect(api.cylinderRegistry.add).not.toHaveBeenCalled();
  });

  it('turns the proof checkboxes into bit flags, keeps every value on a duplicate barcode, then shows the computed dates', async () => {
    const api = referenceApi();
    vi.mocked(api.cylinderRegistry.add)
      .mockRejectedValueOnce(new ApiError('气瓶条码已存在：QP0100', 400))
      .mockResolvedValueOnce({ result: true, messeage: '建档成功', data: { id: 55 } });
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({
      result: true,
      messeage: '',
      data: archiveDetail({ id: 55, barcode: 'QP0100', nextInspectionDate: '2024-05', scrapDate: '2028-05' }),
    });
    renderArchive('/GasCylinder/DocManagement', <ArchiveFormDrawer target="new" category={1} onClose={() => {}} />, {
      api,
      user: stationUser,
      menus: ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/')],
    });
    await findDialog('新建档案');
    // A station registers for its own station: no station to choose.
    expect(screen.queryByLabelText('充装单位')).toBeNull();
    await fillRequired('QP0100');
    await user().click(screen.getByLabelText('产品质量证明书'));
    await user().click(screen.getByLabelText('产权证明'));
    await save();

    await waitFor(() => expect(api.cylinderRegistry.add).toHaveBeenCalledTimes(1));
    const body = vi.mocked(api.cylinderRegistry.add).mock.calls[0]?.[0]?.body;
    expect(body).toMatchObject({
      barcode: 'QP0100',
      category: 1,
      belongType: 0,
      vendorId: 5,
      serialNumber: 'SN100',
      typeId: 6,
      mediumId: 7,
      specId: 8,
      makeDate: '2020-05',
      proofMaterial: 5,
      archiveImageIds: [],
      otherImageIds: [],
    });
    expect(body).not.toHaveProperty('stationId');
    expect(body).not.toHaveProperty('plateNum');

    expect(await screen.findByText('气瓶条码已存在：QP0100', { selector: '[role="alert"] *' })).toBeTruthy();
    await findDialog('新建档案');
    expect((screen.getByLabelText('气瓶条码') as HTMLInputElement).value).toBe('QP0100');
    expect((screen.getByLabelText('出厂编号') as HTMLInputElement).value).toBe('SN100');
    expect((screen.getByLabelText('产权证明') as HTMLInputElement).checked).toBe(true);

    await save();
    expect(await screen.findByText('下次检验日期和报废日期由检验规则自动计算')).toBeTruthy();
    expect(await screen.findByText('2028-05')).toBeTruthy();
    expect(screen.getByText('2024-05')).toBeTruthy();
    expect(api.cylinder.queryBaseInfoById).toHaveBeenCalledWith(expect.objectContaining({ query: { Id: 55 } }));
  });

  it('edits an archive with its values filled in and sends the changes with its id', async () => {
    const api = referenceApi();
    vi.mocked(api.cylinder.queryBaseInfoById).mockResolvedValue({ result: true, messeage: '', data: archiveDetail() });
    vi.mocked(api.cylinder.queryCylinderValveById).mockResolvedValue({
      result: true,
      messeage: '',
      data: {
        valveVendorName: '示范阀门厂',
        valveModel: 'CYF-5',
        valveSerialNumber: null,
        valveMakeDate: '2019-03',
        isInstalledPressureRetainingValve: null,
      },
    });
    vi.mocked(api.cylinderRegistry.update).mockResolvedValue({ result: true, messeage: '档案已修改', data: { id: 1 } });
    renderArchive('/GasCylinder/DocManagement', <ArchiveFormDrawer target={1} category={1} onClose={() => {}} />, {
      api,
      user: stationUser,
      menus: ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/')],
    });
    await findDialog('编辑档案');
    const barcode = (await screen.findByLabelText('气瓶条码')) as HTMLInputElement;
    expect(barcode.value).toBe('QP0001');
    expect((screen.getByLabelText('产品质量证明书') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('监督检验证书') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('瓶阀型号') as HTMLInputElement).value).toBe('CYF-5');

    const selfCode = screen.getByLabelText('自有编号');
    await user().clear(selfCode);
    await user().type(selfCode, 'ZY002');
    await user().click(screen.getByLabelText('检验合格证'));
    await save();
    await waitFor(() => expect(api.cylinderRegistry.update).toHaveBeenCalledTimes(1));
    const body = vi.mocked(api.cylinderRegistry.update).mock.calls[0]?.[0]?.body;
    expect(body).toMatchObject({
      id: 1,
      barcode: 'QP0001',
      selfCode: 'ZY002',
      proofMaterial: 13,
      vendorId: 5,
      makeDate: '2019-05',
      lastInspectionDate: '2023-05',
      valveModel: 'CYF-5',
      valveSerialNumber: null,
      status: 0,
    });
    expect(body).not.toHaveProperty('archiveImageIds');
    expect(await screen.findByText('档案已修改')).toBeTruthy();
  });
});

describe('registration values', () => {
  it('reads and writes proofMaterial as bit flags', () => {
    expect(proofBits(5)).toEqual([1, 4]);
    expect(proofBits(15)).toEqual([1, 2, 4, 8]);
    expect(proofBits(0)).toEqual([]);
    expect(proofFlags([1, 4])).toBe(5);
    expect(proofFlags([8, 2, 2])).toBe(10);
    expect(proofFlags(undefined)).toBe(0);
  });

  it('sends the vehicle fields for vehicle cylinders only, and the station only when chosen', () => {
    const values = {
      barcode: ' QP1 ',
      stationId: 31,
      plateNum: '示A1',
      vehicleTypeId: 2,
      makeDate: dayjs('2020-05-01'),
      installDate: dayjs('2021-02-03'),
    };
    const liquefied = toAddBody(values, { category: 1, withStation: false });
    expect(liquefied).toMatchObject({ barcode: 'QP1', category: 1, makeDate: '2020-05', proofMaterial: 0 });
    expect(liquefied).not.toHaveProperty('stationId');
    expect(liquefied).not.toHaveProperty('plateNum');
    const vehicle = toAddBody(values, { category: 3, withStation: true }, '出租车');
    expect(vehicle).toMatchObject({
      stationId: 31,
      plateNum: '示A1',
      vehicleTypeId: 2,
      vcTypeName: '出租车',
      installDate: '2021-02-03',
    });
  });

  it('clears emptied fields in an edit and round-trips an archive unchanged', () => {
    const detail = archiveDetail({ selfCode: 'ZY1' });
    const values = { ...valuesFromDetail(detail, null), selfCode: '  ' };
    const body = toUpdateBody(1, values, { category: 1, withStation: true });
    expect(body).toMatchObject({ id: 1, selfCode: null, stationId: 31, proofMaterial: 5, makeDate: '2019-05' });
    expect(body).not.toHaveProperty('otherImageIds');
  });
});
