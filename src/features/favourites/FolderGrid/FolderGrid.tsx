import { useRef } from 'react';
import type { Folder } from '../../../api/types';
import { Grid } from '../../../ui/Grid/Grid';
import { favouritesColumns, useColumns } from '../../../ui/useColumns';
import { FolderCard } from '../FolderCard/FolderCard';
import * as shared from '../favourites.css';

export interface FolderGridProps {
  /** The folders, in the server's order. */
  folders: readonly Folder[];
  /** Rename a folder (its pencil). */
  onEdit?: (folder: Folder) => void;
  /** Delete a folder (its bin). */
  onDelete?: (folder: Folder) => void;
  /** Accessible name of the list. */
  'aria-label'?: string;
  className?: string;
}

/**
 * The favourites grid: cells per row by the grid's own width, exactly as the spec's
 * table (§2 "Favorites"): over 2560 px 10, over 1920 8, over 1440 7, over 1200 6, over
 * 860 5, over 560 3, else 2.
 */
export function FolderGrid({ folders, onEdit, onDelete, 'aria-label': ariaLabel = 'Moodboards', className }: FolderGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const columns = useColumns(ref, favouritesColumns);
  return (
    <Grid
      as="ul"
      list
      ref={ref}
      columns={columns}
      gap="xl"
      columnGap="lg"
      aria-label={ariaLabel}
      className={className}
      data-columns={columns}
    >
      {folders.map((folder) => (
        <li key={folder.folderId} className={shared.shrinks}>
          <FolderCard folder={folder} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </Grid>
  );
}
