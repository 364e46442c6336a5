import { useState } from 'react';
import { Alert, App, Modal, Table, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { reportFileLimits, reportMessages, type BatchReportResult } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext } from '../../lists/actionTypes';

const accept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The files chosen, checked for size here (the server checks what they really are by their bytes). */
function useChosenFiles(max: number) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const beforeUpload = (file: File) => {
    if (file.size > reportFileLimits.maxBytes) {
      void message.error(`${file.name}：${reportMessages.tooLarge}`);
      return Upload.LIST_IGNORE;
    }
    return false;
  };
  const onChange = ({ fileList }: { fileList: UploadFile[] }) => setFiles(fileList.slice(-max));
  const chosen = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => !!file);
  return { files, chosen, beforeUpload, onChange };
}

/** The drop area of report files, showing the files chosen. */
function ReportDragger(props: {
  picker: ReturnType<typeof useChosenFiles>;
  multiple: boolean;
  text: string;
  hint: string;
}) {
  const { files, beforeUpload, onChange } = props.picker;
  return (
    <Upload.Dragger
      accept={accept}
      multiple={props.multiple}
      fileList={files}
      beforeUpload={beforeUpload}
      onChange={onChange}
      aria-label="检验报告文件"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{props.text}</p>
      <p className="ant-upload-hint">{props.hint}</p>
    </Upload.Dragger>
  );
}

/** Sends an upload: `saving` while it runs, a refusal's message shown. */
function useSending() {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const send = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, send, message };
}

/** 上传报告: one report file (PDF, PNG or JPG, at most 10 MB) for the row's record; a new upload replaces the old. */
export function UploadReportDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { saving, send, message } = useSending();
  const picker = useChosenFiles(1);
  const { chosen } = picker;
  const id = Number(row?.id);
  const reportCode = String(row?.reportCode ?? '');

  const save = async () => {
    const [file] = chosen;
    if (!file) {
      void message.error(reportMessages.noFile);
      return;
    }
    await send(async () => {
      const answer = await api.inspectionReports.upload(id, file);
      void message.success(answer.messeage || '已上传');
      onDone();
    });
  };

  return (
    <Modal
      open
      title={`上传检验报告 - ${reportCode}`}
      okText="上传"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row?.reportUploaded === true && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="该记录已有报告，上传后将替换原报告" />
      )}
      <ReportDragger
        picker={picker}
        multiple={false}
        text="点击或拖入检验报告文件"
        hint="PDF、PNG 或 JPG，不超过10MB"
      />
    </Modal>
  );
}

/**
 * 批量上传报告: several files, each named by its report code (R2026-0001.pdf); each goes to the institution's record of
 * that code, and the answer says for each file whether it went and why not.
 */
export function BatchUploadDialog({ onClose, onDone }: ActionContext) {
  const api = useApi();
  const { saving, send, message } = useSending();
  const picker = useChosenFiles(reportFileLimits.batchFiles);
  const { chosen } = picker;
  const [results, setResults] = useState<BatchReportResult[] | null>(null);
  // The per-file results stay on show until closed; closing refreshes the list when any file went.
  const finish = () => (results?.some((item) => item.result) ? onDone() : onClose());

  const save = async () => {
    if (chosen.length === 0) {
      void message.error(reportMessages.noFile);
      return;
    }
    await send(async () => {
      const answer = await api.inspectionReports.allUpload(chosen);
      setResults(answer.data.list);
      void message.info(answer.messeage);
    });
  };

  return (
    <Modal
      open
      title="批量上传检验报告"
      okText={results ? '关闭' : '上传'}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => (results ? finish() : void save())}
      onCancel={() => (results ? finish() : onClose())}
      width={680}
      destroyOnHidden
    >
      {results ? (
        <Table<BatchReportResult>
          size="small"
          rowKey="fileName"
          pagination={false}
          dataSource={results}
          aria-label="上传结果"
          columns={[
            { title: '文件', dataIndex: 'fileName' },
            { title: '报告编号', dataIndex: 'reportCode' },
            {
              title: '结果',
              dataIndex: 'messeage',
              render: (text: string, item) => (item.result ? text : `失败：${text}`),
            },
          ]}
        />
      ) : (
        <ReportDragger
          picker={picker}
          multiple
          text="点击或拖入检验报告文件（文件名为报告编号，例如 R2026-0001.pdf）"
          hint={`一次最多${reportFileLimits.batchFiles}个，每个 PDF、PNG 或 JPG 不超过10MB`}
        />
      )}
    </Modal>
  );
}
