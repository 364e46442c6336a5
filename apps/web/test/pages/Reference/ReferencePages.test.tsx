import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { referenceMessages, type SpecRow, type VehicleTypeRow } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi } from '../../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../Audit/renderPage';

const taxi: VehicleTypeRow = { id: 3, name: '出租车', durableYears: 8, inspectionPeriodYears: 2, isValid: true };

function typeIn(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

vi.setConfig({ testTimeout: 90_000 });

describe('reference data pages (list definitions with a record editor)', () => {
  it('lists vehicle types with the default page and shows their years and state', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.list).mockResolvedValue(page([taxi]));
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    const row = await findRow('出租车');
    expect(within(row).getByText('8')).toBeTruthy();
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(api.vehicleType.list).toHaveBeenCalledWith({
      query: { PageIndex: 1, CountPerPage: 20 },
      signal: expect.anything(),
    });
  });

  it('filters by name and state', async () => {
    const api = fakeApi();
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.change(await screen.findByLabelText('名称', {}, slow), { target: { value: ' 出租 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.vehicleType.list).toHaveBeenLastCalledWith({
        query: { Name: '出租', PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
  });

  it('checks the form in Chinese before sending, then adds the vehicle type', async () => {
    const api = fakeApi();
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, slow));
    const dialog = await findDialog('新增车辆类型');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写车辆类型名称')).toBeTruthy();
    expect(await within(dialog).findByText('使用年限必须是1到50之间的整数')).toBeTruthy();
    expect(await within(dialog).findByText('检验周期必须是1到10之间的整数')).toBeTruthy();

    typeIn(dialog, '车辆类型名称', '公交车');
    typeIn(dialog, '使用年限', '60');
    typeIn(dialog, '检验周期', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('使用年限必须是1到50之间的整数')).toBeTruthy();
    expect(api.vehicleType.add).not.toHaveBeenCalled();

    typeIn(dialog, '使用年限', '15');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.vehicleType.add).toHaveBeenCalledWith({
        body: { name: '公交车', durableYears: 15, inspectionPeriodYears: 3, isValid: true },
      }),
    );
    expect(await screen.findByText('车辆类型已新增')).toBeTruthy();
  });

  it('keeps the form open with what was typed when the server refuses', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.add).mockRejectedValue(new ApiError(referenceMessages.vehicleTypeTaken('公交车'), 400));
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, slow));
    const dialog = await findDialog('新增车辆类型');
    typeIn(dialog, '车辆类型名称', '公交车');
    typeIn(dialog, '使用年限', '15');
    typeIn(dialog, '检验周期', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('车辆类型已存在：公交车')).toBeTruthy();
    expect((within(dialog).getByLabelText('车辆类型名称') as HTMLInputElement).value).toBe('公交车');
    expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0);
  });

  it('edits an entry with its values filled in and sends its id', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.list).mockResolvedValue(page([taxi]));
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(within(await findRow('出租车')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑车辆类型');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('车辆类型名称') as HTMLInputElement).value).toBe('出租车'),
    );
    typeIn(dialog, '检验周期', '1');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.vehicleType.update).toHaveBeenCalledWith({
        body: { id: 3, name: '出租车', durableYears: 8, inspectionPeriodYears: 1, isValid: true },
      }),
    );
  });

  it('asks before deleting, and shows the refusal of an entry in use', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.list).mockResolvedValue(page([taxi]));
    vi.mocked(api.vehicleType.delete).mockRejectedValue(new ApiError(referenceMessages.inUse, 400));
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(within(await findRow('出租车')).getByRole('button', { name: '删除' }));
    let confirm = await findDialog('删除车辆类型');
    expect(within(confirm).getByText('确定删除车辆类型“出租车”吗？删除后不能恢复。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('确定删除车辆类型“出租车”吗？删除后不能恢复。')).toBeNull());
    expect(api.vehicleType.delete).not.toHaveBeenCalled();

    fireEvent.click(within(await findRow('出租车')).getByRole('button', { name: '删除' }));
    confirm = await findDialog('删除车辆类型');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(api.vehicleType.delete).toHaveBeenCalledWith({ body: { id: 3 } }));
    expect(await screen.findByText(referenceMessages.inUse)).toBeTruthy();
  });

  it('disables and enables an entry', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.list).mockResolvedValue(page([taxi, { ...taxi, id: 4, name: '公交车', isValid: false }]));
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(within(await findRow('出租车')).getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(api.vehicleType.batchIsValid).toHaveBeenCalledWith({ body: { ids: [3], isValid: false } }),
    );
    fireEvent.click(within(await findRow('公交车')).getByRole('button', { name: '启用' }));
    await waitFor(() =>
      expect(api.vehicleType.batchIsValid).toHaveBeenCalledWith({ body: { ids: [4], isValid: true } }),
    );
  });

  it('starts the vehicle CylinderType page on the vehicle category', async () => {
    const api = fakeApi();
    renderPage(<DefinedListPage />, '/VehicleCylinder/CylinderType', api);
    await waitFor(() =>
      expect(api.cylinderType.list).toHaveBeenCalledWith({
        query: { CylinderCategory: 3, PageIndex: 1, CountPerPage: 20 },
        signal: expect.anything(),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, slow));
    const dialog = await findDialog('新增气瓶类型');
    typeIn(dialog, '气瓶类型名称', '缠绕气瓶');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.cylinderType.add).toHaveBeenCalledWith({ body: { name: '缠绕气瓶', category: 3, isValid: true } }),
    );
  });

  it('ReferenceData has the four kinds; the vendor code is required and a spec edit keeps its preset weight', async () => {
    const api = fakeApi();
    const spec: SpecRow = {
      id: 9,
      name: 'YSP-15',
      category: 1,
      categoryName: '液化气瓶',
      mediumId: 2,
      mediumName: '液化石油气',
      presetWeight: 14.5,
      isValid: true,
    };
    vi.mocked(api.spec.list).mockResolvedValue(page([spec]));
    vi.mocked(api.medium.list).mockResolvedValue(
      page([{ id: 2, name: '液化石油气', category: 1, categoryName: '液化气瓶', isValid: true }]),
    );
    renderPage(<DefinedListPage />, '/Setting/ReferenceData', api);
    for (const tab of ['制造单位', '充装介质', '气瓶类型', '气瓶规格'])
      expect(await screen.findByRole('tab', { name: tab }, slow)).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, slow));
    const vendorDialog = await findDialog('新增制造单位');
    typeIn(vendorDialog, '制造单位名称', '示范气瓶厂');
    fireEvent.click(within(vendorDialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(vendorDialog).findByText('请填写制造单位代码')).toBeTruthy();
    expect(api.vendor.add).not.toHaveBeenCalled();
    fireEvent.click(within(vendorDialog).getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(screen.getByRole('tab', { name: '气瓶规格' }));
    const row = await findRow('YSP-15');
    expect(within(row).getByText('14.5')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const specDialog = await findDialog('编辑气瓶规格');
    await within(specDialog).findByText('液化石油气');
    fireEvent.click(within(specDialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.spec.update).toHaveBeenCalledWith({
        body: { id: 9, name: 'YSP-15', category: 1, mediumId: 2, presetWeight: 14.5, isValid: true },
      }),
    );
    expect(api.medium.list).toHaveBeenCalledWith({
      query: { CylinderCategory: 1, CountPerPage: 500 },
      signal: expect.anything(),
    });
  });

  it('answers the add with the server message when it sends one', async () => {
    const api = fakeApi();
    vi.mocked(api.vehicleType.add).mockResolvedValue(ok(taxi, '已保存车辆类型') as never);
    renderPage(<DefinedListPage />, '/VehicleCylinder/TypeManagement', api);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, slow));
    const dialog = await findDialog('新增车辆类型');
    typeIn(dialog, '车辆类型名称', '公交车');
    typeIn(dialog, '使用年限', '15');
    typeIn(dialog, '检验周期', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存车辆类型')).toBeTruthy();
  });
});
