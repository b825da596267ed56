import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { closeUploadPins, openUploadPins } from '../../../api/member';
import type { Board, Folder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { tokenAtom } from '../../session';
import { BoardPicker } from '../BoardPicker/BoardPicker';
import { boardsQuery, folderDetailQuery, memberInfoQuery } from '../favourites.queries';
import { canShare, shareLabels, shareStateOf } from '../sharing';
import { errorMessage, useFailure } from '../../session';
import * as styles from './QuickSharing.css';

export interface QuickSharingProps {
  /** The folder to share (above 0: folder -1 is not a real folder). */
  folderId: number;
  className?: string;
}

/**
 * Quick Sharing of a folder to the pinboard service (storefront §2 "Folder detail", §4
 * "Share to board"), for members whose pinterestAdmin is above 0 (§6); nobody else sees
 * anything. 'Quick Sharing' opens the board picker; Save on a board shares the folder:
 * 'Are Uploading...', then 'Sharing With Pinterest'. Over the button (pointer or focus)
 * it offers 'Stop sharing', and a click stops it and returns to 'Quick Sharing'. A finger
 * cannot hover: on a touch screen the first tap offers 'Stop sharing', a second stops.
 */
export function QuickSharing({ folderId, className }: QuickSharingProps) {
  const memberInfo = useQuery(memberInfoQuery());
  if (!canShare(memberInfo.data)) return null;
  return <ShareControl folderId={folderId} className={className} />;
}

function ShareControl({ folderId, className }: QuickSharingProps) {
  const queryClient = useQueryClient();
  const fail = useFailure();
  const token = useAtomValue(tokenAtom) ?? '';
  // The folder's header carries its sharing state; the page above reads the same query.
  const detail = useQuery(folderDetailQuery(folderId));
  const [pickerOpen, setPickerOpen] = useState(false);
  const boards = useQuery({ ...boardsQuery(token), enabled: pickerOpen });
  const [pointerOver, setPointerOver] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch has no hover: a tap reveals 'Stop sharing' (armed), the next tap stops.
  const [armed, setArmed] = useState(false);
  const pointerType = useRef<string | null>(null);

  const detailKey = folderDetailQuery(folderId).queryKey;
  /** Shows the new state at once; the folder is then read again for the server's word. */
  const settle = async (shareState: NonNullable<Folder['shareState']>, boardId: string | null) => {
    queryClient.setQueryData(detailKey, (old) => (old ? { ...old, info: { ...old.info, shareState, boardId } } : old));
    await queryClient.invalidateQueries({ queryKey: detailKey });
  };

  const share = useMutation({
    mutationFn: (board: Board) => openUploadPins({ boardId: board.id, folderId }),
    onSuccess: (_result, board) => settle('uploading', board.id),
    onError: fail,
  });
  const stop = useMutation({
    mutationFn: () => closeUploadPins({ folderId }),
    onSuccess: () => settle('', null),
    onError: fail,
  });

  const state = share.isPending ? 'uploading' : shareStateOf(detail.data?.info);
  // Stopping is offered once the share call has returned: before that there is nothing to stop.
  const canStop = state !== 'idle' && !share.isPending;
  const offersStop = canStop && (pointerOver || focused || armed);

  const onClick = () => {
    const byTouch = pointerType.current === 'touch';
    pointerType.current = null;
    if (share.isPending || stop.isPending) return;
    if (state === 'idle') {
      setPickerOpen(true);
      // The dialog's backdrop now lies between the pointer and the button.
      setPointerOver(false);
    } else if (byTouch && !armed) {
      // A finger never saw 'Stop sharing' (no hover): this tap shows it, a second one stops.
      if (canStop) setArmed(true);
    } else {
      setArmed(false);
      stop.mutate();
    }
  };

  let label;
  if (offersStop) {
    label = (
      <>
        <Icon name="close" />
        {shareLabels.stop}
      </>
    );
  } else if (state === 'uploading') {
    label = (
      <>
        <Spinner size="sm" decorative />
        {shareLabels.uploading}
      </>
    );
  } else if (state === 'sharing') {
    label = (
      <>
        <Icon name="check" />
        {shareLabels.sharing}
      </>
    );
  } else {
    label = (
      <>
        <Icon name="upload" />
        {shareLabels.idle}
      </>
    );
  }

  return (
    <>
      <Button
        variant={state === 'idle' ? 'primary' : 'secondary'}
        className={clsx(styles.button, className)}
        data-stop={offersStop ? '' : undefined}
        aria-haspopup={state === 'idle' ? 'dialog' : undefined}
        loading={stop.isPending}
        onClick={onClick}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        // A finger's touch-down is no hover: it must not change the words under it.
        onPointerEnter={(event) => setPointerOver(event.pointerType !== 'touch')}
        onPointerLeave={() => setPointerOver(false)}
        // Keyboard focus offers the stop as hovering does; the focus a dialog hands back after a click does not.
        onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => {
          setFocused(false);
          setArmed(false);
        }}
      >
        {label}
      </Button>
      {/* The button's words change under the pointer; this says where sharing stands. */}
      <span role="status" className={visuallyHidden}>
        {state === 'idle' ? '' : shareLabels[state]}
      </span>
      <BoardPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        boards={boards.data}
        error={boards.isError ? errorMessage(boards.error) : undefined}
        onRetry={() => void boards.refetch()}
        onSave={(board) => {
          setPickerOpen(false);
          share.mutate(board);
        }}
      />
    </>
  );
}
