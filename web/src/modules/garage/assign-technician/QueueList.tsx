/**
 * A work queue list (parking at reception, vehicle delivery): open job orders at the queue's
 * statuses, read from the status index, filtered like the assignment list (no default date window,
 * on the job order's date). New opens the queue's form; the row action opens it for that job order.
 */
import { useTranslation } from 'react-i18next';
import type { IconProps } from '@cloudscape-design/components/icon';
import type { AssignTechnicianListQuery, QueueRow } from '@fleet/shared/garage/assign-technician';
import { useDocumentListPage, type DocumentColumn } from '../../../kit/index.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { filterQuery } from '../../../kit/filters/model.ts';
import { statusColumn } from '../../../kit/list/statusColumn.ts';
import { queueColumns } from './lists.ts';
import { useListFilterFields } from './useListFilterFields.ts';

export interface QueueListProps<R extends QueueRow = QueueRow> {
  id: string;
  screen: string;
  /** The prefix of the list's texts: `title`, `description` and the row action's `action`. */
  texts: string;
  exportTitle: string;
  fetch: (query: AssignTechnicianListQuery, signal: AbortSignal) => Promise<R[]>;
  formPath: string;
  /** The icon of the row action that opens the form for the row's job order. */
  actionIcon: IconProps.Name;
  /** Extra columns after the parking bay. */
  columns?: DocumentColumn<R>[];
  /** Why the row action is not offered for a row (it shows greyed with the reason), if it is not. */
  actionDisabledReason?: (row: R) => string | undefined;
}

export function QueueList<R extends QueueRow = QueueRow>(props: QueueListProps<R>) {
  const { t } = useTranslation();
  const fields = useListFilterFields(t('assignTechnician:list.joborddatRange'));
  const page = useDocumentListPage({
    screen: props.screen,
    fields,
    window: 'none',
    query: filterQuery,
    fetch: (query, _page, signal) => props.fetch(query, signal),
    pageSizeKey: `pageSize:${props.id}`,
    columns: (t, arabic) => [
      ...queueColumns<R>(t),
      statusColumn<R>(t('assignTechnician:fields.status'), arabic),
      { id: 'emplname', header: t('assignTechnician:fields.empcdetech'), value: (row) => row.emplname ?? '' },
      {
        id: 'checkoutdt',
        header: t('assignTechnician:fields.checkoutdt'),
        value: (row) => formatDateTimeInput(row.checkoutdt),
        minWidth: 150,
      },
      {
        id: 'parkingloc',
        header: t('assignTechnician:fields.parkingloc'),
        value: (row) => row.parkingloc ?? '',
      },
      ...(props.columns ?? []),
    ],
    // The form picks the job order from the navigation state; a row hands its own.
    form: (_status, row) => ({
      url: `${props.formPath}?mod=false&status=ADD`,
      state: row ? { jobOrderId: row.jobordno } : undefined,
    }),
  });

  return (
    <PageDocumentList<R>
      page={page}
      id={props.id}
      texts={props.texts}
      trackBy="jobordno"
      adds
      exportTitle={props.exportTitle}
      actions={{
        extra: [
          {
            id: 'open-form',
            text: t(`${props.texts}.action`),
            iconName: props.actionIcon,
            right: 'adds',
            ...(props.actionDisabledReason ? { disabledReason: props.actionDisabledReason } : {}),
            onClick: (row) => page.open('ADD', row),
          },
        ],
      }}
    />
  );
}
