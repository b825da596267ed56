import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Button } from '../../../ui/Button/Button';
import { button as buttonStyle } from '../../../ui/Button/Button.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { Grid } from '../../../ui/Grid/Grid';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { loginDialogAtom } from '../../session';
import { CartLineItem } from '../CartLineItem/CartLineItem';
import { designCount, isPayable, type CartPageLine } from '../cartLines';
import { formatPrice } from '../../../domain/licence';
import { useCartPageLines } from '../useCartPageLines';
import * as styles from './CartPage.css';
import { pageTitle } from '../../../ui/styles/textRoles.css';

/** What the checkout slot is given: the member's cart as it stands. */
export interface CartCheckout {
  /** What the member pays: the sum of the available lines. */
  total: number;
  /** How many designs are paid for. */
  designCount: number;
  /**
   * Call once the order is placed. The page then keeps the checkout (its confirmation)
   * on screen instead of the lines, although the cart has just become empty.
   */
  onOrderPlaced: () => void;
}

export interface CartPageProps {
  /**
   * The checkout for a member's cart (the app passes the checkout feature's
   * CheckoutPanel). Shown when every line can be bought; visitors get "Sign in to
   * check out" instead.
   */
  renderCheckout?: (checkout: CartCheckout) => ReactNode;
}

const PAGE_TITLE = 'Shopping Cart';

/** The line a Remove press is asking about. */
type Removal = { productId: number; name: string };

const nameOf = (line: CartPageLine) => (line.status === 'ready' ? line.imgSn : `Design ${line.productId}`);

/**
 * The cart page, route `/shoppingcar` (storefront §2 "Cart"): each design with its
 * cover, pattern id, licence select, price and Remove (after a confirmation), and the
 * total of what can be bought. A member sees the server cart and the checkout; a
 * visitor sees the local cart and signs in to check out (login moves the local cart
 * into the account).
 */
export function CartPage({ renderCheckout }: CartPageProps) {
  const cart = useCartPageLines();
  const openLoginDialog = useSetAtom(loginDialogAtom);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removing, setRemoving] = useState(false);
  const [orderPlaced, setOrderPlaced] = useState(false);

  const confirmRemoval = async () => {
    if (!removal || removing) return;
    setRemoving(true);
    try {
      await cart.remove(removal.productId);
    } finally {
      setRemoving(false);
      setRemoval(null);
    }
  };

  const header = (
    <Inline as="header" align="baseline" wrap className={styles.header}>
      <h1 className={pageTitle}>{PAGE_TITLE}</h1>
      {cart.status === 'ready' && cart.lines.length > 0 && !orderPlaced ? (
        <Text as="p" size="md" tone="muted">
          {designCount(cart.lines.length)}
        </Text>
      ) : null}
    </Inline>
  );

  if (cart.status !== 'ready') {
    return (
      <div className={styles.page}>
        <title>{PAGE_TITLE}</title>
        {header}
        <div className={styles.state}>
          <QueryState
            data={undefined}
            error={cart.status === 'error' ? (cart.error?.message ?? '') : null}
            errorTitle="Your cart could not be loaded"
            onRetry={cart.retry}
            retryVariant="secondary"
            loadingLabel="Loading your cart"
            spinnerSize="lg"
          />
        </div>
      </div>
    );
  }

  if (cart.lines.length === 0 && !orderPlaced) {
    return (
      <div className={styles.page}>
        <title>{PAGE_TITLE}</title>
        {header}
        <EmptyState
          icon="cart"
          title="Your cart is empty"
          description="Designs you add to your bag wait here until you check out."
          action={
            <Link to="/store" className={buttonStyle({ variant: 'primary' })}>
              Browse designs
            </Link>
          }
        />
      </div>
    );
  }

  const unavailable = cart.lines.filter((line) => line.status !== 'ready' || !line.available).length;
  // On sale, but no longer under the licence in the bag (issue 39): the buyer picks another.
  const withdrawn = cart.lines.filter((line) => line.status === 'ready' && line.available && !line.licenceOffered).length;
  const payable = cart.lines.filter(isPayable).length;
  const checkout =
    cart.owner === 'member' && renderCheckout && (orderPlaced || (unavailable === 0 && withdrawn === 0 && payable > 0))
      ? renderCheckout({ total: cart.total, designCount: payable, onOrderPlaced: () => setOrderPlaced(true) })
      : null;

  return (
    <div className={styles.page}>
      <title>{PAGE_TITLE}</title>
      {header}
      {/* The same two columns before and after paying: the checkout keeps its place in the
          tree, and with it its state (the order's confirmation). */}
      <Grid gap="xxl" align="start" className={styles.layout} data-order-placed={orderPlaced ? '' : undefined}>
        {orderPlaced ? null : (
          <Stack as="ul" list className={styles.lines} aria-label="Designs in your cart">
            {cart.lines.map((line) => (
              <li key={line.productId} className={styles.line}>
                <CartLineItem
                  line={line}
                  updating={cart.changingProductId === line.productId}
                  onLicenceChange={(imgType) => cart.changeLicence(line.productId, imgType)}
                  onRemove={() => setRemoval({ productId: line.productId, name: nameOf(line) })}
                />
              </li>
            ))}
          </Stack>
        )}
        <Stack as="aside" gap="lg" aria-label="Order summary">
          {orderPlaced ? null : (
            <Stack gap="md" className={styles.totals}>
              <Inline as="dl" align="baseline" justify="between">
                <Text as="dt" size="lg" weight="medium">
                  Total
                </Text>
                <Text as="dd" size="xl" weight="bold" figures="tabular">
                  {cart.pricing ? 'Calculating…' : formatPrice(cart.total)}
                </Text>
              </Inline>
              {unavailable > 0 ? (
                <Text as="p" size="sm" leading="normal" tone="warning">
                  {unavailable === 1
                    ? 'One design is no longer available and is not included in the total.'
                    : `${unavailable} designs are no longer available and are not included in the total.`}
                  {cart.owner === 'member' ? (unavailable === 1 ? ' Remove it to check out.' : ' Remove them to check out.') : null}
                </Text>
              ) : null}
              {withdrawn > 0 ? (
                <Text as="p" size="sm" leading="normal" tone="warning">
                  {withdrawn === 1
                    ? 'One design is no longer offered under the license in your cart and is not included in the total. Choose a license it offers to check out.'
                    : `${withdrawn} designs are no longer offered under the licenses in your cart and are not included in the total. Choose a license each offers to check out.`}
                </Text>
              ) : null}
              {cart.owner === 'visitor' ? (
                <>
                  <Button size="lg" fullWidth onClick={() => openLoginDialog('signIn')} disabled={payable === 0}>
                    Sign in to check out
                  </Button>
                  <Text as="p" size="sm" leading="normal" tone="muted" align="center">
                    Your cart moves to your account when you sign in.
                  </Text>
                </>
              ) : null}
            </Stack>
          )}
          {checkout}
        </Stack>
      </Grid>
      <ConfirmDialog
        open={removal !== null}
        title="Remove design"
        message={removal ? `Remove ${removal.name} from your cart?` : ''}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(null)}
      />
    </div>
  );
}
