import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDashboard } from '../../../api/admin';
import { adminKey } from '../admin.queries';

/** The periods an operator can look back over, in days. */
export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** Sales per day, top designs and the shop's running totals over the last `days` days. */
export const dashboardQuery = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: [...adminKey, 'dashboard', days] as const,
    queryFn: async ({ signal }) => {
      const { data } = await adminDashboard({ days }, { signal });
      if (!data) throw new Error('The server sent no dashboard.');
      return data;
    },
    // The previous period stays on screen while the next loads, so the charts do not blink.
    placeholderData: keepPreviousData,
  });
