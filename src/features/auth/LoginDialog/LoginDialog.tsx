import type { ReactNode } from 'react';
import { Modal } from '../../../ui/Modal/Modal';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import type { LoginPanel } from '../../session';
import { PRIVACY_PATH, TERMS_PATH } from '../legal';
import * as styles from './LoginDialog.css';

/** Each panel's title and welcome line. */
export const panelText: Record<LoginPanel, { title: string; welcome: string }> = {
  signIn: { title: 'Sign In', welcome: 'Welcome back! Sign in to keep your cart, boards and orders in one place.' },
  signUp: { title: 'Sign Up', welcome: 'Welcome! Create an account to save designs to boards and license them.' },
  forgot: { title: 'Forgot password', welcome: 'Welcome back! We will email you a code to set a new password.' },
};

export interface LoginDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The panel shown: its title and welcome line head the dialog. */
  panel: LoginPanel;
  /** The close icon, Escape or a click on the mask (storefront §2). */
  onClose: () => void;
  /** The panel's form. */
  children: ReactNode;
}

const NewTab = () => <span className={visuallyHidden}> (opens in a new tab)</span>;

/**
 * The login dialog's frame (storefront §2 "Login modal"): the panel's title and welcome
 * line, its form, and the licence and terms notice whose links open in a new tab.
 */
export function LoginDialog({ open, panel, onClose, children }: LoginDialogProps) {
  const text = panelText[panel];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={text.title}
      description={text.welcome}
      size="md"
    >
      <Stack gap="lg">
        {children}
        <Text as="p" size="xs" leading="normal" tone="muted" align="center" className={styles.legal}>
          By signing in or creating an account, you agree to our{' '}
          <a href={TERMS_PATH} target="_blank" rel="noopener noreferrer" className={styles.legalLink}>
            Terms and Conditions
            <NewTab />
          </a>{' '}
          and{' '}
          <a href={PRIVACY_PATH} target="_blank" rel="noopener noreferrer" className={styles.legalLink}>
            Privacy Policy
            <NewTab />
          </a>
          , including the licence terms under which designs are sold.
        </Text>
      </Stack>
    </Modal>
  );
}
