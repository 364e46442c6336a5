import { describe, expect, it, vi } from 'vitest';
import { fillStationCountPage, menuOfPage, pathOfPage, useStationCountPage } from '@gcs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi } from '../../fakeApi';
import { archiveRow, buttonNamed, findDialog, listOf, renderArchive } from './archiveFixtures';

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** A count list's answer with its 合计 (every filtered cylinder). */
const withTotal = <T,>(answer: T, cylinderCount: number) => ({ ...answer, summary: { cylinderCount } });

/** The texts of the table's 合计 row, column by column. */
function summaryRowCells(): string[] {
  const row = screen.getByText('合计').closest('tr');
  if (!row) throw new Error('没有合计行');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('archive counts', { timeout: 60_000 }, () => {
  it('counts vehicle cylinders by filling station and opens the archives of a station with the same filter', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.countByStation).mockResolvedValue(
      withTotal(
        listOf([
          { ordinalNum: 1, stationId: 31, stationName: '示范加气站', areaName: '示范区', cylinderCount: 120 },
          { ordinalNum: 2, stationId: null, stationName: null, areaName: null, cylinderCount: 8 },
        ]),
        128,
      ),
    );
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ category: 3, barcode: 'CY0001' })]));
    renderArchive(pathOfPage(fillStationCountPage.kind), <DefinedListPage />, {
      api,
      menus: ['003', menuOfPage(fillStationCountPage.kind)],
    });
    expect(await screen.findByText('示范加气站')).toBeTruthy();
    expect(vi.mocked(api.cylinder.countByStation).mock.calls[0]?.[0]?.query).toEqual({
      CylinderCategory: 3,
      PageIndex: 1,
      CountPerPage: 20,
    });
    // The cylinders of no station are counted but cannot be opened.
    expect(screen.getByText('8').closest('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^查看.*的车用气瓶档案$/ })).toHaveLength(1);
    expect(buttonNamed('导出')).toBeTruthy();

    await user().type(screen.getByLabelText('出厂编号'), 'SN9');
    await user().click(buttonNamed('查询'));
    await waitFor(() =>
      expect(vi.mocked(api.cylinder.countByStation).mock.lastCall?.[0]?.query).toMatchObject({ SerialNumber: 'SN9' }),
    );

    await user().click(buttonNamed('查看示范加气站的车用气瓶档案'));
    const dialog = await findDialog('示范加气站 - 车用气瓶档案');
    expect(await within(dialog).findByText('CY0001')).toBeTruthy();
    expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toEqual({
      CylinderCategory: 3,
      SerialNumber: 'SN9',
      StationId: 31,
      PageIndex: 1,
      CountPerPage: 20,
    });
  });

  it('counts vehicle cylinders by using department, names the ones without one and opens a department', async () => {
    const api = fakeApi();
    vi.mocked(api.cylinder.countByDepartment).mockResolvedValue(
      withTotal(
        listOf([
          { ordinalNum: 1, departmentName: '示范出租公司', cylinderCount: 40 },
          { ordinalNum: 2, departmentName: null, cylinderCount: 3 },
        ]),
        43,
      ),
    );
    vi.mocked(api.cylinder.list).mockResolvedValue(listOf([archiveRow({ category: 3, barcode: 'CY0040' })]));
    renderArchive(pathOfPage(useStationCountPage.kind), <DefinedListPage />, {
      api,
      menus: ['003', menuOfPage(useStationCountPage.kind)],
    });
    expect(await screen.findByText('示范出租公司')).toBeTruthy();
    expect(screen.getByText('（未填写使用单位）')).toBeTruthy();
    expect(screen.getByText('3').closest('button')).toBeNull();
    expect(summaryRowCells()).toEqual(['', '合计', '43']);
    expect(vi.mocked(api.cylinder.countByDepartment).mock.calls[0]?.[0]?.query).toMatchObject({ CylinderCategory: 3 });

    await user().click(buttonNamed('查看示范出租公司的车用气瓶档案'));
    const dialog = await findDialog('示范出租公司 - 车用气瓶档案');
    expect(await within(dialog).findByText('CY0040')).toBeTruthy();
    expect(vi.mocked(api.cylinder.list).mock.lastCall?.[0]?.query).toEqual({
      CylinderCategory: 3,
      DepartmentName: '示范出租公司',
      PageIndex: 1,
      CountPerPage: 20,
    });
  });

  it('shows the 合计 of every filtered cylinder under the shown columns, empty while loading, none for no rows', async () => {
    const api = fakeApi();
    const count = vi.mocked(api.cylinder.countByStation);
    count.mockResolvedValue(
      withTotal(
        listOf(
          [{ ordinalNum: 1, stationId: 31, stationName: '示范加气站', areaName: '示范区', cylinderCount: 120 }],
          9,
        ),
        350,
      ),
    );
    renderArchive(pathOfPage(fillStationCountPage.kind), <DefinedListPage />, {
      api,
      menus: ['003', menuOfPage(fillStationCountPage.kind)],
    });
    expect(await screen.findByText('示范加气站')).toBeTruthy();
    // 序号, 所属区域, 充装单位, 气瓶数量: the total of the whole list (not of the page) under 气瓶数量.
    await waitFor(() => expect(summaryRowCells()).toEqual(['', '', '合计', '350']));

    // Column settings: a hidden column has no cell, a moved one takes its total along.
    await user().click(screen.getByRole('button', { name: /列设置/ }));
    const settings = within(await screen.findByRole('list', { name: '列设置' }));
    await user().click(settings.getByRole('checkbox', { name: '所属区域' }));
    await waitFor(() => expect(summaryRowCells()).toEqual(['', '合计', '350']));
    await user().click(settings.getByRole('button', { name: '上移 气瓶数量' }));
    await waitFor(() => expect(summaryRowCells()).toEqual(['', '350', '合计']));

    // A new filter: the totals stay empty until its answer comes, and a list without rows has no 合计 row.
    let answer: (value: Awaited<ReturnType<typeof count>>) => void = () => undefined;
    count.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user().type(screen.getByLabelText('出厂编号'), 'SN0');
    await user().click(buttonNamed('查询'));
    await waitFor(() => expect(summaryRowCells()).toEqual(['', '', '合计']));
    answer(withTotal(listOf([]), 0));
    await waitFor(() => expect(screen.queryByText('示范加气站')).toBeNull());
    expect(screen.queryByText('合计')).toBeNull();
  });
});
