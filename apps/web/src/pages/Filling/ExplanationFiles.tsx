import { useEffect, useState } from 'react';
import { App, Button, Flex, Image, Modal, Typography, Upload, type UploadFile } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  checkExplanationFile,
  explanationFileAccept,
  explanationFileLimits,
  explanationFileMessages,
  type ExplanationAttachment,
} from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { blobBytes } from '../../api/files';
import type { ActionContext } from '../../lists/actionTypes';

/**
 * The evidence files chosen for an explanation, checked here as the server checks them (type by content, size,
 * count; the same messages from the contracts), so a station learns of a bad file before sending.
 */
export function useEvidenceFiles() {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const beforeUpload = async (file: File, batch: File[]) => {
    if (files.length + batch.indexOf(file) >= explanationFileLimits.maxFiles) {
      void message.error(explanationFileMessages.tooMany);
      return Upload.LIST_IGNORE;
    }
    const checked = checkExplanationFile(
      file.name,
      file.size,
      file.size > 0 ? await blobBytes(file.slice(0, 8)) : new Uint8Array(),
    );
    if ('status' in checked) {
      void message.error(checked.message);
      return Upload.LIST_IGNORE;
    }
    return false;
  };
  const onChange = ({ fileList }: { fileList: UploadFile[] }) =>
    setFiles(fileList.slice(0, explanationFileLimits.maxFiles));
  const chosen = files.map((file) => file.originFileObj).filter((file): file is NonNullable<typeof file> => !!file);
  return { files, chosen, beforeUpload, onChange };
}

/** 附件 under the explanation: up to five JPG, PNG or PDF files. */
export function EvidencePicker({ picker }: { picker: ReturnType<typeof useEvidenceFiles> }) {
  return (
    <div>
      <Typography.Text>附件（选填）</Typography.Text>
      <Upload
        accept={explanationFileAccept}
        multiple
        fileList={picker.files}
        beforeUpload={picker.beforeUpload}
        onChange={picker.onChange}
      >
        <Button icon={<UploadOutlined />} disabled={picker.files.length >= explanationFileLimits.maxFiles}>
          选择文件
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        可附秤显示、气瓶标签的照片或维修单等，JPG、PNG 或 PDF，最多{explanationFileLimits.maxFiles}个，每个不超过
        {explanationFileLimits.maxBytes / 1024 / 1024}MB
      </Typography.Paragraph>
    </div>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One evidence file: a thumbnail of a picture (fetched with the token), and 打开 for any file. */
function AttachmentItem({ explanationId, file }: { explanationId: number; file: ExplanationAttachment }) {
  const api = useApi();
  const { message } = App.useApp();
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const isPicture = file.mimeType.startsWith('image/');

  useEffect(() => {
    if (!isPicture) return;
    let href: string | null = null;
    let live = true;
    api.explanations
      .file(explanationId, file.no)
      .then((blob) => {
        if (!live) return;
        href = URL.createObjectURL(blob);
        setThumbnail(href);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [api, explanationId, file.no, isPicture]);

  const open = () => {
    const hide = message.loading('正在打开附件…', 0);
    api.explanations
      .file(explanationId, file.no)
      .then((blob) => {
        const href = URL.createObjectURL(blob);
        window.open(href, '_blank', 'noopener');
        window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
      })
      .catch(() => void message.error(`附件“${file.name}”打开失败`))
      .finally(hide);
  };

  return (
    <Flex align="center" gap={12} style={{ padding: '8px 0' }}>
      {isPicture && thumbnail ? (
        <Image src={thumbnail} width={64} height={64} style={{ objectFit: 'cover' }} alt={file.name} />
      ) : (
        <PaperClipOutlined style={{ fontSize: 24, width: 64 }} />
      )}
      <Flex vertical flex={1}>
        <Typography.Text>{file.name}</Typography.Text>
        <Typography.Text type="secondary">
          {file.mimeType === 'application/pdf' ? 'PDF' : isPicture ? '图片' : '文件'} · {sizeText(file.bytes)}
        </Typography.Text>
      </Flex>
      <Button type="link" onClick={open}>
        打开
      </Button>
    </Flex>
  );
}

/** 查看附件 on 异常充装审核: the explanation's evidence files, to look at before 通过 or 驳回. */
export function ExplanationFilesDialog({ row, onClose }: ActionContext) {
  const attachments = (row?.attachments as ExplanationAttachment[] | undefined) ?? [];
  const id = Number(row?.id);
  return (
    <Modal open title={`补充说明附件 - ${String(row?.cylinderBarcode ?? '')}`} footer={null} onCancel={onClose}>
      <Typography.Paragraph>说明：{String(row?.explanation ?? '')}</Typography.Paragraph>
      {attachments.length === 0 ? (
        <Typography.Text type="secondary">没有附件</Typography.Text>
      ) : (
        attachments.map((file) => <AttachmentItem key={file.no} explanationId={id} file={file} />)
      )}
    </Modal>
  );
}
