import clsx from 'clsx';
import type { AdminBanner } from '../../../api/adminTypes';
import { Button } from '../../../ui/Button/Button';
import { Image } from '../../../ui/Image/Image';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { smallNote } from '../../../ui/styles/textRoles.css';
import { Grid } from '../../../ui/Grid/Grid';
import { bannerGroupList, colourPair } from './curation';
import { BannerSwatch } from './BannerSwatch';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

export interface BannerListProps {
  /** Every banner of the home page, in any order: listed by group, then sort. */
  banners: AdminBanner[];
  /** The operator asked to edit a banner. */
  onEdit: (banner: AdminBanner) => void;
  /** The operator asked to delete a banner (the parent confirms first). */
  onDelete: (banner: AdminBanner) => void;
}

/** What a banner opens when clicked: a word of the store's filters, a design, or nothing. */
function linkOf(banner: AdminBanner): string {
  if (banner.tagWord) return `Links the word ${banner.tagWord}`;
  if (banner.productId !== null) return `Links design ${banner.productId}`;
  return 'Links nothing';
}

/**
 * The home page's banners by group (Newest, Usage Scenario, Style): each with its image,
 * title, subtitle, sort, gradient and link, and buttons to edit or delete it.
 */
export function BannerList({ banners, onEdit, onDelete }: BannerListProps) {
  return (
    <Stack gap="lg">
      {bannerGroupList.map((group) => {
        const inGroup = banners.filter((b) => b.groupId === group.id).sort((a, b) => a.sort - b.sort || a.id - b.id);
        return (
          <Stack as="section" gap="sm" key={group.id} aria-labelledby={`banner-group-${group.id}`}>
            <Text as="h4" size="md" weight="semibold" tone="muted" id={`banner-group-${group.id}`}>
              {group.name}
            </Text>
            {inGroup.length === 0 ? (
              <Text as="p" size="sm" tone="muted">
                No banner in this group.
              </Text>
            ) : (
              <Stack as="ul" gap="sm" list role="list">
                {inGroup.map((banner) => {
                  const [from, to] = colourPair(banner.colorBg, ['', '']);
                  return (
                    <Grid
                      as="li"
                      columns="max(120px, 1.6rem) minmax(0, 1fr) auto"
                      align="center"
                      gap="md"
                      className={clsx(shared.card, sprinkles({ padding: 'sm' }))}
                      key={banner.id}
                      aria-label={banner.title}
                    >
                      <span className={shared.coverFrame}>
                        <Image src={banner.imgUrl} alt={banner.title} width={16} height={9} fit="cover" />
                      </span>
                      <Stack gap="xxs" className={shared.shrinks}>
                        <Text as="p" size="md" weight="semibold">
                          {banner.title}
                        </Text>
                        {banner.subtitle ? (
                          <Text as="p" size="sm" tone="muted">
                            {banner.subtitle}
                          </Text>
                        ) : null}
                        <Inline as="p" gap="md" align="center" wrap className={smallNote}>
                          <span>Sort {banner.sort}</span>
                          <Inline as="span" gap="xs" align="center">
                            {from && to ? <BannerSwatch from={from} to={to} /> : `Colours ${banner.colorBg}`}
                          </Inline>
                          <span>{linkOf(banner)}</span>
                        </Inline>
                      </Stack>
                      <Inline gap="xs">
                        <Button variant="secondary" size="sm" aria-label={`Edit ${banner.title}`} onClick={() => onEdit(banner)}>
                          Edit
                        </Button>
                        <Button variant="secondary" size="sm" aria-label={`Delete ${banner.title}`} onClick={() => onDelete(banner)}>
                          Delete
                        </Button>
                      </Inline>
                    </Grid>
                  );
                })}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
