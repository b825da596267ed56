/**
 * The filter groups a design carries words in: the store's facets (the type tree's
 * groups other than 'Price' and the licence), the words an import or the back office
 * writes, and the seed's vocabulary all use these names.
 */
export const designWordGroups = ['Product type', 'Style', 'Scene', 'Motif', 'Season', 'Trend', 'Brand'] as const;
export type DesignWordGroup = (typeof designWordGroups)[number];
export type DesignWords = Record<DesignWordGroup, string[]>;

/** The import sheet's column (designs.csv, designs.json) of each filter group's words: read by the server's import and the MSW world's. */
export const sheetWordColumns = {
  productType: 'Product type',
  style: 'Style',
  scene: 'Scene',
  motif: 'Motif',
  season: 'Season',
  trend: 'Trend',
  brand: 'Brand',
} as const satisfies Record<string, DesignWordGroup>;

/** The design's column each filter group's words are written to, comma-separated: the server's table and the MSW world's designs alike. */
export const designWordColumns = {
  'Product type': 'productFicationStr',
  Style: 'styleStr',
  Scene: 'sceneStr',
  Motif: 'entityStr',
  Season: 'seasonStr',
  Trend: 'fashionStr',
  Brand: 'brandStr',
} as const satisfies Record<DesignWordGroup, string>;
