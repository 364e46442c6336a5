import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listPages } from '@gcs/contracts';
import type { ActionContext } from '../../../src/lists/actionTypes';
import { BatchUploadDialog, UploadReportDialog } from '../../../src/pages/Inspection/UploadReportDialog';
import { fakeApi } from '../../fakeApi';
import { findDialog, renderPage } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

function context(row?: Record<string, unknown>) {
  const table = listPages.inspectionReports({ category: 1, isVehicle: false, pageName: 'UploadInspectionReport' })
    .tables[0]!;
  return {
    area: { category: 1, isVehicle: false, pageName: 'UploadInspectionReport' },
    table,
    action: table.actions![0]!,
    query: {},
    total: 0,
    chosen: [],
    row,
    onClose: vi.fn(),
    onDone: vi.fn(),
  } as unknown as ActionContext;
}

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });

function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

describe('检验报告上传', () => {
  it('uploads one file for the row’s record and refreshes the list', async () => {
    const api = fakeApi();
    const upload = vi.mocked(api.inspectionReports.upload).mockResolvedValue({
      result: true,
      messeage: '已上传报告R1',
      data: { inspectionId: 7, reportCode: 'R1', fileName: 'R1.pdf' },
    });
    const props = context({ id: 7, reportCode: 'R1', reportUploaded: true });
    renderPage(<UploadReportDialog {...props} />, '/Regulatory/UploadInspectionReport', api);
    await findDialog('上传检验报告 - R1');
    expect(screen.getByText('该记录已有报告，上传后将替换原报告')).toBeTruthy();
    choose([pdf('R1.pdf')]);
    await screen.findByText('R1.pdf');
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toBe(7);
    expect((upload.mock.calls[0]![1] as File).name).toBe('R1.pdf');
    await waitFor(() => expect(props.onDone).toHaveBeenCalled());
  });

  it('sends a batch and shows each file’s result until closed', async () => {
    const api = fakeApi();
    const allUpload = vi.mocked(api.inspectionReports.allUpload).mockResolvedValue({
      result: true,
      messeage: '成功上传1个，失败1个',
      data: {
        succeeded: 1,
        failed: 1,
        list: [
          { fileName: 'R1.pdf', reportCode: 'R1', inspectionId: 7, result: true, messeage: '已上传' },
          {
            fileName: 'X9.pdf',
            reportCode: 'X9',
            inspectionId: null,
            result: false,
            messeage: '文件名中没有找到本机构的报告编号',
          },
        ],
      },
    });
    const props = context();
    renderPage(<BatchUploadDialog {...props} />, '/Regulatory/UploadInspectionReport', api);
    await findDialog('批量上传检验报告');
    choose([pdf('R1.pdf'), pdf('X9.pdf')]);
    await screen.findByText('X9.pdf');
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(allUpload).toHaveBeenCalledTimes(1));
    expect((allUpload.mock.calls[0]![0] as File[]).map((file) => file.name)).toEqual(['R1.pdf', 'X9.pdf']);
    await screen.findByText('失败：文件名中没有找到本机构的报告编号');
    expect(props.onDone).not.toHaveBeenCalled();
    // The footer's button, once it reads 关闭 (the dialog's × is named 关闭 too).
    fireEvent.click(await screen.findByText('关闭'));
    expect(props.onDone).toHaveBeenCalled();
  });
});
