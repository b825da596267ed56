import { useId } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { coverSources } from '../../../api/covers';
import type { Folder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Image } from '../../../ui/Image/Image';
import { cellSizes, favouritesColumns } from '../../../ui/useColumns';
import { Grid } from '../../../ui/Grid/Grid';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { smallNote } from '../../../ui/styles/textRoles.css';
import { Text } from '../../../ui/Text/Text';
import { folderHref, folderTitle, isEditableFolder, patternCount } from '../folders';
import * as styles from './FolderCard.css';
import * as shared from '../favourites.css';

/** A folder shows up to four covers, the first designs it holds. */
const COVER_SLOTS = 4;
/** A cover is at most as wide as the folder's cell (one cover fills it; two fill its height). */
const folderCoverSizes = cellSizes(favouritesColumns);

export interface FolderCardProps {
  /** The folder as the folder list answers it (`data.aaData[n]`). */
  folder: Folder;
  /** The pencil: rename the folder. Offered only for folders above id 0. */
  onEdit?: (folder: Folder) => void;
  /** The bin: delete the folder (after a confirmation the parent asks). Offered only for folders above id 0. */
  onDelete?: (folder: Folder) => void;
  className?: string;
}

/**
 * A favourites folder in the grid (storefront §2 "Favorites"): its covers, title,
 * description and pattern count, linking to its detail page, with edit and delete.
 */
export function FolderCard({ folder, onEdit, onDelete, className }: FolderCardProps) {
  const titleId = useId();
  const title = folderTitle(folder);
  const covers = folder.productList.slice(0, COVER_SLOTS);
  const editable = isEditableFolder(folder.folderId);
  return (
    <Stack as="article" gap="xs" className={clsx(shared.shrinks, className)} aria-labelledby={titleId}>
      <Stack as={Link} to={folderHref(folder.folderId)} gap="sm" className={styles.link}>
        <Grid columns={2} className={styles.covers} data-count={covers.length}>
          {covers.length === 0 ? (
            <div className={styles.noCover}>
              <Icon name="heart" size="max(28px, 0.36rem)" />
            </div>
          ) : (
            // Decorative: the link is named by the folder's title.
            covers.map((product) => (
              <Image
                key={product.productId}
                src={product.cover}
                {...coverSources(product.cover, folderCoverSizes)}
                alt=""
                className={styles.cover}
              />
            ))
          )}
        </Grid>
        <Text as="h2" id={titleId} size="md" weight="semibold" leading="tight" truncate className={styles.title} title={title}>
          {title}
        </Text>
      </Stack>
      {folder.desc ? (
        <Text as="p" size="sm" tone="muted" className={styles.desc}>
          {folder.desc}
        </Text>
      ) : null}
      <Inline gap="xs" align="center" justify="between" className={styles.footer}>
        <span className={smallNote}>{patternCount(folder.picNum)}</span>
        {editable && (onEdit || onDelete) ? (
          <Inline as="span" gap="xxs">
            {onEdit ? (
              <Button variant="icon" size="sm" aria-label={`Edit ${title}`} onClick={() => onEdit(folder)}>
                <Icon name="edit" />
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="icon" size="sm" aria-label={`Delete ${title}`} onClick={() => onDelete(folder)}>
                <Icon name="trash" />
              </Button>
            ) : null}
          </Inline>
        ) : null}
      </Inline>
    </Stack>
  );
}
