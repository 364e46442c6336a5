import sharp from 'sharp';
import { maxImagePixels, uploadContentMessages } from '@gcs/contracts';
import { pdfHasActiveContent } from './pdfActiveContent';

// Decoded pictures are not kept between uploads.
sharp.cache(false);

/** The bytes to store for an upload, or why it is refused. */
export type CleanedContent = { content: Buffer } | { status: 400 | 413; message: string };

/**
 * What is stored of an uploaded file whose type its first bytes gave (docs/security.md, uploads): a picture is
 * decoded and re-encoded in its own format (turned upright, its metadata dropped), so only pixels are kept and
 * whatever followed them (HTML, scripts) is gone; one over 25 megapixels is refused before it is decoded. A PDF is
 * kept as it is unless it carries scripts, embedded files or launch actions, which are refused.
 */
export async function cleanedContent(content: Buffer, mimeType: string): Promise<CleanedContent> {
  if (mimeType === 'application/pdf') {
    return pdfHasActiveContent(content) ? { status: 400, message: uploadContentMessages.activePdf } : { content };
  }
  try {
    const { width = 0, height = 0 } = await sharp(content).metadata();
    if (width * height > maxImagePixels) return { status: 413, message: uploadContentMessages.tooManyPixels };
    const picture = sharp(content, { limitInputPixels: maxImagePixels, failOn: 'error' }).rotate();
    const encoded = mimeType === 'image/png' ? picture.png() : picture.jpeg({ quality: 90, mozjpeg: true });
    return { content: await encoded.toBuffer() };
  } catch {
    return { status: 400, message: uploadContentMessages.undecodableImage };
  }
}
