import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import type { CartState, LicenceType, ProductDetail } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { Image } from '../../../ui/Image/Image';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';
import { formatPrice, initialLicence, licenceNames, licenceOptions, licencePrice } from '../../../domain/licence';
import { formatPrintSize } from '../printSize';
import { splitWords, storeSearchHref, wordsOf } from '../productText';
import { DesignPalette } from '../DesignPalette/DesignPalette';
import { RecolourToggle } from '../RecolourPanel/RecolourToggle';
import { DesignDetailRepeatPreview } from './DesignDetailRepeatPreview';
import { smallNote } from '../../../ui/styles/textRoles.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';
import { legend, shrinks } from '../product.css';
import * as styles from './DesignDetail.css';

export interface DesignDetailProps {
  /** The design as `/api/product/selectById` answers it. */
  detail: ProductDetail;
  /**
   * Which action the design offers: 0 Add To Bag, 1 View Cart, 2 Download File.
   * Defaults to `detail.isBuy`; a container passes 1 for a design in the local cart.
   */
  cartState?: CartState;
  /** The favourites control (SAVE / Saved) in place of the Collect button; the app fills it. */
  saveControl?: ReactNode;
  /** Collect without a `saveControl` (e.g. opens the login dialog for a visitor). */
  onCollect?: () => void;
  /** Add To Bag, with the chosen licence. */
  onAddToBag?: (imgType: LicenceType) => void;
  /** An add is on its way: Add To Bag shows a spinner and ignores clicks. */
  adding?: boolean;
  /** Download File (purchased designs). */
  onDownload?: () => void;
  /** Percent of a running download, or null when none runs. */
  downloadProgress?: number | null;
  /** Called when the buyer picks another licence. */
  onLicenceChange?: (imgType: LicenceType) => void;
  /** Where View Cart goes. */
  cartHref?: string;
  /** Level of the section headings, to fit the outline: 3 under a dialog's title, 2 on the page. */
  headingLevel?: 2 | 3;
}

const yesNo = (flag: number) => (flag ? 'Yes' : 'No');

/** One fact of the design: its term, small and muted, and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" size="sm" tone="muted">
        {term}
      </Text>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/**
 * The body of the design detail (storefront §2 "Design detail dialog"), shared by the
 * quick-view dialog and the /detail page: cover, facts, print sizes, the colours it is
 * printed in, licence choice and its price, the cart action for the design's state, and
 * word lists that search the store.
 */
export function DesignDetail({
  detail,
  cartState = detail.isBuy,
  saveControl,
  onCollect,
  onAddToBag,
  adding = false,
  onDownload,
  downloadProgress = null,
  onLicenceChange,
  cartHref = '/shoppingcar',
  headingLevel = 3,
}: DesignDetailProps) {
  // The licence belongs to one design: another design starts from its own default.
  const [choice, setChoice] = useState({ productId: detail.productId, licence: initialLicence(detail) });
  const licence = choice.productId === detail.productId ? choice.licence : initialLicence(detail);
  if (choice.productId !== detail.productId) setChoice({ productId: detail.productId, licence });

  const pick = (next: LicenceType) => {
    setChoice({ productId: detail.productId, licence: next });
    onLicenceChange?.(next);
  };

  const Heading = `h${headingLevel}` as const;
  const sold = detail.isSold === 1 && cartState === 0;
  const baseId = useId();
  const priceId = `${baseId}-price`;
  const coverAlt = `Design ${detail.imgSn}: ${wordsOf(detail.label, detail.styleStr, detail.entityStr).join(', ')}`;
  const wordGroups = [
    { title: 'Product types', words: splitWords(detail.productFicationStr) },
    { title: 'Categories', words: wordsOf(detail.styleStr, detail.sceneStr, detail.seasonStr, detail.fashionStr, detail.entityStr) },
    { title: 'Tags', words: splitWords(detail.label) },
  ].filter((group) => group.words.length > 0);

  return (
    <Grid align="start" gap="xl" className={styles.root}>
      <Stack gap="sm">
        <DesignDetailRepeatPreview cover={detail.cover} imgSn={detail.imgSn}>
          <Image
            src={detail.cover}
            alt={coverAlt}
            width={detail.imgWidth}
            height={detail.imgHeight}
            // A seamless pattern loses nothing when its cover fills the box.
            fit="cover"
            // The design is what the page is about, and its largest paint.
            priority
            className={styles.cover}
          />
        </DesignDetailRepeatPreview>
      </Stack>

      <Stack gap="lg" className={shrinks}>
        <Grid as="dl" columns="max-content minmax(0, 1fr)" gap="xs" columnGap="lg" className={styles.later}>
          <Fact term="Pattern ID">{detail.imgSn}</Fact>
          <Fact term="Included files">{detail.format}</Fact>
          <Fact term="Size">{detail.imgSize}</Fact>
          <Fact term="Print size at 300 dpi">{formatPrintSize(detail.imgWidth, detail.imgHeight, 300) ?? '—'}</Fact>
          <Fact term="Print size at 600 dpi">{formatPrintSize(detail.imgWidth, detail.imgHeight, 600) ?? '—'}</Fact>
          <Fact term="Seamless repeat">{yesNo(detail.isRepeat)}</Fact>
          <Fact term="Layered">{yesNo(detail.isLayer)}</Fact>
          <Fact term="Vector">{yesNo(detail.isVector)}</Fact>
        </Grid>

        {detail.palette && detail.palette.colours.length > 0 ? (
          // The design's colours and, under them, the way to recolour it.
          <Stack gap="sm" className={clsx(shrinks, styles.later)}>
            <DesignPalette palette={detail.palette} headingLevel={headingLevel} />
            <RecolourToggle
              cover={detail.cover}
              palette={detail.palette}
              alt={coverAlt}
              headingLevel={headingLevel}
              design={detail}
              licence={licence}
              cartState={cartState}
              sold={sold}
            />
          </Stack>
        ) : null}

        <Stack as="fieldset" gap="xs" frameless>
          <Text as="legend" size="sm" weight="semibold" tone="text" className={legend}>
            License
          </Text>
          {licenceOptions(detail).map((option) => (
            // The whole row is the radio's target (touchTarget: a finger tall on touch screens).
            <Inline as="label" key={option} gap="sm" align="center" className={clsx(styles.licenceOption, touchTarget)}>
              <input
                type="radio"
                className={styles.radio}
                name={`${baseId}-licence`}
                value={option}
                checked={licence === option}
                onChange={() => pick(option)}
              />
              <span className={styles.grow}>{licenceNames[option]}</span>
              <Text tone="muted" figures="tabular">
                {formatPrice(licencePrice(detail, option))}
              </Text>
            </Inline>
          ))}
        </Stack>

        <Inline gap="md" align="baseline" justify="between">
          <span id={priceId} className={smallNote}>
            Price
          </span>
          {/* An output announces the new price when the licence changes. */}
          <Text as="output" size="xxl" weight="bold" leading="tight" figures="tabular" aria-labelledby={priceId}>
            {formatPrice(licencePrice(detail, licence))}
          </Text>
        </Inline>

        <Inline gap="sm" align="center" wrap>
          {saveControl ??
            (onCollect ? (
              <Button variant="secondary" onClick={onCollect}>
                Collect
              </Button>
            ) : null)}
          {sold ? (
            <Inline as="p" gap="sm" align="center" className={smallNote}>
              <Badge tone="danger">Sold</Badge>
              <span>This exclusive design has been sold.</span>
            </Inline>
          ) : cartState === 0 ? (
            <Button className={styles.grow} loading={adding} onClick={() => onAddToBag?.(licence)}>
              Add To Bag
            </Button>
          ) : cartState === 1 ? (
            <Link to={cartHref} className={clsx(buttonStyle({ variant: 'primary' }), styles.grow)}>
              View Cart
            </Link>
          ) : (
            <Button className={styles.grow} loading={downloadProgress !== null} onClick={onDownload}>
              Download File
            </Button>
          )}
        </Inline>
        {downloadProgress !== null ? <ProgressBar value={downloadProgress} label="Download progress" showValue /> : null}

        {wordGroups.map((group, index) => (
          <Stack as="section" gap="xs" key={group.title} className={styles.later} aria-labelledby={`${baseId}-words-${index}`}>
            <Text as={Heading} id={`${baseId}-words-${index}`} size="sm" weight="semibold" tone="text">
              {group.title}
            </Text>
            <Inline as="ul" gap="xs" wrap list>
              {group.words.map((word) => (
                <li key={word}>
                  <Link className={clsx(styles.wordLink, touchTarget)} to={storeSearchHref(word)}>
                    {word}
                  </Link>
                </li>
              ))}
            </Inline>
          </Stack>
        ))}
      </Stack>
    </Grid>
  );
}
