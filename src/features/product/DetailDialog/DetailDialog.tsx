import type { ReactNode } from 'react';
import { ApiError, codes } from '../../../api/errors';
import type { ProductDetail } from '../../../api/types';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Modal } from '../../../ui/Modal/Modal';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { DesignDetail } from '../DesignDetail/DesignDetail';
import { useProductDetail } from '../productQueries';
import { detailHref } from '../productText';
import { useDesignActions } from '../useDesignActions';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import * as styles from './DetailDialog.css';

export interface DetailDialogProps {
  /** The design to show. */
  productId: number | null;
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called with `false` when the person closes it (close icon, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The favourites control for the loaded design (the app passes the favourites feature's SaveToBoard). */
  renderSaveControl?: (detail: ProductDetail) => ReactNode;
}

/**
 * The quick-view design detail (storefront §2 "Design detail dialog"; the store's
 * Quick view). Loads `/api/product/selectById` while open; the page behind stops
 * scrolling (Modal). Add To Bag follows the spec's rules (`useAddToBag`).
 */
export function DetailDialog({ productId, open, onOpenChange, renderSaveControl }: DetailDialogProps) {
  const query = useProductDetail(open ? productId : null);
  const detail = query.data;
  const actions = useDesignActions(detail);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={detail ? `Design ${detail.imgSn}` : 'Design detail'}
      footer={
        detail ? (
          <a href={detailHref(detail.productId)} target="_blank" rel="noopener" className={buttonStyle({ variant: 'text', size: 'sm' })}>
            Open design page<span aria-hidden="true"> ↗</span>
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        ) : undefined
      }
    >
      {detail ? (
        <DesignDetail
          detail={detail}
          cartState={actions.cartState}
          saveControl={renderSaveControl?.(detail)}
          onCollect={actions.onCollect}
          onAddToBag={actions.onAddToBag}
          adding={actions.adding}
          onDownload={actions.onDownload}
          downloadProgress={actions.downloadProgress}
          headingLevel={3}
        />
      ) : (
        <div className={styles.state}>
          {query.error instanceof ApiError && query.error.code === codes.notFound ? (
            <EmptyState title="Design not found" description={query.error.message} headingLevel={3} />
          ) : (
            <QueryState
              data={undefined}
              error={query.isError ? query.error.message : null}
              errorTitle="This design could not be loaded"
              headingLevel={3}
              onRetry={() => void query.refetch()}
              retryVariant="secondary"
              loadingLabel="Loading design"
              spinnerSize="lg"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
