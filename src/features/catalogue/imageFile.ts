/** Similar-image search uploads (storefront "Store"): images only, up to 10 MB (the server's limit). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/*';

/** Why `file` cannot be searched with, in words for the person; null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return `“${file.name}” is not an image. Choose a JPG, PNG, WebP or GIF file.`;
  if (file.size > MAX_IMAGE_BYTES) return `“${file.name}” is larger than 10 MB. Choose a smaller image.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose another image.`;
  return null;
}
