import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { fileImageUrl, operatorApi, type UploadedImage } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ImageUpload } from '../../components/form/ImageUpload';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext } from '../../lists/actionTypes';

/**
 * An operator's signature picture: upload one (PNG or JPG, at most 1 MB, through the picture upload) to replace it,
 * or remove it. Each change is saved at once.
 */
export function OperatorSignDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { message } = App.useApp();
  const id = Number(row?.id);
  const initial = typeof row?.signFileId === 'number' ? row.signFileId : null;
  const [sign, setSign] = useState<UploadedImage[]>(
    initial ? [{ id: initial, name: '签名', url: fileImageUrl(initial) }] : [],
  );
  const change = async (images: UploadedImage[]) => {
    const next = images.at(-1);
    try {
      if (next && next.id !== sign[0]?.id) {
        await api.send(operatorApi.updateSign, { body: { id, fileId: next.id } });
        setSign([next]);
        void message.success('签名已上传');
      } else if (!next && sign.length > 0) {
        await api.send(operatorApi.deleteSign, { body: { id } });
        setSign([]);
        void message.success('签名已删除');
      }
      onDone();
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <Modal open title={`${String(row?.name ?? '')}的签名`} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">签名图片为 PNG 或 JPG 格式，不超过1MB。</Typography.Paragraph>
      <ImageUpload value={sign} onChange={(images) => void change(images)} maxCount={1} />
    </Modal>
  );
}
