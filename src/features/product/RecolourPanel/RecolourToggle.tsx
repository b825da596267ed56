import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Grid } from '../../../ui/Grid/Grid';
import type { DesignPalette } from '../../../api/types';
import type { RecolourPanelProps } from './RecolourPanel';
import { turnsWhenOpen } from '../../../ui/styles/disclosure.css';
import { shrinks } from '../product.css';
import * as styles from './RecolourPanel.css';

const RecolourPanel = lazy(() => import('./RecolourPanel').then((module) => ({ default: module.RecolourPanel })));

/**
 * "Recolour this design" (issue 20): opens the recolouring panel under the design's
 * colours. The panel's code (the preview's drawing, the editor) is fetched on the first
 * open, so the detail page's first load stays as it was. Closing it keeps nothing: the
 * colours are the design's own again next time.
 */
export function RecolourToggle({ palette, ...panel }: Omit<RecolourPanelProps, 'palette'> & { palette: DesignPalette }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // One array per palette (the query's answer), so the panel does not start again on every render.
  const colours = useMemo(() => palette.colours.map((colour) => colour.hex), [palette]);
  return (
    <Grid gap="sm" className={shrinks}>
      <Button
        variant="secondary"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Recolour this design
        <Icon name="chevronDown" className={turnsWhenOpen} />
      </Button>
      {open ? (
        <Grid id={panelId} gap="md" className={styles.panel}>
          <Suspense fallback={<Spinner label="Loading the recolouring tools" />}>
            <RecolourPanel palette={colours} {...panel} />
          </Suspense>
        </Grid>
      ) : null}
    </Grid>
  );
}
