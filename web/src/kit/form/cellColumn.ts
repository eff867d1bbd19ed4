/**
 * A table column in one call: its id, translated header, what a row's cell shows and, when it has
 * one, its width. For the lines of a document (`DocumentLines`) and for Cloudscape's own tables alike.
 * A column with more (an amount's alignment, a header of its own) is still written out.
 */
import type { ReactNode } from 'react';

export interface CellColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  minWidth?: number;
}

export function cellColumn<T>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
  minWidth?: number,
): CellColumn<T> {
  return { id, header, cell, ...(minWidth === undefined ? {} : { minWidth }) };
}
