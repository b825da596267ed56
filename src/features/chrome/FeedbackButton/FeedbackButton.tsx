import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { isSketchPath } from '../../../ui/styles/page';
import { contactDialogOpenAtom } from '../chrome.atoms';
import * as styles from './FeedbackButton.css';

/**
 * The floating feedback button in the bottom-right corner of every page except the
 * /sketch/* pages (spec §1), and the contact dialog it opens. Other features may open
 * the same dialog through `contactDialogOpenAtom`.
 */
// The dialog (form, validation, a Radix select) loads when first opened: every page
// shows the button, few visitors press it, and the first load stays small.
const ContactDialog = lazy(() => import('../ContactDialog/ContactDialog').then((m) => ({ default: m.ContactDialog })));

export function FeedbackButton() {
  const { pathname } = useLocation();
  const [open, setOpen] = useAtom(contactDialogOpenAtom);
  if (isSketchPath(pathname)) return null;
  return (
    <>
      <Button className={styles.floating} onClick={() => setOpen(true)}>
        <Icon name="mail" />
        Feedback
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
