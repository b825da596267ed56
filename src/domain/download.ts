/**
 * Who may download a design's files, in the words the server, its signed links and the
 * MSW world refuse with: a buyer of a paid line that was not refunded.
 */
export const downloadRefusals = {
  notBought: 'Only purchased designs can be downloaded',
  refunded: 'This design was refunded: its files are no longer available',
  /** A file link whose signature, line or time does not hold. */
  invalidLink: 'This download link is invalid or has expired.',
} as const;

/**
 * The name a bought design's files are saved under, without the extension: its serial,
 * marked when the line was bought in a colourway (the files are drawn in its colours).
 * The server's file link and the MSW world's answer with it; My Order saves under it.
 */
export const designFilesName = (imgSn: string, colourway: string | undefined) => (colourway ? `${imgSn}-colourway` : imgSn);
