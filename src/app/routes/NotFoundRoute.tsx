import { Link } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { storeUrl } from '../../domain/storeUrl';

/** Any path the route table does not know. */
export default function NotFoundRoute() {
  return (
    <main>
      <EmptyState
        headingLevel={1}
        title="Page not found"
        description="This page does not exist or has moved."
        action={<Link to={storeUrl()}>Browse all designs</Link>}
      />
    </main>
  );
}
