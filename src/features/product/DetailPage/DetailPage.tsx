import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, codes } from '../../../api/errors';
import type { ProductDetail } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon/Icon';
import type { IconName } from '../../../ui/Icon/icons';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { DesignDetail } from '../DesignDetail/DesignDetail';
import { MoreLikeThis } from '../MoreLikeThis/MoreLikeThis';
import { useProductDetail } from '../productQueries';
import { useDesignActions } from '../useDesignActions';
import * as styles from './DetailPage.css';

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

/** A page-level problem (not found, failed): like the shop's EmptyState, with the page's h1. */
function PageProblem({ icon, title, text, action }: { icon: IconName; title: string; text: string; action: ReactNode }) {
  return (
    <Stack as="section" gap="md" align="center" className={styles.problem} aria-labelledby="design-page-title">
      <Icon name={icon} size="max(48px, 0.64rem)" className={styles.problemArt} />
      <h1 id="design-page-title" className={styles.problemTitle}>
        {title}
      </h1>
      <p className={styles.problemText}>{text}</p>
      {action}
    </Stack>
  );
}

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
      <div className={styles.page}>
        <title>Design not found</title>
        <div className={styles.state}>
          <PageProblem
            icon="image"
            title="Design not found"
            text="This design does not exist or is no longer on sale."
            action={browseLink}
          />
        </div>
      </div>
    );
  }

  if (!detail) {
    return (
      <div className={styles.page}>
        <title>Design detail</title>
        <div className={styles.state}>
          {query.isError ? (
            <PageProblem
              icon="alert"
              title="This design could not be loaded"
              text={query.error.message}
              action={
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <Spinner size="lg" label="Loading design" />
          )}
        </div>
      </div>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="design-page-title">
      <title>{`Design ${detail.imgSn}`}</title>
      <Inline as="header" gap="md" align="baseline" justify="between" wrap>
        <h1 id="design-page-title" className={styles.title}>
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
    </article>
  );
}
