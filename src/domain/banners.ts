/**
 * The home page's banner groups (storefront spec, home page): id and the name the
 * server stores with each banner. The server's schema, the MSW world and the back
 * office's curation forms all read them from here.
 */
export const bannerGroups = { 2: 'Newest', 6: 'Usage Scenario', 7: 'Style' } as const;

export type BannerGroupId = keyof typeof bannerGroups;

export const bannerGroupIds = [2, 6, 7] as const satisfies readonly BannerGroupId[];

/** The groups in the order the home page shows them. */
export const bannerGroupList: readonly { id: BannerGroupId; name: string }[] = [
  { id: 2, name: bannerGroups[2] },
  { id: 6, name: bannerGroups[6] },
  { id: 7, name: bannerGroups[7] },
];
