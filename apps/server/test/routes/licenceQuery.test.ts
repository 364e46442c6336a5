import { beforeAll, describe, expect, it } from 'vitest';
import { licenceQueryPage } from '@gcs/contracts';
import { insertFillingStation } from '../support/fixtures';
import { routeTest } from '../support/routeTest';
import { sheetOf } from '../support/xlsxSheet';

const test = routeTest(licenceQueryPage.grants);
const list = (userId: number, query = '') =>
  test.get(userId, `/api/samr/UnitManage/QueryFillStationLicense?PageIndex=1&CountPerPage=20${query}`);
const codes = (body: { list: { stationName: string }[] }) => body.list.map((row) => row.stationName);

beforeAll(async () => {
  // Today is 2026-06-15 in the test app; 吴兴燃气充装站 of the fixture has no licence date.
  const station = (code: string, until: string | null, division = '330502', valid = true) =>
    insertFillingStation(test.database.db, code, code, division, {
      is_valid: valid,
      license_until: until,
      license_no: `TS${code}`,
      license_issued: '2022-06-01',
    });
  await station('到期', '2026-06-01');
  await station('下月', '2026-07-10');
  await station('八月', '2026-08-30');
  await station('明年', '2027-06-01');
  await station('停用', '2026-01-01', '330502', false);
  await station('杭州', '2026-06-20', '330100');
});

describe('许可证查询', () => {
  it('lists the undated and expired licences first, then by expiry, with the days left and the window', async () => {
    const response = await list(test.identity.regulatorUserId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(codes(body)).toEqual(['吴兴燃气充装站', '到期', '下月', '八月', '明年']);
    expect(body.list.map((row: { daysLeft: number | null }) => row.daysLeft)).toEqual([null, -14, 25, 76, 351]);
    expect(body.list.map((row: { state: string }) => row.state)).toEqual([
      '未填写有效期',
      '已过期',
      '30天内到期',
      '90天内到期',
      '有效',
    ]);
    expect(body.list[1]).toMatchObject({ areaName: '吴兴区', licenseNo: 'TS到期', licenseUntil: '2026-06-01' });
    expect(body.totalCount).toBe(5);
  });

  it('keeps the window asked for, each holding the shorter ones', async () => {
    const user = test.identity.regulatorUserId;
    expect(codes((await list(user, '&Window=1')).json())).toEqual(['到期']);
    expect(codes((await list(user, '&Window=2')).json())).toEqual(['下月']);
    expect(codes((await list(user, '&Window=4')).json())).toEqual(['下月', '八月']);
    expect(codes((await list(user, `&Window=5&StationId=${test.fixture.stationId}`)).json())).toEqual([
      '吴兴燃气充装站',
    ]);
    const refused = await list(user, '&Window=9');
    expect([refused.statusCode, refused.json().messeage]).toEqual([400, expect.stringContaining('有效期')]);
  });

  it('shows a station its own licence and another city only its stations', async () => {
    expect(codes((await list(test.identity.stationUserId)).json())).toEqual(['吴兴燃气充装站']);
    expect(codes((await list(test.identity.otherRegulatorUserId)).json())).toEqual(['杭州']);
  });

  it('exports the shown columns as .xlsx', async () => {
    const [header, , expired] = await sheetOf((await list(test.identity.regulatorUserId, '&isExport=true')).rawPayload);
    expect(header).toEqual(['序号', '所属区域', '充装单位', '许可证编号', '发证日期', '有效期止', '剩余天数', '状态']);
    expect(expired).toEqual([2, '吴兴区', '到期', 'TS到期', '2022-06-01', '2026-06-01', -14, '已过期']);
  });
});
