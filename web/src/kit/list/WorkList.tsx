/**
 * A short list above a document list of what waits for the user (an approver's work list, the approved
 * requests still without a quotation): the rows of one call in `DocumentLines`, its title, description,
 * loading and empty texts under one key prefix. `pendingColumns` gives an approval work list its columns.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { formatKwd } from '../../i18n/format.ts';
import { DocumentLines, type DocumentLinesProps, type LineColumn } from '../form/DocumentLines.tsx';
import { cellColumn } from '../form/cellColumn.ts';
import { useQuery } from '../useQuery.ts';
import { listDay } from './listPage.ts';

export interface WorkListProps<L> extends Pick<
  DocumentLinesProps<L>,
  'testId' | 'trackBy' | 'columns' | 'wrapLines'
> {
  /** The query's key; null asks nothing. */
  query: string | null;
  fetch: (signal: AbortSignal) => Promise<L[]>;
  /** The key prefix of `title`, `description`, `loading` and `empty`. */
  texts: string;
}

export function WorkList<L>({ query, fetch, texts, ...table }: WorkListProps<L>) {
  const { t } = useTranslation();
  const answer = useQuery(query, fetch);
  return (
    <DocumentLines<L>
      {...table}
      loading={answer.loading}
      loadingText={t(`${texts}.loading`)}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      lines={answer.data ?? []}
      emptyText={t(`${texts}.empty`)}
    />
  );
}

export interface PendingColumnsOptions {
  /** The key of the document number's header under `fields` (default `docnumbr`). */
  docnumbr?: string;
  /** Where a row opens at its level (default the server's `link`). */
  link?: (row: PendingApproval) => string;
  /** A level column, for a list of several levels. */
  levels?: boolean;
  /** The job order and plate columns (default shown). */
  job?: boolean;
}

/**
 * An approval work list's columns: the document (the link that opens it), its level, the job order and
 * plate, the amount, since when it waits and who asked; headers from the module's namespace `ns`
 * (`fields.<docnumbr>`, `fields.jobordno`, `fields.vehicleno`, `fields.totalval`, `workList.since`,
 * `workList.requester`).
 */
export function pendingColumns(
  t: TFunction,
  ns: string,
  { docnumbr = 'docnumbr', link = (row) => row.link, levels = false, job = true }: PendingColumnsOptions = {},
): LineColumn<PendingApproval>[] {
  const column = cellColumn<PendingApproval>;
  return [
    column('docnumbr', t(`${ns}:fields.${docnumbr}`), (row) => (
      <RouterLink to={link(row)} data-testid={`approve-link-${row.docnumbr}`}>
        {row.docnumbr}
      </RouterLink>
    )),
    ...(levels
      ? [column('level', t('kit:approval.level'), (row) => t(`kit:approval.levels.${row.level}`))]
      : []),
    ...(job
      ? [
          column('jobordno', t(`${ns}:fields.jobordno`), (row) => row.jobordno),
          column('vehicleno', t(`${ns}:fields.vehicleno`), (row) => row.vehicleno),
        ]
      : []),
    column('amount', t(`${ns}:fields.totalval`), (row) => formatKwd(row.amount)),
    column('since', t(`${ns}:workList.since`), (row) => listDay(row.since.slice(0, 10))),
    column('requester', t(`${ns}:workList.requester`), (row) => row.requester),
  ];
}
