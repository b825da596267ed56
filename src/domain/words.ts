/**
 * The filter groups a design carries words in: the store's facets (the type tree's
 * groups other than 'Price' and the licence), the words an import or the back office
 * writes, and the seed's vocabulary all use these names.
 */
export const designWordGroups = ['Product type', 'Style', 'Scene', 'Motif', 'Season', 'Trend', 'Brand'] as const;
export type DesignWordGroup = (typeof designWordGroups)[number];
export type DesignWords = Record<DesignWordGroup, string[]>;
