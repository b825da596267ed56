import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { ChoiceGroup } from '../../../ui/ChoiceGroup/ChoiceGroup';
import { media } from '../../../ui/theme/breakpoints';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { IMAGE_ACCEPT, imageFileProblem } from '../imageFile';
import { useMediaQuery } from '../useMediaQuery';
import { MAX_IMAGE_SEARCH_MB, imageSearchIntentLabels, imageSearchIntents, type ImageSearchIntent } from '../../../domain/imageSearch';
import { mutedText, smallNote } from '../../../ui/styles/textRoles.css';
import { keepsWidth, ownRow } from '../catalogue.css';
import * as styles from './ImageSearch.css';

export interface ImageSearchProps {
  /** Whether the drop area shows, when controlled (pair with `onOpenChange`). */
  open?: boolean;
  /** Whether the drop area starts open, when uncontrolled (the store opens it for `?upload=1`). */
  defaultOpen?: boolean;
  /** Called when the toggle button opens or closes the drop area. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Called with an image the person dropped or chose, once it passed the type and size
   * checks, and what they look for: the same pattern (any colours) or the same colours.
   */
  onSearch: (file: File, intent: ImageSearchIntent) => void;
  /** The intent chosen when the area opens. */
  defaultIntent?: ImageSearchIntent;
  /** The search for similar designs is running: the drop area says so and takes no new file. */
  pending?: boolean;
}

/**
 * Similar-image search: a toggle button and a drop area that takes an image by drag
 * and drop or from the file picker. Images only, up to 10 MB; anything else gets a
 * message saying why. On touch screens (phones, tablets) the area also offers the
 * camera: "Take a photo" opens the back camera at once, for a swatch in the shopper's hand.
 *
 * Its box is `display: contents`: placed in a wrapping flex row (the store's toolbar),
 * the button sits in the row and the drop area takes a full row below it.
 */
export function ImageSearch({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSearch,
  defaultIntent = 'pattern',
  pending = false,
}: ImageSearchProps) {
  const areaId = useId();
  const [intent, setIntent] = useState<ImageSearchIntent>(defaultIntent);
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery(media.touch);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    if (!next) setProblem(null);
    onOpenChange?.(next);
  };

  const take = (file: File | undefined) => {
    if (!file || pending) return;
    const reason = imageFileProblem(file);
    setProblem(reason);
    if (reason) return;
    setFileName(file.name);
    onSearch(file, intent);
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again must fire change again.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent) => {
    // Without preventDefault the browser would open the file instead of letting us have it.
    event.preventDefault();
    event.dataTransfer.dropEffect = pending ? 'none' : 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over a child fires dragleave on the zone too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.root}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? areaId : undefined}
        onClick={() => setOpen(!open)}
        className={keepsWidth}
      >
        <Icon name="image" />
        Search by image
      </Button>
      {open ? (
        <section id={areaId} aria-label="Search by image" className={ownRow}>
          <ChoiceGroup
            legend="Look for"
            options={imageSearchIntents.map((option) => ({ value: option, label: imageSearchIntentLabels[option].choice }))}
            value={intent}
            onChange={setIntent}
            disabled={pending}
          />
          <div
            className={styles.dropZone({ dragging })}
            data-testid="image-drop-zone"
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
            aria-busy={pending || undefined}
          >
            <Icon name={touch ? 'image' : 'upload'} size="max(28px, 0.4rem)" className={mutedText} />
            {/* A finger cannot drag a file here: on touch screens the lead offers the camera instead. */}
            <Text as="p" size="md" weight="medium" flush>
              {touch ? 'Take a photo of a swatch, or choose an image' : 'Drag and drop an image here, or'}
            </Text>
            <Inline gap="sm" justify="center" wrap>
              {touch ? (
                <Button size="sm" disabled={pending} aria-describedby={hintId} onClick={() => cameraRef.current?.click()}>
                  Take a photo
                </Button>
              ) : null}
              <Button
                variant={touch ? 'secondary' : 'primary'}
                size="sm"
                disabled={pending}
                aria-describedby={hintId}
                onClick={() => inputRef.current?.click()}
              >
                Choose an image
              </Button>
            </Inline>
            <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} hidden data-testid="image-file-input" onChange={onFileChosen} />
            {/*
              capture opens the camera straight away and skips the photo library, so it is a
              second input beside the chooser, not an attribute of the chooser: a saved
              picture of a design stays one tap away.
            */}
            {touch ? (
              <input
                ref={cameraRef}
                type="file"
                accept={IMAGE_ACCEPT}
                capture="environment"
                hidden
                data-testid="image-camera-input"
                onChange={onFileChosen}
              />
            ) : null}
            <p id={hintId} className={smallNote}>
              {`JPG, PNG, WebP or GIF, up to ${MAX_IMAGE_SEARCH_MB} MB. We show the designs that look most alike.`}
            </p>
            {problem ? (
              <Inline as="p" gap="xs" align="center" role="alert" className={styles.problem}>
                <Icon name="alert" />
                {problem}
              </Inline>
            ) : null}
            {pending ? (
              <Inline as="p" gap="sm" align="center" className={styles.pending}>
                <Spinner size="sm" decorative />
                <span role="status">{fileName ? `Searching for designs like “${fileName}”…` : 'Searching for similar designs…'}</span>
              </Inline>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
