/**
 * A table column in one call: its id, translated header, what a row's cell shows and, when it has
 * one, its width. For the lines of a document (`DocumentLines`, whose cells may read the line's
 * place too: a figure kept beside the lines, such as each line's check) and for Cloudscape's own
 * tables alike (the cell reads the row only). A column with more (an amount's alignment, a header of
 * its own) is still written out.
 */
import type { ReactNode } from 'react';

export interface CellColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  minWidth?: number;
}

/** A column of `DocumentLines` whose cell reads the line's place (from 0). */
export interface IndexedCellColumn<T> extends Omit<CellColumn<T>, 'cell'> {
  cell: (row: T, index: number) => ReactNode;
}

export function cellColumn<T>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
  minWidth?: number,
): CellColumn<T>;
export function cellColumn<T>(
  id: string,
  header: string,
  cell: (row: T, index: number) => ReactNode,
  minWidth?: number,
): IndexedCellColumn<T>;
export function cellColumn<T>(
  id: string,
  header: string,
  cell: (row: T, index: number) => ReactNode,
  minWidth?: number,
): IndexedCellColumn<T> {
  return { id, header, cell, ...(minWidth === undefined ? {} : { minWidth }) };
}
