import { useState, type ImgHTMLAttributes } from 'react';
import { imagePlaceholderSrc, imagePlaceholderText } from './placeholderImage';

/** An <img> that swaps to the placeholder picture when its file cannot be loaded. */
export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? imagePlaceholderSrc : src}
      alt={failed ? imagePlaceholderText : alt}
      data-failed={failed ? 'true' : undefined}
      onError={() => {
        if (typeof src === 'string') setFailedSrc(src);
      }}
    />
  );
}
