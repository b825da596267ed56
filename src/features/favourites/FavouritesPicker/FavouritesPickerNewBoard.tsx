import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { TextField } from '../../../ui/TextField/TextField';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { CREATE_FOLDER_LABEL, FOLDER_NAME_MAX_LENGTH, validateName } from '../folders';
import * as styles from './FavouritesPicker.css';

/** The new board's name field. The picker's new board is an addition to the spec's dialog (issue 42; docs/storefront-coverage.md). */
const NEW_BOARD_NAME_LABEL = 'Moodboard name';
const CREATE_AND_SAVE_LABEL = 'Create and save';

export interface FavouritesPickerNewBoardProps {
  /** 'Create and save' with a name that passes the folder rules: the name, trimmed. */
  onCreate: (title: string) => void;
  /** The board is being made and the design saved in it: the form waits. */
  creating: boolean;
  /** Another board's SAVE or Saved is under way: 'Create and save' waits for it. */
  disabled: boolean;
  /** Why the last board could not be made; shown at the name until it is edited. */
  serverError?: string;
  /** The board the last 'Create and save' made: when it changes, the form closes. */
  createdFolderId: number | null;
  /** No boards to show: the way to make one is the dialog's main action. */
  prominent: boolean;
  /** The open form: the picker keeps an Escape pressed in it from closing the dialog. */
  formRef: RefObject<HTMLFormElement | null>;
  /** 'Create Moodboard': focus comes back to it when the form closes. */
  openButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Create Moodboard' under the picker's boards; it opens, in place, a name and 'Create
 * and save'. An empty name gets the folder rules' message and nothing is asked of the
 * owner; a refusal from the server stays at the name with what was typed. Escape or
 * Cancel closes the form (not the dialog) and focus goes back to 'Create Moodboard'.
 */
export function FavouritesPickerNewBoard({
  onCreate,
  creating,
  disabled,
  serverError,
  createdFolderId,
  prominent,
  formRef,
  openButtonRef,
}: FavouritesPickerNewBoardProps) {
  const [naming, setNaming] = useState(false);
  const [title, setTitle] = useState('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  // The server's refusal is shown until the name is edited; a new refusal shows again.
  const [shownServerError, setShownServerError] = useState(serverError);
  const [seenServerError, setSeenServerError] = useState(serverError);
  if (seenServerError !== serverError) {
    setSeenServerError(serverError);
    setShownServerError(serverError);
  }
  // A board was made: the form closes, ready for another (the list shows the new board).
  const [seenCreated, setSeenCreated] = useState(createdFolderId);
  if (seenCreated !== createdFolderId) {
    setSeenCreated(createdFolderId);
    if (createdFolderId !== null) {
      setNaming(false);
      setTitle('');
      setRuleError(undefined);
    }
  }

  const fieldRef = useRef<HTMLInputElement>(null);

  // A refusal is read out where it is shown: at the name (before paint, with the message).
  useLayoutEffect(() => {
    if (serverError) fieldRef.current?.focus();
  }, [serverError]);

  const open = () => {
    // The field must exist before it can take focus.
    flushSync(() => setNaming(true));
    fieldRef.current?.focus();
  };

  const cancel = () => {
    flushSync(() => {
      setNaming(false);
      setTitle('');
      setRuleError(undefined);
      setShownServerError(undefined);
    });
    openButtonRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One board per request: Enter again while it is made, or while another board changes, does nothing.
    if (creating || disabled) return;
    const problem = validateName({ title }).title;
    setRuleError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    onCreate(title.trim());
  };

  if (!naming) {
    return (
      <Button ref={openButtonRef} variant={prominent ? 'primary' : 'secondary'} className={styles.newBoardOpen} onClick={open}>
        <Icon name="plus" />
        {CREATE_FOLDER_LABEL}
      </Button>
    );
  }

  return (
    <Stack
      as="form"
      gap="sm"
      ref={formRef}
      aria-label={CREATE_FOLDER_LABEL}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        // While the board is made there is nothing to cancel: it is a moment away.
        if (event.key === 'Escape' && !creating) cancel();
      }}
    >
      <TextField
        ref={fieldRef}
        label={NEW_BOARD_NAME_LABEL}
        name="title"
        autoComplete="off"
        maxLength={FOLDER_NAME_MAX_LENGTH}
        value={title}
        error={ruleError ?? shownServerError}
        onChange={(event) => {
          setTitle(event.target.value);
          setRuleError(undefined);
          setShownServerError(undefined);
        }}
      />
      <Inline gap="sm" justify="end" wrap>
        <Button variant="secondary" disabled={creating} onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" loading={creating} disabled={disabled}>
          {CREATE_AND_SAVE_LABEL}
        </Button>
      </Inline>
    </Stack>
  );
}
