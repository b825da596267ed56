import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, codes } from '../../../api/errors';
import type { ProductDetail } from '../../../api/types';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { DesignDetail } from '../DesignDetail/DesignDetail';
import { MoreLikeThis } from '../MoreLikeThis/MoreLikeThis';
import { useProductDetail } from '../productQueries';
import { useDesignActions } from '../useDesignActions';
import * as styles from './DetailPage.css';
import { pageTitle } from '../../../ui/styles/textRoles.css';

export interface DetailPageProps {
  /** The favourites control for the loaded design (the app passes the favourites feature's SaveToBoard). */
  renderSaveControl?: (detail: ProductDetail) => ReactNode;
}

/** A route parameter that can be a product id (digits only), else null. */
const toProductId = (param: string | undefined): number | null => (param && /^\d{1,15}$/.test(param) ? Number(param) : null);

const browseLink = (
  <Link to="/store" className={buttonStyle({ variant: 'secondary' })}>
    Browse designs
  </Link>
);

/**
 * The design's own page, route `/detail/:productId` (storefront §2; product cards open
 * it in a new tab). The same body as the quick view, a document title, the designs
 * like it ("More like this"), and a not-found state for an id the server does not know
 * (404) or that is not an id.
 */
export function DetailPage({ renderSaveControl }: DetailPageProps) {
  const productId = toProductId(useParams().productId);
  const query = useProductDetail(productId);
  const detail = query.data;
  const actions = useDesignActions(detail);
  const notFound = productId === null || (query.error instanceof ApiError && query.error.code === codes.notFound);

  if (notFound) {
    return (
      <Stack gap="xl" className={styles.page}>
        <title>Design not found</title>
        <div className={styles.state}>
          <EmptyState
            headingLevel={1}
            title="Design not found"
            description="This design does not exist or is no longer on sale."
            action={browseLink}
          />
        </div>
      </Stack>
    );
  }

  if (!detail) {
    return (
      <Stack gap="xl" className={styles.page}>
        <title>Design detail</title>
        <div className={styles.state}>
          <QueryState
            data={undefined}
            error={query.isError ? query.error.message : null}
            errorTitle="This design could not be loaded"
            headingLevel={1}
            onRetry={() => void query.refetch()}
            retryVariant="secondary"
            loadingLabel="Loading design"
            spinnerSize="lg"
          />
        </div>
      </Stack>
    );
  }

  return (
    <Stack as="article" gap="xl" className={styles.page} aria-labelledby="design-page-title">
      <title>{`Design ${detail.imgSn}`}</title>
      <Inline as="header" gap="md" align="baseline" justify="between" wrap>
        <h1 id="design-page-title" className={pageTitle}>
          Design {detail.imgSn}
        </h1>
        {browseLink}
      </Inline>
      <DesignDetail
        detail={detail}
        cartState={actions.cartState}
        saveControl={renderSaveControl?.(detail)}
        onCollect={actions.onCollect}
        onAddToBag={actions.onAddToBag}
        adding={actions.adding}
        onDownload={actions.onDownload}
        downloadProgress={actions.downloadProgress}
        headingLevel={2}
      />
      <MoreLikeThis productId={detail.productId} />
    </Stack>
  );
}
