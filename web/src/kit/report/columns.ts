/**
 * The column most reports declare: a field of the row under its title in the report's namespace.
 * `fieldColumns('reports:columns')` gives the report module its `col(t, id, options)`: titled
 * `reports:columns.<id>` (or `options.header`, translated), showing `row[id]` (or `options.value`),
 * with the list's options (`amount`, `total`, `minWidth`).
 */
import type { TFunction } from 'i18next';
import type { DocumentColumn } from '../list/DocumentList.tsx';

export function fieldColumns(titles: string) {
  return <Row extends object>(
    t: TFunction,
    id: keyof Row & string,
    options: Partial<DocumentColumn<Row>> = {},
  ): DocumentColumn<Row> => ({
    id,
    header: t(`${titles}.${id}`),
    value: (row) => (row as Record<string, string | number | undefined>)[id] ?? '',
    ...options,
  });
}
