import { useState } from 'react';
import { Space, Typography } from 'antd';
import { formatDateTime, ImageKind } from '@gcs/contracts';
import { ImageGallery, type GalleryImage } from '../../../components/ImageGallery';
import { FieldList } from '../../PublicSearch/detail/FieldList';
import { archiveFillingFields } from '../../PublicSearch/detail/fillingFields';
import { InspectionPages } from '../../PublicSearch/detail/InspectionTab';
import { TabState } from '../../PublicSearch/detail/TabState';
import { archiveAuditFields, archiveBasicFields, archiveIssuedFields, archiveValveFields } from './archiveDetailFields';
import {
  useArchiveDetail,
  useArchiveImages,
  useArchiveInspection,
  useArchiveIssued,
  useArchiveLastFilling,
  useArchiveValve,
} from './queries';

/** The tabs of the archive detail that show one record each. Load errors leave the tab empty (spec 02 §8). */

export function BasicTab({ cylinderId }: { cylinderId: number }) {
  const detail = useArchiveDetail(cylinderId);
  return (
    <TabState loading={detail.isPending && !detail.isError} empty={!detail.data}>
      {detail.data && <FieldList fields={archiveBasicFields(detail.data)} />}
    </TabState>
  );
}

export function AuditTab({ cylinderId }: { cylinderId: number }) {
  const detail = useArchiveDetail(cylinderId);
  return (
    <TabState loading={detail.isPending && !detail.isError} empty={!detail.data}>
      {detail.data && <FieldList fields={archiveAuditFields(detail.data)} />}
    </TabState>
  );
}

export function IssuedTab({ cylinderId }: { cylinderId: number }) {
  const issued = useArchiveIssued(cylinderId);
  return (
    <TabState loading={issued.isPending && !issued.isError} empty={!issued.data}>
      {issued.data && <FieldList fields={archiveIssuedFields(issued.data)} />}
    </TabState>
  );
}

export function ValveTab({ cylinderId }: { cylinderId: number }) {
  const valve = useArchiveValve(cylinderId);
  return (
    <TabState loading={valve.isPending && !valve.isError} empty={!valve.data}>
      {valve.data && <FieldList fields={archiveValveFields(valve.data)} />}
    </TabState>
  );
}

/** One inspection record per page, newest first, with a pager between them. */
export function InspectionTab({ cylinderId }: { cylinderId: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  return (
    <InspectionPages
      inspections={useArchiveInspection(cylinderId, pageIndex)}
      pageIndex={pageIndex}
      onPageChange={setPageIndex}
    />
  );
}

export function LastFillingTab({ cylinderId }: { cylinderId: number }) {
  const filling = useArchiveLastFilling(cylinderId);
  const record = filling.isError ? null : (filling.data ?? null);
  return (
    <TabState loading={filling.isPending && !filling.isError} empty={!record}>
      {record && (
        <Space orientation="vertical" size="middle" className="full-width">
          <Typography.Text type="secondary">最近一次充装记录</Typography.Text>
          <FieldList fields={archiveFillingFields(record)} />
        </Space>
      )}
    </TabState>
  );
}

/** Archive pictures (kind 1) or supplemental photos (kind 2); a picture that fails to load shows the placeholder. */
export function PicturesTab({ cylinderId, kind }: { cylinderId: number; kind: ImageKind }) {
  const images = useArchiveImages(cylinderId);
  const gallery: GalleryImage[] = images.isError
    ? []
    : (images.data ?? [])
        .filter((image) => image.kind === kind)
        .map((image) => ({
          id: image.id,
          url: image.url,
          name: image.name,
          caption: formatDateTime(image.uploadTime),
        }));
  return <ImageGallery images={gallery} loading={images.isPending && !images.isError} />;
}
