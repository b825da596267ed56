import clsx from 'clsx';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import type { TopDesign } from '../../../api/adminTypes';
import { Image } from '../../../ui/Image/Image';
import { vars } from '../../../ui/theme/contract.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { money } from './dashboard';
import * as chart from './chart.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import * as styles from './TopDesignsChart.css';

export interface TopDesignsChartProps {
  /** The period's best sellers, most sold first (the server sends at most 10). */
  top: TopDesign[];
  /** Drawing width in px; the height follows the number of designs. */
  width?: number;
}

const tick = { fontSize: 12, fill: vars.color.textMuted };
const ROW = 30;

/**
 * Designs sold in the period, as bars, beside the same designs as a table with their
 * covers, sold count and revenue (what a screen reader reads; the svg is one named image).
 */
export function TopDesignsChart({ top, width = 420 }: TopDesignsChartProps) {
  const titleId = useId();
  const summary = top.map((design) => `${design.imgSn} ${design.sold}`).join(', ');
  return (
    <Stack as="figure" gap="sm" className={clsx(shared.card, sprinkles({ padding: 'md' }), shared.shrinks)} aria-labelledby={titleId}>
      <Inline as="figcaption" gap="sm" align="baseline" wrap>
        <Text as="span" size="lg" weight="semibold" id={titleId}>
          Top designs
        </Text>
        <Text as="span" size="sm" tone="muted">
          Designs sold in the period, refunds left out
        </Text>
      </Inline>
      <Inline gap="lg" align="start" wrap>
        {/* Beside the list, the chart's own width while the row has room for both. */}
        <div className={chart.plot} style={{ flex: `0 1 ${width}px` }}>
          <BarChart
            // Its full width where there is room, the column's on a phone (never scrolled sideways).
            responsive
            style={{ width: '100%', maxWidth: width, height: 40 + top.length * ROW }}
            data={top}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
            accessibilityLayer={false}
            role="img"
            title={`Top designs by designs sold: ${summary}. The figures are in the table beside.`}
          >
            <CartesianGrid horizontal={false} stroke={vars.color.border} />
            <XAxis type="number" allowDecimals={false} tick={tick} stroke={vars.color.borderStrong} />
            <YAxis type="category" dataKey="imgSn" tick={tick} width={80} stroke={vars.color.borderStrong} />
            <Tooltip
              isAnimationActive={false}
              contentStyle={{ background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text }}
            />
            <Bar dataKey="sold" name="Sold" fill={vars.color.accent} maxBarSize={18} isAnimationActive={false} />
          </BarChart>
        </div>
        <table className={`${chart.table} ${styles.list}`}>
          <Text as="caption" size="sm" tone="muted">
            Top designs
          </Text>
          <thead>
            <tr>
              <Text as="th" weight="semibold" tone="muted" className={shared.chartCell} scope="col">
                Design
              </Text>
              <Text as="th" weight="semibold" tone="muted" className={`${shared.chartCell} ${shared.numeric}`} scope="col">
                Sold
              </Text>
              <Text as="th" weight="semibold" tone="muted" className={`${shared.chartCell} ${shared.numeric}`} scope="col">
                Revenue
              </Text>
            </tr>
          </thead>
          <tbody>
            {top.map((design) => (
              <tr key={design.productId}>
                <Text as="th" weight="regular" className={shared.chartCell} scope="row">
                  <Inline as="span" gap="sm" align="center">
                    <span className={styles.cover}>
                      <Image src={design.cover} {...coverSources(design.cover, thumbnailSizes)} alt="" width={1} height={1} fit="cover" />
                    </span>
                    {design.imgSn}
                  </Inline>
                </Text>
                <Text as="td" weight="regular" className={`${shared.chartCell} ${shared.numeric}`}>
                  {design.sold}
                </Text>
                <Text as="td" weight="regular" className={`${shared.chartCell} ${shared.numeric}`}>
                  {money(design.revenue)}
                </Text>
              </tr>
            ))}
          </tbody>
        </table>
      </Inline>
    </Stack>
  );
}
