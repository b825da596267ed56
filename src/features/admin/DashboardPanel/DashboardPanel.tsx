import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { pressedButton } from '../../../ui/styles/records.css';
import { errorMessage } from '../../session';
import { dashboardPeriods, dashboardQuery, type DashboardPeriod } from './dashboard.queries';
import { hasSales, periodSums } from './dashboard';
import { FigureCards } from './FigureCards';
import { SalesChart } from './SalesChart';
import { TopDesignsChart } from './TopDesignsChart';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/**
 * The back office's first page (/admin): the period's sales per day and top designs as
 * charts (each with its figures as a table), and the shop's figures as cards. The
 * period is 7, 30 (default) or 90 days; the running totals do not depend on it.
 */
export function DashboardPanel() {
  const [days, setDays] = useState<DashboardPeriod>(30);
  const dashboard = useQuery(dashboardQuery(days));

  return (
    <Stack as="section" gap="lg" className={shared.panel} aria-labelledby="dashboard-title">
      <Inline as="header" gap="md" align="center" justify="between" wrap>
        <Text as="h2" size="xl" weight="semibold" id="dashboard-title">
          Dashboard
        </Text>
        <Inline gap="xs" role="group" aria-label="Period">
          {dashboardPeriods.map((period) => (
            <Button
              key={period}
              variant="secondary"
              size="sm"
              className={pressedButton}
              aria-pressed={days === period}
              onClick={() => setDays(period)}
            >
              {`${period} days`}
            </Button>
          ))}
        </Inline>
      </Inline>

      <QueryState
        data={dashboard.data}
        error={dashboard.isError ? errorMessage(dashboard.error) : null}
        errorTitle="The dashboard could not be loaded"
        onRetry={() => void dashboard.refetch()}
        loadingLabel="Loading the dashboard"
        loadingClassName={sprinkles({ padding: 'xxl' })}
        headingLevel={3}
      >
        {(data) => (
          // Busy while another period loads: the previous one stays on screen meanwhile.
          <Stack gap="lg" className={shared.panel} aria-busy={dashboard.isPlaceholderData || undefined}>
            <FigureCards totals={data.totals} period={{ days: data.days.length, ...periodSums(data.days) }} />
            {hasSales(data.days) ? (
              <>
                <SalesChart days={data.days} />
                <TopDesignsChart top={data.top} />
              </>
            ) : (
              <EmptyState
                headingLevel={3}
                icon="cart"
                title={`No sales in the last ${data.days.length} days`}
                description="Charts of sales per day and top designs appear here once orders are paid. Try a longer period."
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
