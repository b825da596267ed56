import clsx from 'clsx';
import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesDay } from '../../../api/adminTypes';
import { vars } from '../../../ui/theme/contract.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { money, periodSums, shortDay } from './dashboard';
import * as styles from './chart.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

export interface SalesChartProps {
  /** One entry per day of the period, oldest first (days without sales included). */
  days: SalesDay[];
  /** Drawing size in px: fixed, so the chart is the same on every screen and screenshot. */
  width?: number;
  height?: number;
}

const tick = { fontSize: 12, fill: vars.color.textMuted };

/**
 * Revenue (bars, left axis) and paid orders (line, right axis) per day. The svg is one
 * image named by its caption's figures; the numbers themselves are in the table under
 * "Show as table", for screen readers and for anyone who wants them exactly.
 */
export function SalesChart({ days, width = 720, height = 280 }: SalesChartProps) {
  const titleId = useId();
  const sums = periodSums(days);
  const summary = `${sums.orders} ${sums.orders === 1 ? 'order' : 'orders'}, ${money(sums.revenue)} in the last ${days.length} days`;
  return (
    <Stack as="figure" gap="sm" className={clsx(shared.card, sprinkles({ padding: 'md' }), shared.shrinks)} aria-labelledby={titleId}>
      <Inline as="figcaption" gap="sm" align="baseline" wrap>
        <Text as="span" size="lg" weight="semibold" id={titleId}>
          Sales per day
        </Text>
        <Text as="span" size="sm" tone="muted">
          {summary}
        </Text>
      </Inline>
      <div className={styles.plot}>
        <ComposedChart
          // Its full width where there is room, the window's on a phone (never scrolled sideways).
          responsive
          style={{ width: '100%', maxWidth: width, height }}
          data={days}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          // Recharts' keyboard layer makes the svg an 'application'; the table below serves
          // keyboards and screen readers instead, and the svg is a named image.
          accessibilityLayer={false}
          role="img"
          title={`Sales per day: ${summary}. The figures are in the table below.`}
        >
          <CartesianGrid vertical={false} stroke={vars.color.border} />
          {/* A fixed tick interval (about 8 dates along the axis), not one measured from the labels: the same on every machine. */}
          <XAxis
            dataKey="date"
            tickFormatter={shortDay}
            tick={tick}
            interval={Math.max(0, Math.ceil(days.length / 8) - 1)}
            stroke={vars.color.borderStrong}
          />
          <YAxis yAxisId="revenue" tickFormatter={(value: number) => `$${value}`} tick={tick} width={56} stroke={vars.color.borderStrong} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={tick} width={32} stroke={vars.color.borderStrong} />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(date) => shortDay(String(date))}
            formatter={(value, name) => (name === 'Revenue' ? money(Number(value)) : String(value))}
            contentStyle={{ background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text }}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: vars.color.text }} />
          <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={vars.color.primary} maxBarSize={24} isAnimationActive={false} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            type="monotone"
            stroke={vars.color.accent}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
      <Text as="details" size="sm">
        <Text as="summary" tone="primary" className={styles.summary}>
          Show as table
        </Text>
        <table className={styles.table}>
          <Text as="caption" size="sm" tone="muted">
            Sales per day
          </Text>
          <thead>
            <tr>
              <Text as="th" weight="semibold" tone="muted" className={shared.chartCell} scope="col">
                Day
              </Text>
              <Text as="th" weight="semibold" tone="muted" className={`${shared.chartCell} ${shared.numeric}`} scope="col">
                Orders
              </Text>
              <Text as="th" weight="semibold" tone="muted" className={`${shared.chartCell} ${shared.numeric}`} scope="col">
                Revenue
              </Text>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <Text as="th" weight="regular" className={shared.chartCell} scope="row">
                  <time dateTime={day.date}>{day.date}</time>
                </Text>
                <Text as="td" weight="regular" className={`${shared.chartCell} ${shared.numeric}`}>
                  {day.orders}
                </Text>
                <Text as="td" weight="regular" className={`${shared.chartCell} ${shared.numeric}`}>
                  {money(day.revenue)}
                </Text>
              </tr>
            ))}
          </tbody>
        </table>
      </Text>
    </Stack>
  );
}
