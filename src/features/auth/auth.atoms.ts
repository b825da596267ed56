/**
 * When each verification-code button may be used again (storefront §4: 60 seconds after
 * a request). Kept outside the dialog because the app unmounts the dialog when it closes:
 * closing and reopening it, or switching panels, must not skip the wait.
 */
import { atom } from 'jotai';

/** Which form asked for the code. */
export type CodePurpose = 'signUp' | 'forgot';

/** The spec's wait before another code may be asked for, in seconds. */
export const CODE_RESEND_SECONDS = 60;

/** Epoch milliseconds at which each button may be used again. */
const codeWaitUntilAtom = atom<Partial<Record<CodePurpose, number>>>({});

/** Seconds still to wait for a purpose at a given moment (0 when it may be used). */
export const secondsLeft = (until: number | undefined, now: number): number =>
  until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

/** Read: the deadlines. Write: a code was sent for a purpose at a moment. */
export const codeCooldownAtom = atom(
  (get) => get(codeWaitUntilAtom),
  (get, set, purpose: CodePurpose, sentAt: number) => {
    set(codeWaitUntilAtom, { ...get(codeWaitUntilAtom), [purpose]: sentAt + CODE_RESEND_SECONDS * 1000 });
  },
);
