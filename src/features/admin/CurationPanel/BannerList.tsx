import type { AdminBanner } from '../../../api/adminTypes';
import { Button } from '../../../ui/Button/Button';
import { Image } from '../../../ui/Image/Image';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { bannerGroupList, colourPair } from './curation';
import { BannerSwatch } from './BannerSwatch';
import * as styles from './BannerList.css';
import * as shared from '../admin.css';

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
            <h4 id={`banner-group-${group.id}`} className={styles.groupTitle}>
              {group.name}
            </h4>
            {inGroup.length === 0 ? (
              <p className={shared.smallMuted}>No banner in this group.</p>
            ) : (
              <Stack as="ul" gap="sm" list role="list">
                {inGroup.map((banner) => {
                  const [from, to] = colourPair(banner.colorBg, ['', '']);
                  return (
                    <li key={banner.id} className={styles.banner} aria-label={banner.title}>
                      <span className={shared.coverFrame}>
                        <Image src={banner.imgUrl} alt={banner.title} width={16} height={9} fit="cover" />
                      </span>
                      <Stack gap="xxs" className={shared.shrinks}>
                        <p className={styles.title}>{banner.title}</p>
                        {banner.subtitle ? <p className={shared.smallMuted}>{banner.subtitle}</p> : null}
                        <Inline as="p" gap="md" align="center" wrap className={shared.smallMuted}>
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
                    </li>
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
