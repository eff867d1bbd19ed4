/**
 * Builders of the columns most document lists repeat: a field as it is (a number, a plate, a name), a
 * person by name, a day as DD/MM/YYYY, and a KWD amount summed in the totals row. A column with its
 * own rule is still written out as a `DocumentColumn`.
 */
import type { TFunction } from 'i18next';
import type { KeysOf } from '../form/fields.tsx';
import type { DocumentColumn } from './DocumentList.tsx';
import { listDay } from './listPage.ts';
import { rowPerson, type WithPeople } from '../rowPeople.ts';

type Cell = string | number | undefined | null;

/** Only the given width: a column without one keeps Cloudscape's default. */
const widthOf = (minWidth: number | undefined) => (minWidth === undefined ? {} : { minWidth });

/** A row's field shown (and exported) as it is. */
export function fieldColumn<T, K extends KeysOf<T, Cell> & string>(
  id: K,
  header: string,
  minWidth?: number,
): DocumentColumn<T> {
  return { id, header, value: (row) => row[id] as Cell, ...widthOf(minWidth) };
}

/**
 * A user code the row keeps (who made or checked it), shown and exported as the person's name in the
 * reader's language (issue 25 item 6): the rows are read `withPeople`.
 */
export function personColumn<T, K extends KeysOf<T, string | undefined> & string>(
  id: K,
  header: string,
  arabic: boolean,
  minWidth?: number,
): DocumentColumn<WithPeople<T>> {
  return {
    id,
    header,
    value: (row) => rowPerson(row, row[id] as string | undefined, arabic),
    ...widthOf(minWidth),
  };
}

/** A day (`YYYY-MM-DD` or an ISO time) as DD/MM/YYYY. */
export function dayColumn<T, K extends KeysOf<T, string | undefined> & string>(
  id: K,
  header: string,
  minWidth: number | undefined = 110,
): DocumentColumn<T> {
  return { id, header, value: (row) => listDay(row[id] as string | undefined), ...widthOf(minWidth) };
}

/** A KWD amount, end-aligned with 3 decimals and summed in the totals row. */
export function amountColumn<T, K extends KeysOf<T, number | undefined> & string>(
  id: K,
  header: string,
  minWidth?: number,
): DocumentColumn<T> {
  return {
    id,
    header,
    value: (row) => row[id] as number | undefined,
    amount: true,
    total: true,
    ...widthOf(minWidth),
  };
}

/** The cells of a job order that its lists open with. */
export interface JobOrderCells {
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  vehmaknam: string;
  garagnam: string;
}

/**
 * The columns a list of job orders opens with: the job order, its day, the plate, the make and the
 * garage, headed by the list's own field labels (`<fields>.jobordno`, ...; the garage's label key may
 * differ) and as wide as each list had them.
 */
export function jobOrderColumns<T extends JobOrderCells>(
  t: TFunction,
  fields: string,
  { dayWidth = 110, plateWidth = 110, garageKey = 'garagnam' } = {},
): DocumentColumn<T>[] {
  return [
    { id: 'jobordno', header: t(`${fields}.jobordno`), value: (row) => row.jobordno, minWidth: 150 },
    {
      id: 'joborddat',
      header: t(`${fields}.joborddat`),
      value: (row) => listDay(row.joborddat),
      minWidth: dayWidth,
    },
    {
      id: 'vehicleno',
      header: t(`${fields}.vehicleno`),
      value: (row) => row.vehicleno,
      minWidth: plateWidth,
    },
    { id: 'vehmaknam', header: t(`${fields}.vehmaknam`), value: (row) => row.vehmaknam },
    { id: 'garagnam', header: t(`${fields}.${garageKey}`), value: (row) => row.garagnam },
  ];
}
