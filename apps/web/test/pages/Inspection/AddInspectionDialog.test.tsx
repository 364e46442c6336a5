import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cylinderInspectionApi, listPages } from '@gcs/contracts';
import type { ActionContext } from '../../../src/lists/actionTypes';
import { AddInspectionDialog } from '../../../src/pages/Inspection/AddInspectionDialog';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, ok, renderPage } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

function open(answer: () => Promise<unknown>) {
  const api = fakeApi();
  const add = sendSpy(api, cylinderInspectionApi.add).mockImplementation(answer);
  const table = listPages.inspectionRecords({ category: 1, isVehicle: false, pageName: 'InspectionManage' }).tables[0]!;
  const onClose = vi.fn();
  const onDone = vi.fn();
  const context = {
    area: {
      category: 1,
      categoryName: '液化气瓶',
      isVehicle: false,
      pageName: 'InspectionManage',
      kind: 'inspectionRecords',
    },
    table,
    action: table.actions![0]!,
    query: {},
    total: 0,
    chosen: [],
    row: undefined,
    onClose,
    onDone,
  } as unknown as ActionContext;
  renderPage(<AddInspectionDialog {...context} />, '/Register/InspectionManage', api);
  return { add, onDone };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('新增检验记录', () => {
  it('saves a pass at once, with the day as yyyy-MM-dd and the items given', async () => {
    const { add, onDone } = open(async () =>
      ok(
        { id: 5, cylinderId: 3, nextInspectionDate: '2030-11-20', scrapped: false },
        '已保存检验记录，下次检验日期2030-11-20',
      ),
    );
    await findDialog('新增检验记录');
    type('气瓶条码', 'JX0402000018');
    type('报告编号', 'R2026-0001');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({
      body: {
        barcode: 'JX0402000018',
        reportCode: 'R2026-0001',
        inspectionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        result: 1,
      },
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByLabelText('判废原因')).toBeNull();
  });

  it('asks for the scrap reason and processing method on a fail, and confirms before scrapping', async () => {
    const { add, onDone } = open(async () =>
      ok({ id: 6, cylinderId: 3, nextInspectionDate: null, scrapped: true }, '已保存检验记录，气瓶JX1已报废并注销登记'),
    );
    await findDialog('新增检验记录');
    type('气瓶条码', 'JX1');
    type('报告编号', 'R2026-0002');
    fireEvent.click(screen.getByRole('radio', { name: '判废' }));
    await screen.findByLabelText('判废原因', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('检验不合格时请填写判废原因', {}, { timeout: 15_000 });
    expect(add).not.toHaveBeenCalled();
    type('判废原因', '瓶体严重腐蚀');
    type('处理方式', '判废，破坏性处理');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const confirm = await findDialog('确认检验不合格');
    expect(confirm.textContent).toContain('检验不合格的气瓶JX1将被报废并注销登记');
    expect(add).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定报废' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]![0]).toMatchObject({
      body: { result: 3, scrapSentencedReason: '瓶体严重腐蚀', processingMethod: '判废，破坏性处理' },
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
