import clsx from 'clsx';
import type { Dashboard } from '../../../api/adminTypes';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { money } from './dashboard';
import * as styles from './FigureCards.css';

export interface FigureCardsProps {
  /** The shop's running totals (all time, whatever the period). */
  totals: Dashboard['totals'];
  /** The chosen period and what it sold: the first two cards. */
  period: { days: number; orders: number; revenue: number };
}

/**
 * The dashboard's figures as cards: the period's orders and revenue first, then the
 * shop's running totals. A description list, so each figure is read with its name.
 */
export function FigureCards({ totals, period }: FigureCardsProps) {
  const figures = [
    { label: `Orders, last ${period.days} days`, value: String(period.orders), inPeriod: true },
    { label: `Revenue, last ${period.days} days`, value: money(period.revenue), inPeriod: true },
    { label: 'Orders, all time', value: String(totals.orders) },
    { label: 'Revenue, all time', value: money(totals.revenue) },
    { label: 'Refunded, all time', value: money(totals.refunded) },
    { label: 'Designs on sale', value: String(totals.designsOnSale) },
    { label: 'Open feedback', value: String(totals.openFeedback) },
    { label: 'Subscribers', value: String(totals.subscribers) },
  ];
  return (
    <Grid as="dl" minColumn="max(150px, 2rem)" fill gap="md">
      {figures.map((figure) => (
        // Value above its name on screen (column-reverse); name first for screen readers.
        <div key={figure.label} className={clsx(styles.card, figure.inPeriod && styles.periodCard)}>
          <Text as="dt" size="sm" tone="muted">
            {figure.label}
          </Text>
          <Text as="dd" size="xl" weight="semibold" leading="tight" figures="tabular">
            {figure.value}
          </Text>
        </div>
      ))}
    </Grid>
  );
}
