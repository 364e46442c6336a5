import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import {
  batchValidBody,
  creditCode,
  defineCall,
  listResponse,
  pageQuery,
  unitText,
  type ListPageDefinition,
} from '@gcs/contracts';
import { ListPage } from '../../src/lists/ListPage';
import { pageAreaOf } from '../../src/components/area';
import { fakeApi, sendSpy } from '../fakeApi';
import { findDialog, findRow, ok, page, renderPage, slow, within } from '../pages/Audit/renderPage';

vi.setConfig({ testTimeout: 90_000 });

const area = pageAreaOf('/UnitManage/FillStation');
const row = z.object({ id: z.number(), name: z.string(), creditCode: z.string(), isValid: z.boolean() });
const stationRow = z.object({ id: z.number(), stationCode: z.string(), stationName: z.string() });
const unitBody = z.object({ name: unitText('单位名称', 64), creditCode, isValid: z.boolean().default(true) });
const post = <B extends z.ZodType>(path: string, body: B) =>
  defineCall({ method: 'POST', path: `/test/${path}`, summary: path, body, response: z.unknown() });
const calls = {
  list: defineCall({
    method: 'GET',
    path: '/test/QueryUnit',
    summary: '单位',
    query: z.object(pageQuery),
    response: listResponse(row),
  }),
  add: post('AddUnit', unitBody),
  update: post('UpdateUnit', unitBody.extend({ id: z.number() })),
  batchValid: post('BatchUnitIsValid', batchValidBody('单位')),
  remove: post('DeleteUnit', z.object({ ids: z.array(z.number()) })),
  bound: defineCall({
    method: 'GET',
    path: '/test/QueryBound',
    summary: '已绑定',
    query: z.object({ ...pageQuery, OwnerId: z.coerce.number() }),
    response: listResponse(stationRow),
  }),
  candidates: defineCall({
    method: 'GET',
    path: '/test/SelectBound',
    summary: '可绑定',
    query: z.object({ ...pageQuery, OwnerId: z.coerce.number() }),
    response: listResponse(stationRow),
  }),
  save: post('SaveBind', z.object({ OwnerId: z.number(), stationIds: z.array(z.number()) })),
  unbind: post('DeleteBind', z.object({ OwnerId: z.number(), stationIds: z.array(z.number()) })),
};

const changes = ['fillStation'] as const;
const definition: ListPageDefinition = {
  id: 'units',
  filterLabel: '单位查询条件',
  fixed: {},
  filters: [{ kind: 'text', field: 'Name', label: '单位名称', maxLength: 64 }],
  tables: [
    {
      key: 'units',
      tab: '单位',
      label: '单位列表',
      call: calls.list,
      columns: [
        { title: '单位名称', code: 'name', isDisplay: true },
        { title: '统一社会信用代码', code: 'creditCode', isDisplay: true },
      ],
      rowKey: 'id',
      shows: ['fillStation'],
      choosable: true,
      actions: [
        { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
        { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', changes },
        { key: 'record.edit', title: '编辑', placement: 'row', changes },
        { key: 'binding.stations', title: '绑定充装站', placement: 'row', changes },
        { key: 'record.remove', title: '删除', placement: 'row', changes },
      ],
      editor: {
        what: '单位',
        fields: [
          { name: 'name', label: '单位名称', kind: 'text', maxLength: 64, required: true },
          { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18, required: true },
          { name: 'isValid', label: '启用状态', kind: 'switch' },
        ],
        add: calls.add,
        update: calls.update,
        idField: 'id',
        nameField: 'name',
        batchValid: calls.batchValid,
        remove: calls.remove,
      },
      bindings: {
        'binding.stations': {
          what: '充装站',
          ownerKey: 'id',
          ownerField: 'OwnerId',
          ownerName: 'name',
          bound: calls.bound,
          candidates: calls.candidates,
          save: calls.save,
          remove: calls.unbind,
        },
      },
    },
  ],
};

const unit = { id: 7, name: '嘉兴示范燃气有限公司', creditCode: '91330100799655058B', isValid: true };

function render() {
  const api = fakeApi();
  sendSpy(api, calls.list).mockResolvedValue(page([unit]));
  for (const call of [calls.add, calls.update, calls.batchValid, calls.remove, calls.save, calls.unbind]) {
    sendSpy(api, call).mockResolvedValue(ok());
  }
  renderPage(<ListPage definition={definition} area={area} />, '/UnitManage/FillStation', api);
  return api;
}

describe('the record editor of a list definition', () => {
  it('adds a row with the form its editor declares, checked by the contract before anything is sent', async () => {
    const api = render();
    await findRow(unit.name);
    fireEvent.click(screen.getByTestId('record.add'));
    const dialog = await findDialog('新增单位');
    const form = within(dialog).getByRole('form', { name: '单位表单' });
    fireEvent.change(within(form).getByLabelText('单位名称'), { target: { value: '  海宁安达燃气  ' } });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: '91330100799655058A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('统一社会信用代码校验位不正确，请核对', {}, slow)).toBeTruthy();
    expect(sendSpy(api, calls.add)).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: '91330100799655058b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, calls.add)).toHaveBeenCalledWith({
        body: { name: '海宁安达燃气', creditCode: '91330100799655058B', isValid: true },
      }),
    );
    expect(await screen.findByText('单位已新增', {}, slow)).toBeTruthy();
    await waitFor(() => expect(sendSpy(api, calls.list).mock.calls.length).toBeGreaterThan(1));
  });

  it('edits a row: the form starts from the row, and the update carries its key', async () => {
    const api = render();
    fireEvent.click(within(await findRow(unit.name)).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑单位');
    const name = within(dialog).getByLabelText('单位名称') as HTMLInputElement;
    expect(name.value).toBe(unit.name);
    fireEvent.change(name, { target: { value: '嘉兴示范燃气集团' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sendSpy(api, calls.update)).toHaveBeenCalledWith({
        body: { id: 7, name: '嘉兴示范燃气集团', creditCode: unit.creditCode, isValid: true },
      }),
    );
  });

  it('disables the chosen rows and deletes a row, each after a confirmation that names what changes', async () => {
    const api = render();
    const row = await findRow(unit.name);
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('record.disable'));
    const disable = await findDialog('停用单位');
    expect(within(disable).getByText('确定停用所选的 1 个单位吗？停用后其用户将不能登录。')).toBeTruthy();
    fireEvent.click(within(disable).getByRole('button', { name: '确定停用' }));
    await waitFor(() =>
      expect(sendSpy(api, calls.batchValid)).toHaveBeenCalledWith({ body: { ids: [7], isValid: false } }),
    );

    fireEvent.click(within(await findRow(unit.name)).getByRole('button', { name: '删除' }));
    const remove = await findDialog('删除单位');
    expect(within(remove).getByText(`确定删除单位“${unit.name}”吗？删除后不能恢复。`)).toBeTruthy();
    fireEvent.click(within(remove).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(sendSpy(api, calls.remove)).toHaveBeenCalledWith({ body: { ids: [7] } }));
  });

  it('shows a refusal of the server and keeps the row', async () => {
    const api = render();
    sendSpy(api, calls.remove).mockRejectedValue(new Error('该单位仍有气瓶档案，不能删除；可将其停用'));
    fireEvent.click(within(await findRow(unit.name)).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await findDialog('删除单位')).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('该单位仍有气瓶档案，不能删除；可将其停用', {}, slow)).toBeTruthy();
  });

  it('binds many stations at once and unbinds the chosen on the binding screen', async () => {
    const api = render();
    sendSpy(api, calls.bound).mockResolvedValue(page([{ id: 31, stationCode: 'FS031', stationName: '南湖充装站' }]));
    sendSpy(api, calls.candidates).mockResolvedValue(
      page([
        { id: 41, stationCode: 'FS041', stationName: '海宁充装站' },
        { id: 42, stationCode: 'FS042', stationName: '平湖充装站' },
      ]),
    );
    fireEvent.click(within(await findRow(unit.name)).getByRole('button', { name: '绑定充装站' }));
    const screenDialog = await findDialog(`${unit.name}：已绑定的充装站`);
    await within(screenDialog).findByText('南湖充装站', {}, slow);
    expect(sendSpy(api, calls.bound)).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ OwnerId: 7, PageIndex: 1 }) }),
    );

    fireEvent.click(within(screenDialog).getByRole('button', { name: '添加充装站' }));
    const picker = await findDialog('添加充装站');
    for (const name of ['海宁充装站', '平湖充装站']) {
      const cell = await within(picker).findByText(name, {}, slow);
      fireEvent.click(within(cell.closest('tr')!).getByRole('checkbox'));
    }
    fireEvent.click(within(picker).getByRole('button', { name: '绑定（2）' }));
    await waitFor(() =>
      expect(sendSpy(api, calls.save)).toHaveBeenCalledWith({ body: { OwnerId: 7, stationIds: [41, 42] } }),
    );
    expect(await screen.findByText('已绑定 2 个充装站', {}, slow)).toBeTruthy();

    const bound = await within(screenDialog).findByText('南湖充装站');
    fireEvent.click(within(bound.closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(screenDialog).getByRole('button', { name: '解除绑定（1）' }));
    fireEvent.click(within(await findDialog('解除绑定充装站')).getByRole('button', { name: '确定解除' }));
    await waitFor(() =>
      expect(sendSpy(api, calls.unbind)).toHaveBeenCalledWith({ body: { OwnerId: 7, stationIds: [31] } }),
    );
  });
});
