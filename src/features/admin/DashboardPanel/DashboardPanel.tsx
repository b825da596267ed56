import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { errorMessage } from '../../session';
import { dashboardPeriods, dashboardQuery, type DashboardPeriod } from './dashboard.queries';
import { hasSales, periodSums } from './dashboard';
import { FigureCards } from './FigureCards';
import { SalesChart } from './SalesChart';
import { TopDesignsChart } from './TopDesignsChart';
import * as styles from './DashboardPanel.css';

/**
 * The back office's first page (/admin): the period's sales per day and top designs as
 * charts (each with its figures as a table), and the shop's figures as cards. The
 * period is 7, 30 (default) or 90 days; the running totals do not depend on it.
 */
export function DashboardPanel() {
  const [days, setDays] = useState<DashboardPeriod>(30);
  const dashboard = useQuery(dashboardQuery(days));

  return (
    <Stack as="section" gap="lg" className={styles.panel} aria-labelledby="dashboard-title">
      <Inline as="header" gap="md" align="center" justify="between" wrap>
        <h2 id="dashboard-title" className={styles.title}>
          Dashboard
        </h2>
        <Inline gap="xs" role="group" aria-label="Period">
          {dashboardPeriods.map((period) => (
            <Button
              key={period}
              variant="secondary"
              size="sm"
              className={styles.period}
              aria-pressed={days === period}
              onClick={() => setDays(period)}
            >
              {`${period} days`}
            </Button>
          ))}
        </Inline>
      </Inline>

      {dashboard.isPending ? (
        <Inline justify="center" className={styles.state}>
          <Spinner label="Loading the dashboard" />
        </Inline>
      ) : dashboard.isError ? (
        <EmptyState
          headingLevel={3}
          icon="alert"
          title="The dashboard could not be loaded"
          description={errorMessage(dashboard.error)}
          action={<Button onClick={() => void dashboard.refetch()}>Try again</Button>}
        />
      ) : (
        // Busy while another period loads: the previous one stays on screen meanwhile.
        <Stack gap="lg" className={styles.charts} aria-busy={dashboard.isPlaceholderData || undefined}>
          <FigureCards totals={dashboard.data.totals} period={{ days: dashboard.data.days.length, ...periodSums(dashboard.data.days) }} />
          {hasSales(dashboard.data.days) ? (
            <>
              <SalesChart days={dashboard.data.days} />
              <TopDesignsChart top={dashboard.data.top} />
            </>
          ) : (
            <EmptyState
              headingLevel={3}
              icon="cart"
              title={`No sales in the last ${dashboard.data.days.length} days`}
              description="Charts of sales per day and top designs appear here once orders are paid. Try a longer period."
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
