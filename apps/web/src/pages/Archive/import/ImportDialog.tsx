import { refreshListsShowing } from '../../../lists/listQueries';
import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cylinderCategoryLabels,
  importLimits,
  importMessages,
  type CylinderCategory,
  type ImportResponse,
  type ImportRowError,
} from '@gcs/contracts';
import { useApi } from '../../../api/ApiContext';
import { saveBlob } from '../../../api/files';
import { StationSelect } from '../../../components/form/StationSelect';
import { errorText } from '../../../components/table/DataTable';
import { useArchivePermissions } from '../useArchivePermissions';

/** Texts of the batch import (the spec gives none; the server's messeage wins where it sends one). */
export const importTexts = {
  succeeded: (count: number) => `成功导入 ${count} 条档案`,
  failed: (rows: number) => `导入失败：${rows} 行有错误`,
  templateFailed: '模板下载失败',
  stationRequired: '请选择充装单位',
} as const;

const isXlsx = (file: { name: string }) => file.name.toLowerCase().endsWith('.xlsx');

/** Why a chosen file cannot be imported, before anything is sent: .xlsx only, at most 10 MB. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!isXlsx(file)) return importMessages.notXlsx;
  if (file.size > importLimits.maxBytes) return importMessages.tooLarge;
  return null;
}

const errorColumns = [
  { key: 'row', title: '行号', dataIndex: 'row', width: 80 },
  { key: 'barcode', title: '条码', dataIndex: 'barcode', width: 180, render: (value: string | null) => value ?? '—' },
  { key: 'reason', title: '原因', dataIndex: 'reason' },
];

export interface ImportDialogProps {
  open: boolean;
  category: CylinderCategory;
  onClose: () => void;
}

/**
 * 批量导入: download the template, choose a .xlsx file (a regulator first chooses the station), 开始导入. Either every
 * row is stored (成功导入 N 条档案) or none is, and the rows in error are listed with their row number and reason.
 */
export function ImportDialog({ open, category, onClose }: ImportDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { isStationUser } = useArchivePermissions();
  const [stationId, setStationId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ImportResponse | null>(null);
  const [downloading, setDownloading] = useState(false);

  const reset = () => {
    setFile(null);
    setPercent(0);
    setProblem(null);
    setAnswer(null);
  };
  const close = () => {
    reset();
    setStationId(undefined);
    onClose();
  };

  const run = useMutation({
    mutationFn: (chosen: File) =>
      api.cylinderRegistry.importCylinders(
        chosen,
        { CylinderCategory: category, StationId: isStationUser ? undefined : stationId },
        { onProgress: setPercent },
      ),
    onSuccess: async (result) => {
      setAnswer(result);
      if (result.result) {
        void message.success(result.messeage || importTexts.succeeded(result.imported));
        await refreshListsShowing(queryClient, ['cylinder']);
      }
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const start = () => {
    setProblem(null);
    setAnswer(null);
    if (!isStationUser && stationId === undefined) {
      setProblem(importTexts.stationRequired);
      return;
    }
    if (!file) {
      setProblem(importMessages.noFile);
      return;
    }
    setPercent(0);
    run.mutate(file);
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const blob = await api.cylinderRegistry.importTemplate(category);
      saveBlob(blob, `${cylinderCategoryLabels[category]}档案导入模板.xlsx`);
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : importTexts.templateFailed);
    } finally {
      setDownloading(false);
    }
  };

  const fileList: UploadFile[] = file ? [{ uid: 'import-file', name: file.name, status: 'done' }] : [];
  const failedRows: ImportRowError[] = answer && !answer.result ? answer.errors : [];

  return (
    <Modal
      open={open}
      title="批量导入"
      width={760}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="start" type="primary" loading={run.isPending} onClick={start}>
          开始导入
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          请先下载模板，按模板填写后上传（仅支持 .xlsx，每次最多 {importLimits.maxRows}{' '}
          行）。任意一行有错误时整个文件都不会导入。
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadTemplate()}>
          下载模板
        </Button>
        <Form layout="vertical" component="div">
          {!isStationUser && (
            <Form.Item label="充装单位" required htmlFor="import-station">
              <StationSelect
                id="import-station"
                multiple={false}
                value={stationId}
                onChange={(value) => setStationId(value as number | undefined)}
              />
            </Form.Item>
          )}
          <Form.Item label="导入文件" required>
            <Upload
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              fileList={fileList}
              beforeUpload={(chosen) => {
                const refused = importFileProblem(chosen);
                if (refused) {
                  void message.error(refused);
                  setProblem(refused);
                  return Upload.LIST_IGNORE;
                }
                setFile(chosen);
                setProblem(null);
                setAnswer(null);
                return false;
              }}
              onRemove={() => {
                reset();
                return true;
              }}
            >
              <Button icon={<UploadOutlined />}>选择文件</Button>
            </Upload>
          </Form.Item>
        </Form>
        {run.isPending && <Progress percent={percent} status="active" aria-label="导入进度" />}
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        {answer?.result && (
          <Alert
            type="success"
            showIcon
            title={answer.messeage || importTexts.succeeded(answer.imported)}
            role="status"
          />
        )}
        {answer && !answer.result && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={answer.messeage || importTexts.failed(new Set(failedRows.map((row) => row.row)).size)}
            description={failedRows.length > 0 ? '文件中的档案均未导入，请修改以下各行后重新导入。' : undefined}
          />
        )}
        {failedRows.length > 0 && (
          <Table<ImportRowError>
            aria-label="导入错误"
            rowKey={(row) => `${row.row}-${row.reason}`}
            size="small"
            bordered
            columns={errorColumns}
            dataSource={failedRows}
            pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
          />
        )}
      </Space>
    </Modal>
  );
}
