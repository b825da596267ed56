import { AdminArea, useOperator } from '../../features/admin';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Spinner } from '../../ui/Spinner/Spinner';
import NotFoundRoute from './NotFoundRoute';
import { loadingPage } from './routes.css';

/**
 * /admin/* — the back office, for operators only. Anyone else gets the not-found page:
 * the shop does not advertise that it has one. Its calls refuse them too (601/680/403).
 */
export default function AdminRoute() {
  const operator = useOperator();
  switch (operator.state) {
    case 'refused':
      return <NotFoundRoute />;
    case 'checking':
      return (
        <main className={loadingPage}>
          <Spinner label="Checking your access" />
        </main>
      );
    case 'failed':
      return (
        <main className={loadingPage}>
          <EmptyState
            headingLevel={1}
            title="The back office could not be opened"
            description="The server did not answer. Check your connection and try again."
            action={<Button onClick={operator.retry}>Try again</Button>}
          />
        </main>
      );
    case 'operator':
      return <AdminArea operatorEmail={operator.operator.email} notFound={<NotFoundRoute />} />;
  }
}
