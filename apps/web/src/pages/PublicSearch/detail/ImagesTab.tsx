import { formatDateTime } from '@gcs/contracts';
import { ImageGallery, type GalleryImage } from '../../../components/ImageGallery';
import { useCylinderImages, type ImageSet } from './queries';

/** Archive pictures or supplemental photos as thumbnails; load errors show the empty state. */
export function ImagesTab({ cylinderId, set }: { cylinderId: string; set: ImageSet }) {
  const images = useCylinderImages(cylinderId, set);
  const gallery: GalleryImage[] = images.isError
    ? []
    : (images.data ?? []).map((image) => ({
        id: image.id,
        url: image.url,
        name: image.name,
        caption: formatDateTime(image.uploadTime),
      }));
  return <ImageGallery images={gallery} loading={images.isPending && !images.isError} />;
}
