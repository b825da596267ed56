import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { coverSources } from '../../../api/covers';
import * as product from '../../../api/product';
import type { ProductCard } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Carousel } from '../../../ui/Carousel/Carousel';
import { slideSizes } from '../../../ui/Carousel/slideSizes';
import { ChoiceGroup } from '../../../ui/ChoiceGroup/ChoiceGroup';
import { Image } from '../../../ui/Image/Image';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { formatPrice, shownPrice } from '../../../domain/licence';
import { imageSearchIntentLabels, imageSearchIntents, type ImageSearchIntent } from '../../../domain/imageSearch';
import { mutedText } from '../../../ui/styles/textRoles.css';
import * as styles from './MoreLikeThis.css';

/** Designs in view at once; the rest are a swipe or an arrow key away. */
export const MORE_LIKE_THIS_PER_VIEW = 6;
/** Designs in view below the 1200 px desktop: covers big enough to judge, part of the next to invite a swipe. */
export const MORE_LIKE_THIS_PER_VIEW_COMPACT = { phone: 2.4, tablet: 4.4 } as const;

/** Width each cover is drawn at: one slide of the row. */
const likeCoverSizes = slideSizes(MORE_LIKE_THIS_PER_VIEW, MORE_LIKE_THIS_PER_VIEW_COMPACT);

/** Query key of a design's "More like this" row (`/api/product/selectLike`). */
export const moreLikeThisKey = (productId: number, intent: ImageSearchIntent) => ['product', 'like', productId, intent] as const;

/**
 * A design's "More like this" for one intent: one request, shared by the row and the
 * check whether there is a row. Not in the server's first screen: on a phone the row is
 * two screens down, yet its covers were fetched at once, beside the design's own cover.
 */
const likeQuery = (productId: number, intent: ImageSearchIntent) =>
  queryOptions({
    queryKey: moreLikeThisKey(productId, intent),
    queryFn: async ({ signal }) => (await product.selectLike({ productId, intent }, { signal })).data,
    meta: { firstScreen: false },
  });

const titleOf = (card: ProductCard) => card.label || card.tags.split(',')[0] || `Design ${card.imgSn}`;

/** One design of the row: its cover and name linking to its page, and its price. */
function LikeCard({ card }: { card: ProductCard }) {
  return (
    <Stack as="article" gap="xs">
      <Stack as={Link} gap="xs" to={`/detail/${card.productId}`} className={styles.link}>
        <Image
          src={card.cover}
          {...coverSources(card.cover, likeCoverSizes)}
          alt=""
          width={240}
          height={240}
          fit="cover"
          className={styles.cover}
        />
        <span className={styles.name}>{titleOf(card)}</span>
      </Stack>
      <Text as="p" size="sm" weight="semibold" tone="text">
        {formatPrice(shownPrice(card))}
      </Text>
    </Stack>
  );
}

export interface MoreLikeThisProps {
  productId: number;
  /** Level of the row's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** One intent's designs: what they are, then the carousel, the failure or the placeholders. */
function LikeRow({ productId, intent }: { productId: number; intent: ImageSearchIntent }) {
  const query = useQuery(likeQuery(productId, intent));
  let body;
  if (query.data?.length === 0) {
    body = <p className={styles.note}>No designs in these colours yet.</p>;
  } else if (query.data) {
    body = (
      <Carousel
        aria-label={intent === 'pattern' ? 'Designs like this one' : 'Designs in its colours'}
        slidesPerView={MORE_LIKE_THIS_PER_VIEW}
        compactSlidesPerView={MORE_LIKE_THIS_PER_VIEW_COMPACT}
        spaceBetween={styles.SLIDE_GAP_PX}
        navigation
        slides={query.data.map((card) => (
          <LikeCard key={card.productId} card={card} />
        ))}
      />
    );
  } else if (query.isError) {
    body = (
      <Inline gap="md" align="center" className={mutedText}>
        <p role="alert">Designs like this one could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Inline>
    );
  } else {
    body = (
      <div className={styles.placeholderRow} aria-hidden="true">
        {Array.from({ length: MORE_LIKE_THIS_PER_VIEW }, (_, i) => (
          <span key={i} className={styles.placeholder} />
        ))}
      </div>
    );
  }
  return (
    <div aria-busy={query.isPending || undefined}>
      <p className={styles.note}>{imageSearchIntentLabels[intent].results}</p>
      {body}
    </div>
  );
}

/**
 * "More like this" under a design, from POST /api/product/selectLike: the designs with
 * its pattern in any colours (the shop's image search: pattern, structure and colour),
 * or, when the shopper looks for its colours, those in its colours whatever the pattern. Each is a carousel
 * (Previous/Next, arrow keys, swipe). While one loads it keeps its height; a failure
 * says so with a retry. A design with nothing like it (not measured yet) has no row.
 */
export function MoreLikeThis({ productId, headingLevel = 2 }: MoreLikeThisProps) {
  const [intent, setIntent] = useState<ImageSearchIntent>('pattern');
  // The pattern's answer decides whether the row is there at all (it is read from the cache the first tab fills).
  const pattern = useQuery(likeQuery(productId, 'pattern'));
  if (pattern.data?.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby="more-like-this-title">
      <Heading id="more-like-this-title" className={styles.title}>
        More like this
      </Heading>
      {/* Native radios, as the store's image search asks "Look for": the row sits below the
          fold, and a tabs widget would add 6 KB to the design page's first load. */}
      <ChoiceGroup
        legend="Look for"
        options={imageSearchIntents.map((option) => ({ value: option, label: imageSearchIntentLabels[option].choice }))}
        value={intent}
        onChange={setIntent}
      />
      <LikeRow key={intent} productId={productId} intent={intent} />
    </section>
  );
}
