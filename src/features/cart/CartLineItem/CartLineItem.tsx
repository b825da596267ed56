import { useId } from 'react';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import type { LicenceType } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Image } from '../../../ui/Image/Image';
import { ColourwayNote } from '../../../ui/ColourwayNote/ColourwayNote';
import { Select } from '../../../ui/Select/Select';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Text } from '../../../ui/Text/Text';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import type { CartPageLine } from '../cartLines';
import { licenceWithdrawnNote } from '../payableLines';
import { formatPrice, licenceNames, licenceOptions, licencePrice } from '../../../domain/licence';
import * as styles from './CartLineItem.css';

export interface CartLineItemProps {
  /** The line: a priced design, one still loading, or one that could not be found. */
  line: CartPageLine;
  /** The buyer picked another licence for this design. */
  onLicenceChange: (imgType: LicenceType) => void;
  /** Remove: the parent asks for confirmation first. */
  onRemove: () => void;
  /** A licence change is on its way: the select waits. */
  updating?: boolean;
}

/** The design's own page, which the spec opens in a new tab. */
const detailHref = (productId: number) => `/detail/${productId}`;

/** A line's row, whether its design is loaded or not: the cover, the facts, the licence, the price and Remove across. */
const lineRow = { as: 'article', align: 'center', gap: 'lg', className: styles.row } as const;

/**
 * One line of the cart (storefront §2 "Cart", §4 licence rules, §9 pricing): cover,
 * pattern id, the licence select — only the exclusive licence for a buyout design,
 * commercial or commercial unlimited for the others — the line's price and Remove. A
 * sold exclusive stays visible, marked Sold and without a price, so the buyer sees why
 * it is not in the total. A line whose licence its design no longer offers (made
 * exclusive after it went into the bag) says so, is not counted, and its select offers
 * only the licences the design offers now, so the buyer fixes it in place.
 */
export function CartLineItem({ line, onLicenceChange, onRemove, updating = false }: CartLineItemProps) {
  const titleId = useId();

  if (line.status !== 'ready') {
    const name = `Design ${line.productId}`;
    return (
      <Grid {...lineRow} aria-labelledby={titleId} aria-busy={line.status === 'loading' || undefined}>
        <div className={styles.cover}>
          <Image alt="" width={1} height={1} shimmer={line.status === 'loading'} />
        </div>
        <Stack gap="xxs" align="start" className={styles.info}>
          <Text size="xs" tone="muted" className={styles.caption}>
            Pattern ID
          </Text>
          <Text as="h2" id={titleId} size="lg" weight="semibold" leading="tight">
            {name}
          </Text>
          {line.status === 'missing' ? (
            <Text as="p" size="sm" leading="normal" tone="danger">
              {line.reason}
            </Text>
          ) : (
            <Text as="p" size="sm" tone="muted">
              Loading the design…
            </Text>
          )}
        </Stack>
        <div className={styles.licence} />
        <Text as="p" size="lg" weight="semibold" figures="tabular" className={styles.price} />
        <RemoveButton name={name} onRemove={onRemove} />
      </Grid>
    );
  }

  const offered = licenceOptions(line);
  // On sale, but not under the licence in the bag (issue 39).
  const withdrawn = line.available && !line.licenceOffered;
  return (
    <Grid {...lineRow} aria-labelledby={titleId} data-unavailable={line.available ? undefined : ''}>
      <div className={styles.cover}>
        <Image
          src={line.cover}
          {...coverSources(line.cover, thumbnailSizes)}
          alt={`Design ${line.imgSn}`}
          width={1}
          height={1}
          fit="cover"
        />
      </div>
      <Stack gap="xxs" align="start" className={styles.info}>
        <Text size="xs" tone="muted" className={styles.caption}>
          Pattern ID
        </Text>
        <Text as="h2" id={titleId} size="lg" weight="semibold" leading="tight">
          <a href={detailHref(line.productId)} target="_blank" rel="noopener noreferrer" className={styles.titleLink}>
            {line.imgSn}
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </Text>
        <Inline gap="xs" className={styles.badges}>
          {line.isBuyout === 1 ? <Badge tone="accent">Exclusive</Badge> : null}
          {line.available ? null : <Badge tone="danger">Sold</Badge>}
        </Inline>
        <ColourwayNote colourway={line.colourway} />
        {line.available ? null : (
          <Text as="p" size="sm" leading="normal" tone="danger">
            This exclusive design has been sold and can no longer be bought.
          </Text>
        )}
        {withdrawn ? (
          <Text as="p" size="sm" leading="normal" tone="danger">
            {licenceWithdrawnNote(line)}
          </Text>
        ) : null}
      </Stack>
      <div className={styles.licence}>
        {line.available ? (
          <Select
            label={
              <>
                License<span className={visuallyHidden}> for {line.imgSn}</span>
              </>
            }
            options={offered.map((type) => ({
              value: String(type),
              label: `${licenceNames[type]} ${formatPrice(licencePrice(line, type))}`,
            }))}
            // A withdrawn licence is not among the options: nothing is chosen until the buyer picks one.
            value={withdrawn ? '' : String(line.imgType)}
            placeholder="Choose a license"
            onValueChange={(value) => {
              const next = Number(value) as LicenceType;
              if (next !== line.imgType) onLicenceChange(next);
            }}
            disabled={updating}
          />
        ) : (
          <Text as="p" size="sm" tone="muted">
            {licenceNames[line.imgType]}
          </Text>
        )}
      </div>
      <Text as="p" size="lg" weight="semibold" figures="tabular" className={styles.price}>
        <span className={visuallyHidden}>Price: </span>
        {line.available && !withdrawn ? (
          formatPrice(line.linePrice)
        ) : (
          <Text size="sm" weight="regular" tone="muted">
            Not included
          </Text>
        )}
      </Text>
      <RemoveButton name={line.imgSn} onRemove={onRemove} />
    </Grid>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Button variant="icon" aria-label={`Remove ${name}`} onClick={onRemove} className={styles.remove}>
      <Icon name="trash" />
    </Button>
  );
}
