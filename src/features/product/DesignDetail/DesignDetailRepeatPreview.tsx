import { useId, useState, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { turnsWhenOpen } from '../../../ui/styles/disclosure.css';
import * as styles from './DesignDetail.css';

/** Zoom-out steps: 1× shows 2 tiles across, 2× 4 and 4× 8. */
export const repeatScales = [1, 2, 4] as const;
export type RepeatScale = (typeof repeatScales)[number];
const tilesAcross = (scale: RepeatScale) => scale * 2;

export interface DesignDetailRepeatPreviewProps {
  /** Cover URL, tiled as the repeat. */
  cover: string;
  /** Pattern id, for the preview's accessible name. */
  imgSn: string;
  /** What shows while the preview is closed (the cover). */
  children: ReactNode;
}

/**
 * 'View in repeat' (beyond the spec): tiles the cover as a CSS background at a chosen
 * scale, so a buyer sees how the pattern repeats before paying for it. It costs
 * nothing until opened: the tiled layer is not in the document before that.
 */
export function DesignDetailRepeatPreview({ cover, imgSn, children }: DesignDetailRepeatPreviewProps) {
  const [open, setOpen] = useState(false);
  const [scale, setScale] = useState<RepeatScale>(1);
  const frameId = useId();
  const legendId = useId();
  const across = tilesAcross(scale);

  return (
    <>
      {open ? (
        <div
          id={frameId}
          role="img"
          aria-label={`${imgSn} in repeat, ${across} tiles across`}
          className={styles.repeatFrame}
          style={assignInlineVars({
            [styles.tileImage]: `url(${JSON.stringify(cover)})`,
            // Height auto: a tile keeps the cover's own aspect ratio.
            [styles.tileSize]: `${100 / across}% auto`,
          })}
        />
      ) : (
        children
      )}
      <Inline gap="sm" align="center" justify="between" wrap>
        <Button
          variant="text"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? frameId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          View in repeat
          <Icon name="chevronDown" className={turnsWhenOpen} />
        </Button>
        {open ? (
          <Inline as="fieldset" gap="xs" align="center" frameless aria-labelledby={legendId}>
            <legend id={legendId} className={styles.scaleLegend}>
              Scale
            </legend>
            {repeatScales.map((option) => (
              <Text as="label" key={option} size="sm" weight="semibold" className={styles.scaleOption}>
                <input
                  type="radio"
                  name={`${frameId}-scale`}
                  className={styles.hiddenInput}
                  checked={scale === option}
                  onChange={() => setScale(option)}
                  aria-label={`${option}× (${tilesAcross(option)} tiles across)`}
                />
                <span aria-hidden="true">{option}×</span>
              </Text>
            ))}
          </Inline>
        ) : null}
      </Inline>
    </>
  );
}
