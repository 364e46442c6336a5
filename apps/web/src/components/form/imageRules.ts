import { imageMimeTypes, imageUploadMessages, maxImageBytes } from '@gcs/contracts';

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const extensionTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The type a picked file claims: the browser's type, or when it gives none, the one its extension names. */
function claimedType(file: PickedFile): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensionTypes[extension] ?? '';
}

/**
 * Why a picked picture cannot be uploaded, checked before anything is sent: PNG or JPEG only, at most 5 MB. The
 * server checks the bytes themselves again.
 */
export function imageFileProblem(file: PickedFile): string | null {
  if (!(imageMimeTypes as readonly string[]).includes(claimedType(file))) return imageUploadMessages.wrongType;
  if (file.size > maxImageBytes) return imageUploadMessages.tooLarge;
  return null;
}
