import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import { Image } from '../../../ui/Image/Image';
import { TextField } from '../../../ui/TextField/TextField';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { MAX_PINS, move } from './curation';
import * as styles from './BestSellersEditor.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/** A pinned design; serial and cover are known once the server has answered for it. */
export interface PinnedDesign {
  productId: number;
  imgSn?: string;
  cover?: string;
}

export interface BestSellersEditorProps {
  /** The pins as they stand in the editor, first first. */
  pins: PinnedDesign[];
  /** The pins after an add, remove or move (not saved yet). */
  onChange: (pins: PinnedDesign[]) => void;
  /** The pins differ from the saved ones: Save and Undo are offered. */
  dirty: boolean;
  /** Saving: Save shows a spinner. */
  saving?: boolean;
  /** Why the server refused the last save (its desc). */
  refusal?: string | null;
  onSave: () => void;
  /** Back to the saved pins. */
  onUndo: () => void;
}

/**
 * The designs pinned at the front of the home page's Best Sellers, in order: add one by
 * its product id, remove one, move one up or down, then save. Sales fill the rest of the row.
 */
export function BestSellersEditor({ pins, onChange, dirty, saving = false, refusal, onSave, onUndo }: BestSellersEditorProps) {
  const [productId, setProductId] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const noteId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = productId.trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0) return setAddError('Type a design’s product id, a whole number.');
    const id = Number(text);
    if (pins.some((pin) => pin.productId === id)) return setAddError(`Design ${id} is pinned already.`);
    setAddError(undefined);
    setProductId('');
    onChange([...pins, { productId: id }]);
  };

  return (
    <Stack gap="md">
      <Text as="p" size="sm" tone="muted" id={noteId}>
        Pinned designs lead the home page’s Best Sellers row in this order (at most {MAX_PINS}); sales fill the rest of the row.
      </Text>
      {pins.length === 0 ? (
        <Text as="p" size="sm" tone="muted">
          No design is pinned: the Best Sellers row shows the best-selling designs alone.
        </Text>
      ) : (
        <Stack as="ol" gap="xs" list aria-label="Pinned designs" aria-describedby={noteId}>
          {pins.map((pin, index) => {
            const name = pin.imgSn ?? `Design ${pin.productId}`;
            return (
              <Grid
                as="li"
                columns="max(24px, 0.3rem) max(48px, 0.6rem) minmax(0, 1fr) auto"
                align="center"
                gap="md"
                className={clsx(shared.card, sprinkles({ padding: 'xs' }))}
                key={pin.productId}
                aria-label={name}
              >
                <Text as="span" tone="muted" figures="tabular" align="end" aria-hidden="true">
                  {index + 1}
                </Text>
                <Inline as="span" align="center" justify="center" className={styles.cover}>
                  {pin.cover ? (
                    <Image
                      src={pin.cover}
                      {...coverSources(pin.cover, thumbnailSizes)}
                      alt={`Cover of ${name}`}
                      width={1}
                      height={1}
                      fit="cover"
                    />
                  ) : (
                    <Icon name="image" />
                  )}
                </Inline>
                <Stack as="span" gap="xxs" className={shared.shrinks}>
                  <span>{name}</span>
                  {pin.imgSn ? null : (
                    <Text as="span" size="xs" tone="muted">
                      New: its cover shows once saved
                    </Text>
                  )}
                </Stack>
                <Inline as="span" gap="xxs">
                  <Button
                    variant="icon"
                    size="sm"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => onChange(move(pins, index, -1))}
                  >
                    <Icon name="chevronUp" />
                  </Button>
                  <Button
                    variant="icon"
                    size="sm"
                    aria-label={`Move ${name} down`}
                    disabled={index === pins.length - 1}
                    onClick={() => onChange(move(pins, index, 1))}
                  >
                    <Icon name="chevronDown" />
                  </Button>
                  <Button
                    variant="icon"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(pins.filter((_, i) => i !== index))}
                  >
                    <Icon name="close" />
                  </Button>
                </Inline>
              </Grid>
            );
          })}
        </Stack>
      )}
      <Inline as="form" gap="sm" align="start" className={styles.add} onSubmit={add} noValidate aria-label="Pin a design">
        <TextField
          label="Product id"
          name="productId"
          inputMode="numeric"
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
          error={addError}
        />
        <Button type="submit" variant="secondary" className={styles.addButton}>
          Pin
        </Button>
      </Inline>
      {refusal ? (
        <Text as="p" size="sm" tone="danger" className={shared.dangerBand} role="alert">
          {refusal}
        </Text>
      ) : null}
      <Inline gap="sm" align="center" wrap>
        <Button onClick={onSave} loading={saving} disabled={!dirty}>
          Save
        </Button>
        {dirty ? (
          <Button variant="text" onClick={onUndo} disabled={saving}>
            Undo changes
          </Button>
        ) : null}
        <Text as="span" size="sm" tone="muted">
          {pins.length} of {MAX_PINS} pinned
        </Text>
      </Inline>
    </Stack>
  );
}
