import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  archiveQueryPage,
  cylinderListPage,
  menuOfPage,
  menusOfPage,
  pathOfPage,
  regulatorOperationApi,
  vehicleArchivePage,
} from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import {
  archiveRow,
  buttonNamed,
  buttonsNamed,
  columnTitles,
  findButton,
  findDialog,
  listOf,
  managerMenus,
  readerMenus,
  renderArchive,
  rowWith,
} from './archiveFixtures';

const rows = (count: number, start = 1) =>
  Array.from({ length: count }, (_, index) =>
    archiveRow({
      id: start + index,
      ordinalNum: start + index,
      barcode: `QP${String(start + index).padStart(4, '0')}`,
    }),
  );

describe('archive query page', { timeout: 60_000 }, () => {
  it('queries the liquefied area at first, sends the filter names exactly and pages', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf(rows(3), 45));
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

    expect(await screen.findByText('QP0001')).toBeTruthy();
    expect(vi.mocked(api.cylinder.list).mock.calls[0]?.[0]?.query).toEqual({
      CylinderCategory: 1,
      PageIndex: 1,
      CountPerPage: 20,
    });

    await user.type(screen.getByLabelText('气瓶条码'), ' QP0042 ');
    await user.type(screen.getByLabelText('出厂编号'), 'SN42');
    await user.click(buttonNamed('查询'));
    await waitFor(() =>
      expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toEqual({
        CylinderCategory: 1,
        Barcode: 'QP0042',
        SerialNumber: 'SN42',
        PageIndex: 1,
        CountPerPage: 20,
      }),
    );

    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() =>
      expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toMatchObject({
        Barcode: 'QP0042',
        PageIndex: 2,
        CountPerPage: 20,
      }),
    );
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });

  it('reads the category from the path and lists vehicles through vclist with the vehicle columns', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.vclist).mockResolvedValue(
      listOf([archiveRow({ category: 3, plateNum: '示A12345', vcTypeName: '出租车', departmentName: '示范出租公司' })]),
    );
    renderArchive(pathOfPage(vehicleArchivePage.kind), <DefinedListPage />, {
      api,
      menus: ['003', menuOfPage(vehicleArchivePage.kind)],
    });
    expect(await screen.findByText('示A12345')).toBeTruthy();
    expect(vi.mocked(api.cylinder.vclist).mock.calls[0]?.[0]?.query).toMatchObject({ CylinderCategory: 3 });
    expect(api.cylinder.list).not.toHaveBeenCalled();
    expect(columnTitles()).toEqual(expect.arrayContaining(['车牌号', '车辆类型', '使用单位', '安装单位']));
    expect(screen.getByText('示范出租公司')).toBeTruthy();
  });

  it('colours rows by their status text', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(
      listOf([
        archiveRow({ id: 1, barcode: 'QP0001', cylinderStatus: '超期未检' }),
        archiveRow({ id: 2, barcode: 'QP0002', cylinderStatus: '已报废', status: 2 }),
        archiveRow({ id: 3, barcode: 'QP0003' }),
      ]),
    );
    renderArchive('/IndustryCylinder/DocQuery', <DefinedListPage />, {
      api,
      menus: ['002', menuOfPage(archiveQueryPage.kind, '/IndustryCylinder/')],
    });
    const overdue = (await screen.findByText('QP0001')).closest('tr');
    expect(overdue?.getAttribute('data-row-kind')).toBe('overdueInspection');
    expect(screen.getByText('QP0002').closest('tr')?.getAttribute('data-row-kind')).toBe('scrapped');
    expect(screen.getByText('QP0003').closest('tr')?.getAttribute('data-row-kind')).toBe('normal');
    expect(vi.mocked(api.cylinder.list).mock.calls[0]?.[0]?.query).toMatchObject({ CylinderCategory: 2 });
  });

  it('shows only 查看 to a user without the manage and blacklist menus', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({})]));
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api, menus: readerMenus });
    expect(await findButton('查看')).toBeTruthy();
    expect(buttonsNamed('编辑')[0] ?? null).toBeNull();
    expect(buttonsNamed('删除')[0] ?? null).toBeNull();
    expect(buttonsNamed('加入黑名单')[0] ?? null).toBeNull();
  });

  it('offers 编辑, 删除 and 加入黑名单 to a user holding those menus, and deletes only after confirmation', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ id: 9, barcode: 'QP0009' })]));
    vi.mocked(api.cylinderRegistry.delete).mockResolvedValue({
      result: true,
      messeage: '已删除1条档案',
      data: { deleted: 1 },
    });
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api, menus: managerMenus });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    expect(await findButton('编辑')).toBeTruthy();
    expect(buttonNamed('加入黑名单')).toBeTruthy();

    await user.click(buttonNamed('删除'));
    expect(await screen.findByText('确定删除该气瓶档案吗？删除后档案将标记为已删除。')).toBeTruthy();
    await user.click(buttonNamed('取消'));
    await waitFor(() => expect(screen.queryByText('确定删除该气瓶档案吗？删除后档案将标记为已删除。')).toBeNull());
    expect(api.cylinderRegistry.delete).not.toHaveBeenCalled();

    const listCalls = vi.mocked(api.cylinder.list).mock.calls.length;
    await user.click(buttonNamed('删除'));
    await user.click(await findButton('确定'));
    await waitFor(() => expect(api.cylinderRegistry.delete).toHaveBeenCalledWith({ body: { ids: [9] } }));
    expect(await screen.findByText('已删除1条档案')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.cylinder.list).mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('blacklists with a required reason and refreshes the list', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ id: 9, barcode: 'QP0009' })]));
    vi.mocked(api.blacklist.add).mockResolvedValue({
      result: true,
      messeage: '已加入黑名单',
      data: { count: 1, ids: [3] },
    });
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await user.click(await findButton('加入黑名单'));
    const dialog = await findDialog('加入黑名单 - QP0009');
    await user.click(buttonNamed('确定', dialog));
    expect(await within(dialog).findByText('请填写加入黑名单的原因')).toBeTruthy();
    expect(api.blacklist.add).not.toHaveBeenCalled();

    const listCalls = vi.mocked(api.cylinder.list).mock.calls.length;
    await user.type(within(dialog).getByLabelText('加入黑名单的原因'), '私自改装瓶阀');
    await user.click(buttonNamed('确定', dialog));
    await waitFor(() =>
      expect(api.blacklist.add).toHaveBeenCalledWith({
        body: { cylinderId: 9, reason: '私自改装瓶阀', evidenceFiles: [] },
      }),
    );
    await waitFor(() => expect(vi.mocked(api.cylinder.list).mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('keeps the blacklist dialog open with the reason when the server refuses', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ id: 9, barcode: 'QP0009' })]));
    vi.mocked(api.blacklist.add).mockRejectedValue(new Error('气瓶已在黑名单中：QP0009'));
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await user.click(await findButton('加入黑名单'));
    const dialog = await findDialog('加入黑名单 - QP0009');
    await user.type(within(dialog).getByLabelText('加入黑名单的原因'), '私自改装瓶阀');
    await user.click(buttonNamed('确定', dialog));
    expect(await within(dialog).findByText('气瓶已在黑名单中：QP0009', { selector: '[role="alert"] *' })).toBeTruthy();
    expect((within(dialog).getByLabelText('加入黑名单的原因') as HTMLTextAreaElement).value).toBe('私自改装瓶阀');
  });
});

describe('stopping and reporting a cylinder lost from the archive', { timeout: 60_000 }, () => {
  const flaggerMenus = [...readerMenus, ...menusOfPage('abnormal')];

  it('offers 监管停用 and 报失 on a cylinder in use to a regulator holding the abnormal menus, and not otherwise', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(
      listOf([archiveRow({ id: 9, barcode: 'QP0009' }), archiveRow({ id: 10, barcode: 'QP0010', status: 2 })]),
    );
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api, menus: flaggerMenus });
    await screen.findByText('QP0010');
    expect(within(rowWith('QP0009')).queryByRole('button', { name: '监管停用' })).toBeTruthy();
    expect(within(rowWith('QP0009')).queryByRole('button', { name: '报失' })).toBeTruthy();
    expect(within(rowWith('QP0010')).queryByRole('button', { name: '监管停用' })).toBeNull();
    expect(within(rowWith('QP0010')).queryByRole('button', { name: '报失' })).toBeNull();
  });

  it('offers neither to a user without the abnormal menus, and only 报失 to a filling station', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ id: 9, barcode: 'QP0009' })]));
    const reader = renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api, menus: readerMenus });
    await screen.findByText('QP0009');
    expect(buttonsNamed('监管停用')[0] ?? null).toBeNull();
    expect(buttonsNamed('报失')[0] ?? null).toBeNull();
    reader.unmount();

    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, {
      api,
      menus: flaggerMenus,
      user: { belongToType: 1, belongTo: 31 },
    });
    await screen.findByText('QP0009');
    expect(buttonsNamed('监管停用')[0] ?? null).toBeNull();
    expect(buttonNamed('报失')).toBeTruthy();
  });

  it('stops a cylinder only with a reason, then refreshes the list', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ id: 9, barcode: 'QP0009' })]));
    const stop = sendSpy(api, regulatorOperationApi.stop).mockResolvedValue({
      result: true,
      messeage: '',
      data: { count: 1 },
    });
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api, menus: flaggerMenus });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await user.click(await findButton('监管停用'));
    const dialog = await findDialog('监管停用 - QP0009');
    await user.click(buttonNamed('确定监管停用', dialog));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(stop).not.toHaveBeenCalled();

    const listCalls = vi.mocked(api.cylinder.list).mock.calls.length;
    await user.type(within(dialog).getByLabelText('停用原因'), '瓶阀泄漏待查');
    await user.click(buttonNamed('确定监管停用', dialog));
    await waitFor(() => expect(stop).toHaveBeenCalledWith({ body: { CylinderIds: [9], Reason: '瓶阀泄漏待查' } }));
    expect(await screen.findByText('已停用 1 个气瓶')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.cylinder.list).mock.calls.length).toBeGreaterThan(listCalls));
  });
});

describe('archive management page', { timeout: 60_000 }, () => {
  it('offers 新建档案, 批量导入 and deletes the selected rows after confirmation', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf(rows(3)));
    vi.mocked(api.cylinderRegistry.delete).mockResolvedValue({
      result: true,
      messeage: '已删除2条档案',
      data: { deleted: 2 },
    });
    renderArchive('/GasCylinder/DocManagement', <DefinedListPage />, { api });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await screen.findByText('QP0001');
    expect(buttonNamed(/新建档案/)).toBeTruthy();
    expect(buttonNamed(/批量导入/)).toBeTruthy();
    const batchDelete = buttonNamed(/批量删除/);
    expect(batchDelete.hasAttribute('disabled')).toBe(true);

    await user.click(rowWith('QP0001').querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(rowWith('QP0003').querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(buttonNamed(/批量删除（2）/));
    expect(await screen.findByText('确定删除选中的 2 条气瓶档案吗？删除后档案将标记为已删除。')).toBeTruthy();
    await user.click(buttonNamed('确定'));
    await waitFor(() => expect(api.cylinderRegistry.delete).toHaveBeenCalledWith({ body: { ids: [1, 3] } }));
  });

  it('shows no management buttons to a user without the manage menu', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf(rows(1)));
    renderArchive('/GasCylinder/DocManagement', <DefinedListPage />, { api, menus: readerMenus });
    await screen.findByText('QP0001');
    expect(buttonsNamed(/新建档案/)[0] ?? null).toBeNull();
    expect(buttonsNamed(/批量导入/)[0] ?? null).toBeNull();
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('uses the cylinder-list columns and codes on the vehicle CylinderList page', async () => {
    const api = fakeApi();
    const { ordinalNum, stationName, status, cylinderStatus, ...archive } = archiveRow({
      category: 3,
      plateNum: '示B00001',
      stationName: '示范车用气充装站',
      volume: 80,
      cylinderStatus: '超期未检',
    });
    vi.mocked(api.cylinder.cylinderList).mockResolvedValue(
      listOf([
        {
          ...archive,
          rowNumber: ordinalNum,
          fillingStationName: stationName,
          status: cylinderStatus,
          statusCode: status,
        },
      ]),
    );
    renderArchive(pathOfPage(cylinderListPage.kind), <DefinedListPage />, {
      api,
      menus: ['003', menuOfPage(cylinderListPage.kind)],
    });
    expect(await screen.findByText('示B00001')).toBeTruthy();
    expect(vi.mocked(api.cylinder.cylinderList).mock.calls[0]?.[0]?.query).toMatchObject({ CylinderCategory: 3 });
    expect(api.cylinder.list).not.toHaveBeenCalled();
    expect(columnTitles()).toEqual(
      expect.arrayContaining(['审核提示', '建档人', '产权标识码', '条码颜色状态', '最后修改时间', '车牌号', '容积(L)']),
    );
    // fillingStationName, volume and the status text fill their columns; the status text colours the row.
    expect(screen.getByText('示范车用气充装站')).toBeTruthy();
    expect(screen.getByText('80')).toBeTruthy();
    const row = document.querySelector('tr[data-row-kind="overdueInspection"]');
    expect(row?.textContent).toContain('超期未检');
    expect(buttonNamed(/新建档案/)).toBeTruthy();
  });

  it('orders the list on the server by a sortable column, both ways, and exports in that order', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf(rows(3), 45));
    vi.mocked(api.shared.download).mockReturnValue(new Promise<Blob>(() => undefined));
    renderArchive('/GasCylinder/DocQuery', <DefinedListPage />, { api });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await screen.findByText('QP0001');
    const header = (title: string) =>
      screen.getAllByRole('columnheader').find((cell) => cell.textContent === title) as HTMLElement;
    expect(header('气瓶条码').classList.contains('ant-table-column-has-sorters')).toBe(false);

    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toMatchObject({ PageIndex: 2 }));
    await user.click(header('制造年月'));
    await waitFor(() =>
      expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toEqual({
        CylinderCategory: 1,
        SortField: 'makeDate',
        SortOrder: 'asc',
        PageIndex: 1,
        CountPerPage: 20,
      }),
    );
    await user.click(header('制造年月'));
    await waitFor(() =>
      expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toMatchObject({
        SortField: 'makeDate',
        SortOrder: 'desc',
      }),
    );

    await user.click(buttonNamed(/导出/));
    await user.click(await findButton('确定'));
    await waitFor(() =>
      expect(api.shared.download).toHaveBeenCalledWith(
        '/api/samr/Cylinder/list',
        expect.objectContaining({ SortField: 'makeDate', SortOrder: 'desc', isExport: true }),
        expect.any(AbortSignal),
        expect.any(Function),
      ),
    );

    await user.click(header('制造年月'));
    await waitFor(() => expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).not.toHaveProperty('SortField'));
  });
});
