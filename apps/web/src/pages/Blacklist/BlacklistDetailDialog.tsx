import { useMemo } from 'react';
import { Alert, Modal, Space, Spin, Tag, Typography } from 'antd';
import { errorText } from '../../components/table/DataTable';
import { useQuery } from '@tanstack/react-query';
import { CylinderCategory, messages, type BlacklistDetail } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ImageGallery } from '../../components/ImageGallery';
import { useAuthorisedImageUrls } from '../../components/form/useAuthorisedImageUrls';
import { FieldList } from '../PublicSearch/detail/FieldList';
import { describe, type FieldSpec } from '../PublicSearch/detail/describe';

type Cylinder = BlacklistDetail['cylinder'];

const entrySpecs: FieldSpec<BlacklistDetail>[] = [
  { key: 'operationName', label: '操作人' },
  { key: 'operationTime', label: '加入时间' },
  { key: 'reason', label: '加入原因', wide: true },
];

const cancelSpecs: FieldSpec<BlacklistDetail>[] = [
  { key: 'cancelName', label: '移出人' },
  { key: 'cancelTime', label: '移出时间' },
  { key: 'cancelReason', label: '移出原因', wide: true },
];

const cylinderSpecs: FieldSpec<Cylinder>[] = [
  { key: 'barcode', label: '气瓶条码' },
  { key: 'categoryName', label: '气瓶类别' },
  { key: 'stationName', label: '充装单位' },
  { key: 'vendorName', label: '制造单位' },
  { key: 'serialNumber', label: '出厂编号' },
  { key: 'makeDate', label: '制造年月' },
  { key: 'typeName', label: '气瓶类型' },
  { key: 'mediumName', label: '充装介质' },
  { key: 'spec', label: '规格型号' },
  { key: 'lastInspectionDate', label: '上次检验日期' },
  { key: 'nextInspectionDate', label: '下次检验日期' },
  { key: 'cylinderStatus', label: '气瓶状态' },
];

function EvidencePictures({ files }: { files: BlacklistDetail['evidenceFiles'] }) {
  // Evidence is served behind the login: each picture is fetched with the token and shown from a local address.
  const { urlOf } = useAuthorisedImageUrls(files);
  const images = useMemo(
    () => files.map((file) => ({ id: file.id, name: file.name, url: urlOf(file) })),
    [files, urlOf],
  );
  if (files.length === 0) return <Typography.Text type="secondary">未上传证据图片</Typography.Text>;
  return <ImageGallery images={images} loading={false} />;
}

/** 详情 of a blacklist entry (BlackListDetail): the entry, the cylinder, the evidence pictures and the cancel. */
export function BlacklistDetailDialog({ entryId, onClose }: { entryId: number | null; onClose: () => void }) {
  const api = useApi();
  const detail = useQuery({
    queryKey: ['blacklist', 'detail', entryId],
    queryFn: ({ signal }) => api.blacklist.detail({ query: { Id: entryId ?? 0 }, signal }),
    enabled: entryId !== null,
    retry: false,
  });
  const data = detail.data?.data;
  const vehicle = data?.cylinder.category === CylinderCategory.Vehicle;

  return (
    <Modal
      open={entryId !== null}
      title={data ? `黑名单详情 - ${data.cylinder.barcode}` : '黑名单详情'}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {detail.isPending && entryId !== null && (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin description={messages.loading} />
        </div>
      )}
      {detail.error && <Alert type="error" showIcon title={errorText(detail.error)} />}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Title level={5}>
              黑名单信息 {data.isCancelled ? <Tag>已移出黑名单</Tag> : <Tag color="red">在黑名单中</Tag>}
            </Typography.Title>
            <FieldList fields={describe(data, entrySpecs)} />
          </div>
          <div>
            <Typography.Title level={5}>气瓶信息</Typography.Title>
            <FieldList
              fields={describe(
                data.cylinder,
                vehicle ? [...cylinderSpecs, { key: 'plateNum', label: '车牌号' }] : cylinderSpecs,
              )}
            />
          </div>
          <div>
            <Typography.Title level={5}>证据图片</Typography.Title>
            <EvidencePictures files={data.evidenceFiles} />
          </div>
          {data.isCancelled && (
            <div>
              <Typography.Title level={5}>移出信息</Typography.Title>
              <FieldList fields={describe(data, cancelSpecs)} />
            </div>
          )}
        </Space>
      )}
    </Modal>
  );
}
