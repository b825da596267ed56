/**
 * Who may download a design's files, in the words the server, its signed links and the
 * MSW world refuse with: a buyer of a paid line that was not refunded.
 */
export const downloadRefusals = {
  notBought: 'Only purchased designs can be downloaded',
  refunded: 'This design was refunded: its files are no longer available',
} as const;
