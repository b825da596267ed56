/** Similar-image search uploads (storefront "Store"): images only, up to the server's limit. */
import { MAX_IMAGE_SEARCH_BYTES, MAX_IMAGE_SEARCH_MB } from '../../domain/imageSearch';

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/*';

/** Why `file` cannot be searched with, in words for the person; null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return `“${file.name}” is not an image. Choose a JPG, PNG, WebP or GIF file.`;
  if (file.size > MAX_IMAGE_SEARCH_BYTES) return `“${file.name}” is larger than ${MAX_IMAGE_SEARCH_MB} MB. Choose a smaller image.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose another image.`;
  return null;
}
