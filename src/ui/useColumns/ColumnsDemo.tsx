import { useRef } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ColumnTable } from './columns';
import { useColumns } from './useColumns';
import * as styles from './ColumnsDemo.css';

export interface ColumnsDemoProps {
  /** The breakpoint table to apply, e.g. `storeGridColumns`. */
  table: ColumnTable;
  /** Width of the measured box in px (the "available width" of the tables). */
  width: number;
  /** How many rows of tiles to draw. */
  rows?: number;
}

/** Shows `useColumns` at work: a box of a given width laid out in the columns its table gives. */
export function ColumnsDemo({ table, width, rows = 2 }: ColumnsDemoProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(boxRef, table);
  return (
    <div ref={boxRef} className={styles.box} style={{ width, boxSizing: 'content-box' }} data-testid="columns-box">
      <p className={styles.caption} role="status">
        {columns} columns
      </p>
      <ul className={styles.grid} style={assignInlineVars({ [styles.columnCount]: String(columns) })}>
        {Array.from({ length: columns * rows }, (_, index) => (
          <li key={index} className={styles.tile}>
            {index + 1}
          </li>
        ))}
      </ul>
    </div>
  );
}
