import { useState } from 'react';
import type { Board } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Inline } from '../../../ui/Inline/Inline';
import { Modal } from '../../../ui/Modal/Modal';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { Stack } from '../../../ui/Stack/Stack';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Text } from '../../../ui/Text/Text';
import { filterBoards } from '../sharing';
import * as styles from './BoardPicker.css';
import * as shared from '../favourites.css';

export interface BoardPickerProps {
  /** Whether the dialog is shown. The parent owns this state. */
  open: boolean;
  /** The close icon, a backdrop click or Escape. */
  onClose: () => void;
  /** The member's boards on the pinboard service; undefined while they load. */
  boards?: readonly Board[];
  /** Why the boards could not be loaded; the dialog offers to try again. */
  error?: string;
  /** Try again after `error`. */
  onRetry?: () => void;
  /** Save on a board: share the folder to it. */
  onSave: (board: Board) => void;
}

/**
 * The Quick Sharing board picker (storefront §2 "Folder detail"): 'Save to board', a
 * search over the member's boards and Save on each one.
 */
export function BoardPicker({ open, onClose, boards, error, onRetry, onSave }: BoardPickerProps) {
  return (
    <Modal open={open} onClose={onClose} title="Save to board" size="sm">
      {/* Mounted per opening, so every opening starts with an empty search. */}
      <BoardList boards={boards} error={error} onRetry={onRetry} onSave={onSave} />
    </Modal>
  );
}

function BoardList({ boards, error, onRetry, onSave }: Pick<BoardPickerProps, 'boards' | 'error' | 'onRetry' | 'onSave'>) {
  const [search, setSearch] = useState('');
  const shown = boards ? filterBoards(boards, search) : [];

  const content = (
    <QueryState
      data={boards}
      error={error || null}
      errorTitle="Your boards could not be loaded"
      onRetry={onRetry}
      retryVariant="secondary"
      loadingLabel="Loading boards"
      loadingClassName={styles.state}
      headingLevel={3}
      isEmpty={() => shown.length === 0}
      empty={{
        icon: 'image',
        title: search.trim() ? `No boards match “${search.trim()}”` : 'No boards yet',
        description: search.trim()
          ? 'Try another name, or clear the search.'
          : 'Create a board on Pinterest, then share this moodboard to it.',
      }}
    >
      {() => (
        <Stack as="ul" list className={shared.pickerList} aria-label="Boards">
          {shown.map((board) => (
            <Inline as="li" gap="md" align="center" justify="between" key={board.id} className={shared.pickerRow}>
              <Stack as="span" className={shared.shrinks}>
                <Text weight="medium" truncate title={board.name}>
                  {board.name}
                </Text>
                {board.description ? (
                  <Text size="sm" tone="muted" truncate>
                    {board.description}
                  </Text>
                ) : null}
              </Stack>
              <Button size="sm" className={styles.save} onClick={() => onSave(board)}>
                Save
                {/* Names the board for screen readers: "Save to Florals SS27". */}
                <span className={visuallyHidden}> to {board.name}</span>
              </Button>
            </Inline>
          ))}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <Stack gap="lg">
      {/* The boards are all here: the list narrows as the person types. */}
      <SearchBox aria-label="Search boards" placeholder="Search boards" value={search} onValueChange={setSearch} onSearch={setSearch} />
      {content}
    </Stack>
  );
}
