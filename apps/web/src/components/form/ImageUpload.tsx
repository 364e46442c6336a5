import { useRef, useState } from 'react';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { imageMimeTypes, imageUploadMessages, type UploadedImage } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ImageViewer } from '../ImageViewer';
import { imageFileProblem } from './imageRules';
import { useAuthorisedImageUrls } from './useAuthorisedImageUrls';

export interface ImageUploadProps {
  /** The uploaded pictures (ids other calls link to a cylinder or to blacklist evidence). */
  value?: UploadedImage[];
  onChange?: (images: UploadedImage[]) => void;
  /** At most this many pictures (9 by default). */
  maxCount?: number;
  disabled?: boolean;
  id?: string;
}

const uidOf = (image: UploadedImage) => `image-${image.id}`;

/**
 * Picture upload (cylinder photos, blacklist evidence): PNG or JPEG up to 5 MB, checked before sending; thumbnails,
 * preview in the shared viewer, and removal. Uploads go through the API client with the bearer token.
 */
export function ImageUpload({ value, onChange, maxCount = 9, disabled, id }: ImageUploadProps) {
  const api = useApi();
  const { message } = App.useApp();
  const images = value ?? [];
  // Several uploads may finish before the parent re-renders: each adds to the latest list, not to a stale one.
  const latest = useRef(images);
  latest.current = images;
  const emit = (next: UploadedImage[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const { urlOf, remember } = useAuthorisedImageUrls(images);

  const fileList: UploadFile[] = [
    ...images.map((image): UploadFile => {
      const url = urlOf(image);
      return { uid: uidOf(image), name: image.name, status: 'done', url, thumbUrl: url };
    }),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = imageFileProblem(file);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    api.shared
      .uploadImage(file as File, { onProgress: (percent) => onProgress?.({ percent }) })
      .then((answer) => onSuccess?.(answer))
      .catch((error: unknown) => {
        const text = error instanceof Error && error.message ? error.message : imageUploadMessages.uploadFailed;
        void message.error(text);
        onError?.(error instanceof Error ? error : new Error(text));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'done') {
      setPending((current) => current.filter((entry) => entry.uid !== file.uid));
      const uploaded = (file.response as { data?: UploadedImage } | undefined)?.data;
      if (!uploaded) return;
      if (file.originFileObj) remember(uploaded.id, file.originFileObj);
      if (!latest.current.some((image) => image.id === uploaded.id)) emit([...latest.current, uploaded]);
    } else if (file.status === 'error' || file.status === 'removed') {
      setPending((current) => current.filter((entry) => entry.uid !== file.uid));
    } else {
      setPending((current) => [...current.filter((entry) => entry.uid !== file.uid), file]);
    }
  };

  const handleRemove = (file: UploadFile) => {
    const removed = images.find((image) => uidOf(image) === file.uid);
    if (removed) emit(latest.current.filter((image) => image.id !== removed.id));
    return true;
  };

  const handlePreview = (file: UploadFile) => {
    const index = images.findIndex((image) => uidOf(image) === file.uid);
    if (index >= 0) setViewing(index);
  };

  const full = fileList.length >= maxCount;
  return (
    <>
      <Upload
        id={id}
        listType="picture-card"
        accept={imageMimeTypes.join(',')}
        multiple
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={handleRemove}
        onPreview={handlePreview}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
      >
        {full || disabled ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      <ImageViewer
        images={images.map((image) => ({ url: urlOf(image), name: image.name }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
