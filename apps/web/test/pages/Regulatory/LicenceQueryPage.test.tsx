import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { licenceApi, licenceQueryPage, licenceRow, menusOfPage, pathOfPage } from '@gcs/contracts';
import { DefinedListPage } from '../../../src/lists/DefinedListPage';
import { fakeApi, sendSpy } from '../../fakeApi';
import { rowOf } from '../../rowOf';
import { renderArchive, stationUser } from '../Archive/archiveFixtures';
import { chooseIn, findRow, page, within } from '../Audit/renderPage';

const licence = (stationName: string, licenseUntil: string | null, state: string) =>
  rowOf(licenceRow, {
    stationId: stationName.length,
    stationName,
    licenseNo: licenseUntil && 'TS3305',
    licenseUntil,
    state,
  });

describe('许可证查询', () => {
  it('lists each station’s licence with its state, an undated one as 未填写, and filters by the window', async () => {
    const api = fakeApi();
    const rows = [licence('吴兴燃气', '2026-06-01', '已过期'), licence('南浔燃气站', null, '未填写有效期')];
    const list = sendSpy(api, licenceApi.list).mockResolvedValue(page(rows));
    renderArchive(pathOfPage(licenceQueryPage.kind), <DefinedListPage />, {
      menus: ['006', ...menusOfPage(licenceQueryPage.kind)],
      api,
    });
    expect(within(await findRow('吴兴燃气')).getByText('已过期')).toBeTruthy();
    expect(within(await findRow('南浔燃气站')).getByText('未填写')).toBeTruthy();
    expect(screen.getByLabelText('监管单位')).toBeTruthy();
    expect(screen.getByLabelText('充装单位')).toBeTruthy();
    await chooseIn(screen.getByRole('combobox', { name: '有效期' }), '30天内到期');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await expect.poll(() => list.mock.lastCall?.[0]).toMatchObject({ query: { Window: 2 } });
  });

  it('offers a filling station no 监管单位 or 充装单位 to choose, since it sees only its own', async () => {
    const api = fakeApi();
    sendSpy(api, licenceApi.list).mockResolvedValue(page([licence('吴兴燃气', null, '未填写有效期')]));
    renderArchive(pathOfPage(licenceQueryPage.kind), <DefinedListPage />, {
      menus: ['006', ...menusOfPage(licenceQueryPage.kind)],
      user: stationUser,
      api,
    });
    await findRow('吴兴燃气');
    expect(screen.getByRole('combobox', { name: '有效期' })).toBeTruthy();
    expect(screen.queryByLabelText('监管单位')).toBeNull();
    expect(screen.queryByLabelText('充装单位')).toBeNull();
  });
});
