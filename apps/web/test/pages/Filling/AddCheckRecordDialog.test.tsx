import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillingCheckRecordApi, FillingCheckKind, listPages } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import type { ActionContext } from '../../../src/lists/actionTypes';
import { AddCheckRecordDialog } from '../../../src/pages/Filling/AddCheckRecordDialog';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, ok, renderPage, slow } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

function open(kind: FillingCheckKind, answer: () => Promise<unknown>) {
  const api = fakeApi();
  const add = sendSpy(api, fillingCheckRecordApi.add).mockImplementation(answer);
  const page = kind === FillingCheckKind.Before ? listPages.beforeFillingChecks : listPages.afterFillingChecks;
  const table = page({ category: 3, isVehicle: true, pageName: 'BeforeFillingInspection' }).tables[0]!;
  const onClose = vi.fn();
  const onDone = vi.fn();
  const context = {
    table,
    action: table.actions![0]!,
    query: { Kind: kind },
    total: 0,
    chosen: [],
    row: undefined,
    onClose,
    onDone,
  } as unknown as ActionContext;
  renderPage(<AddCheckRecordDialog {...context} />, '/VehicleCylinder/BeforeFillingInspection', api);
  return { add, onClose, onDone };
}

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
}
const optionTitles = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).map((o) => o.getAttribute('title'));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('新增检查记录', () => {
  it('records a pre-fill check with its items, now as its time, and refreshes the list', async () => {
    const { add, onDone } = open(FillingCheckKind.Before, async () =>
      ok({ id: 9, cylinderId: 3 }, '已保存充装前检查记录'),
    );
    await findDialog('新增充装前检查记录');
    type('气瓶条码', 'JX0402000018');
    type('检查人员', '李师傅');
    fireEvent.click(screen.getAllByLabelText('异常')[1]!);
    await choose('处置方式', '抽残液后充装');
    expect(screen.queryByLabelText('压力(MPa)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({
      body: {
        Kind: FillingCheckKind.Before,
        Barcode: 'JX0402000018',
        CheckTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        Operator: '李师傅',
        DisposeMethod: 2,
        CheckItems: [
          { name: '外观', value: '正常' },
          { name: '瓶阀', value: '异常' },
          { name: '检验标志', value: '正常' },
          { name: '残液', value: '正常' },
        ],
      },
    });
    expect(await screen.findByText('已保存充装前检查记录')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says what is missing before sending anything', async () => {
    const { add } = open(FillingCheckKind.Before, async () => ok({ id: 1, cylinderId: null }));
    await findDialog('新增充装前检查记录');
    type('气瓶条码', 'JX 0402');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('气瓶条码不能包含空格', {}, slow)).toBeTruthy();
    expect(await screen.findByText('请输入检查人员')).toBeTruthy();
    expect(await screen.findByText('请选择处置方式')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('asks after filling for pressure and weight, offers only post-fill verdicts, and shows a refusal', async () => {
    const { add, onDone } = open(FillingCheckKind.After, async () => {
      throw new ApiError('只有充装单位可以录入充装检查记录', 403);
    });
    await findDialog('新增充装后检查记录');
    type('气瓶条码', 'JX0402000018');
    type('检查人员', '王师傅');
    type('压力(MPa)', '0.85');
    type('充装后重量(kg)', '29.6');
    await choose('处置方式', '合格，准予出站');
    expect(optionTitles()).toEqual(['合格，准予出站', '不合格，退回重新处理', '送定期检验', '送报废处理']);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('只有充装单位可以录入充装检查记录')).toBeTruthy();
    expect(add.mock.calls[0]![0].body).toMatchObject({ Kind: 2, Pressure: 0.85, EndWeight: 29.6, DisposeMethod: 6 });
    expect(onDone).not.toHaveBeenCalled();
  });
});
