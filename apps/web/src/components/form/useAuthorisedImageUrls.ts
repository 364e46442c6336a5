import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/ApiContext';

export interface AuthorisedImage {
  id: number;
  url: string;
}

const canMakeObjectUrls = () => typeof URL.createObjectURL === 'function';

/**
 * Pictures behind a login cannot be shown by an <img src> (it sends no bearer token): each is fetched once through
 * the API client and shown from a local object URL, released when the component goes. A picture that cannot be
 * fetched keeps its address, and the image then shows its placeholder.
 */
export function useAuthorisedImageUrls(images: readonly AuthorisedImage[]) {
  const api = useApi();
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(new Map());
  const requested = useRef(new Set<number>());
  const created = useRef<string[]>([]);

  const remember = useCallback((id: number, blob: Blob) => {
    if (!canMakeObjectUrls()) return;
    const objectUrl = URL.createObjectURL(blob);
    created.current.push(objectUrl);
    requested.current.add(id);
    setUrls((previous) => new Map(previous).set(id, objectUrl));
  }, []);

  useEffect(() => {
    for (const image of images) {
      if (requested.current.has(image.id) || !canMakeObjectUrls()) continue;
      requested.current.add(image.id);
      api.shared.download(image.url).then(
        (blob) => remember(image.id, blob),
        () => undefined,
      );
    }
  }, [api, images, remember]);

  useEffect(
    () => () => {
      for (const objectUrl of created.current) URL.revokeObjectURL(objectUrl);
    },
    [],
  );

  const urlOf = useCallback((image: AuthorisedImage) => urls.get(image.id) ?? image.url, [urls]);
  return { urlOf, remember };
}
