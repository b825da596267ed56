import { useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { saveAllOrder } from '../../../api/cart';
import { ApiError } from '../../../api/errors';
import { emailForgotPwd, emailRegister, getEmailCode, getResetPwdToken, login } from '../../../api/member';
import type { LocalCartLine } from '../../../api/types';
import { loginDialogAtom, signInAtom, usePageReload, type LoginPanel } from '../../session';
import { codeCooldownAtom, type CodePurpose } from '../auth.atoms';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { SignInForm, type SignInValues } from '../SignInForm/SignInForm';
import { SignUpForm, type SignUpValues } from '../SignUpForm/SignUpForm';
import type { ForgotVerifyDraft } from '../validation';
import { LoginDialog } from './LoginDialog';

/** Notes the sign-in panel shows after the other panels succeeded. */
export const authNotes = {
  registered: 'Your account has been created. Sign in with your email and password.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
} as const;

export interface LoginDialogContainerProps {
  /** The visitor's local cart, synced to the server after a successful sign-in (storefront §4). */
  readLocalCart?: () => LocalCartLine[];
  /** Empties the local cart once the server took it. */
  clearLocalCart?: () => void;
  /** Reloads the page after sign-in (storefront §4); stories pass a spy. By default the app's page reload. */
  reload?: () => void;
}

/**
 * The server's message for the form's error line (storefront §8). A network failure
 * gets none here: the request helper reports it app-wide.
 */
const serverMessage = (error: unknown): string | null => (error instanceof ApiError ? error.desc || error.message : null);

/**
 * The login dialog as the app shows it: opens on the panel `loginDialogAtom` names and
 * closes by setting it to null. Signs in (stores the session, syncs the local cart,
 * reloads the page), registers and resets a password through the member calls. One
 * submit at a time: further presses are ignored until the answer arrives.
 */
export function LoginDialogContainer({ readLocalCart, clearLocalCart, reload: reloadProp }: LoginDialogContainerProps) {
  const pageReload = usePageReload();
  const reload = reloadProp ?? pageReload;
  const [panel, setPanel] = useAtom(loginDialogAtom);
  const signIn = useSetAtom(signInAtom);
  const codeWaitUntil = useAtomValue(codeCooldownAtom);
  const markCodeSent = useSetAtom(codeCooldownAtom);

  const [serverError, setServerError] = useState<string | null>(null);
  /** The email the next panel starts with, and the note the sign-in panel shows. */
  const [carry, setCarry] = useState<{ email: string; notice: string | null }>({ email: '', notice: null });
  /** Set once the panel changed inside the dialog: the new panel then takes focus. */
  const [switched, setSwitched] = useState(false);
  /** Step 2 of the forgot flow: the verified email and the reset token. */
  const [reset, setReset] = useState<{ email: string; token: string } | null>(null);
  // A ref, not state: a double click must not send twice before React re-renders.
  const locked = useRef(false);

  const switchTo = (next: LoginPanel, carried: { email?: string; notice?: string } = {}) => {
    setServerError(null);
    setReset(null);
    setCarry({ email: carried.email ?? '', notice: carried.notice ?? null });
    setSwitched(true);
    setPanel(next);
  };

  const close = () => {
    setServerError(null);
    setReset(null);
    setCarry({ email: '', notice: null });
    setSwitched(false);
    setPanel(null);
  };

  const lockedCall = {
    onMutate: () => {
      setServerError(null);
    },
    onError: (error: unknown) => {
      locked.current = false;
      setServerError(serverMessage(error));
    },
  };

  const signingIn = useMutation({
    mutationFn: async (values: SignInValues) => {
      const { data } = await login(values);
      signIn(data);
      const lines = readLocalCart?.() ?? [];
      if (lines.length > 0) {
        try {
          await saveAllOrder({ orderList: lines });
          clearLocalCart?.();
        } catch {
          // The sign-in stands; the lines stay in the local cart, so nothing is lost.
        }
      }
    },
    ...lockedCall,
    // Stays locked: the page reloads with the session.
    onSuccess: () => {
      close();
      reload();
    },
  });

  const registering = useMutation({
    mutationFn: (values: SignUpValues) => emailRegister(values),
    ...lockedCall,
    onSuccess: (_answer, values) => {
      locked.current = false;
      switchTo('signIn', { email: values.email, notice: authNotes.registered });
    },
  });

  const verifying = useMutation({
    mutationFn: (values: ForgotVerifyDraft) => getResetPwdToken(values),
    ...lockedCall,
    onSuccess: (answer, values) => {
      locked.current = false;
      setReset({ email: values.email, token: answer.data });
    },
  });

  const resetting = useMutation({
    mutationFn: (values: { email: string; resetPwdToken: string; password: string }) => emailForgotPwd(values),
    ...lockedCall,
    onSuccess: (_answer, values) => {
      locked.current = false;
      switchTo('signIn', { email: values.email, notice: authNotes.passwordChanged });
    },
  });

  const sendingCode = useMutation({ mutationFn: (email: string) => getEmailCode({ email }) });

  /** Runs a submit unless one is already on its way. */
  const submit =
    <T,>(mutate: (values: T) => void) =>
    (values: T) => {
      if (locked.current) return;
      locked.current = true;
      mutate(values);
    };

  const requestCode = (purpose: CodePurpose) => async (email: string) => {
    setServerError(null);
    try {
      await sendingCode.mutateAsync(email);
      markCodeSent(purpose, Date.now());
      return true;
    } catch (error) {
      setServerError(serverMessage(error));
      return false;
    }
  };

  const shown = panel ?? 'signIn';
  let form;
  if (shown === 'signUp') {
    form = (
      <SignUpForm
        onSubmit={submit(registering.mutate)}
        onRequestCode={requestCode('signUp')}
        codeWaitUntil={codeWaitUntil.signUp}
        submitting={registering.isPending}
        error={serverError}
        defaultEmail={carry.email}
        onSignIn={() => switchTo('signIn')}
        autoFocus={switched}
      />
    );
  } else if (shown === 'forgot') {
    form = (
      <ForgotPasswordForm
        step={reset ? 'reset' : 'verify'}
        onRequestCode={requestCode('forgot')}
        onVerify={submit(verifying.mutate)}
        onReset={submit(({ password }: { password: string }) =>
          resetting.mutate({ email: reset!.email, resetPwdToken: reset!.token, password }),
        )}
        codeWaitUntil={codeWaitUntil.forgot}
        submitting={verifying.isPending || resetting.isPending}
        error={serverError}
        defaultEmail={carry.email}
        onSignIn={() => switchTo('signIn')}
        autoFocus={switched}
      />
    );
  } else {
    form = (
      <SignInForm
        onSubmit={submit(signingIn.mutate)}
        submitting={signingIn.isPending}
        error={serverError}
        defaultEmail={carry.email}
        notice={carry.notice}
        onForgotPassword={(email) => switchTo('forgot', { email })}
        onSignUp={() => switchTo('signUp')}
        autoFocus={switched}
      />
    );
  }

  return (
    <LoginDialog open={panel !== null} panel={shown} onClose={close}>
      {/* Each panel is its own component, so a switch starts it from empty (or carried) values. */}
      {form}
    </LoginDialog>
  );
}
