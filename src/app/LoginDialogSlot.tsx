import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { clearLocalCartAtom, localCartAtom } from '../features/cart';
import { loginDialogAtom } from '../features/session';

// The dialog's code (three panels, validation) loads the first time someone opens it.
const LoginDialogContainer = lazy(() => import('../features/auth').then((m) => ({ default: m.LoginDialogContainer })));

/** Renders the login dialog whenever a feature asks for it through loginDialogAtom. */
export function LoginDialogSlot() {
  const panel = useAtomValue(loginDialogAtom);
  const localCart = useAtomValue(localCartAtom);
  const clearLocalCart = useSetAtom(clearLocalCartAtom);
  if (!panel) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContainer readLocalCart={() => localCart} clearLocalCart={() => clearLocalCart()} />
    </Suspense>
  );
}
