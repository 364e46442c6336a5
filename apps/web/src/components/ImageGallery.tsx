import { useState } from 'react';
import { Empty, Spin } from 'antd';
import { messages } from '@gcs/contracts';
import { ImageViewer, type ViewerImage } from './ImageViewer';
import { SafeImage } from './SafeImage';

export interface GalleryImage extends ViewerImage {
  id: number | string;
  caption?: string;
}

/** A grid of thumbnails; clicking one opens the shared viewer on it. */
export function ImageGallery({ images, loading }: { images: readonly GalleryImage[]; loading: boolean }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (loading) {
    return (
      <div className="tab-loading">
        <Spin description={messages.loading} />
      </div>
    );
  }
  if (images.length === 0) return <Empty description={messages.noData} />;
  return (
    <>
      <ul className="image-gallery">
        {images.map((image, position) => (
          <li key={image.id} className="image-gallery__item">
            <button
              type="button"
              className="image-gallery__thumb"
              aria-label={`查看图片：${image.name}`}
              onClick={() => setViewing(position)}
            >
              <SafeImage src={image.url} alt={image.name} loading="lazy" />
            </button>
            <div className="image-gallery__caption" title={image.name}>
              {image.name}
            </div>
            {image.caption && <div className="image-gallery__meta">{image.caption}</div>}
          </li>
        ))}
      </ul>
      <ImageViewer images={images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
