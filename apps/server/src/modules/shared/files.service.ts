import { createHash } from 'node:crypto';
import { detectImageType, fileImageUrl, imageUploadMessages, maxImageBytes } from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { cleanedContent } from '../../platform/uploadContent';
import type { StoredFiles } from '../../platform/storedFiles';

export interface IncomingImage {
  name: string;
  content: Buffer;
}

/** Longest file name kept: the name columns that link a picture (cylinder_image, blacklist evidence) hold 128. */
const maxNameLength = 128;

/** Pictures uploaded for cylinders and blacklist evidence: real PNG or JPEG only, at most 5 MB, stored re-encoded. */
export class FilesService {
  constructor(private readonly repository: StoredFiles) {}

  async upload(user: SessionUser, image: IncomingImage) {
    if (image.content.length === 0) throw new HttpError(400, imageUploadMessages.noFile);
    if (image.content.length > maxImageBytes) throw new HttpError(413, imageUploadMessages.tooLarge);
    const mimeType = detectImageType(image.content.subarray(0, 8));
    if (!mimeType) throw new HttpError(400, imageUploadMessages.wrongType);
    const cleaned = await cleanedContent(image.content, mimeType);
    if ('status' in cleaned) throw new HttpError(cleaned.status, cleaned.message);
    const sha256 = createHash('sha256').update(cleaned.content).digest('hex');
    const id = await this.repository.store({ sha256, mimeType, content: cleaned.content }, user);
    const name = cleanName(image.name, mimeType);
    return { result: true, messeage: '', data: { id, name, url: fileImageUrl(id) } };
  }

  /** A picture the user may see (their upload, or one of a record in their scope); any other id is not found. */
  async image(user: SessionUser, id: number) {
    if (!(await this.repository.mayRead(user, id))) throw notFound();
    const file = await this.repository.fileById(id);
    if (!file) throw notFound();
    return file;
  }
}

/** The shown name: no path, no control characters, at most 128 characters; a nameless picture gets one. */
function cleanName(name: string, mimeType: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const fallback = mimeType === 'image/png' ? '图片.png' : '图片.jpg';
  return (base === '' ? fallback : base).slice(0, maxNameLength);
}
