/**
 * A work queue list (parking at reception, vehicle delivery): open job orders at the queue's
 * statuses, read from the status index, filtered like the assignment list (no default date window,
 * on the job order's date). New opens the queue's form; the row action opens it for that job order.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '@cloudscape-design/components/icon';
import { statusByCode } from '@fleet/shared';
import type { AssignTechnicianListQuery, QueueRow } from '@fleet/shared/assign-technician';
import {
  DocumentList,
  FilterPanel,
  useListData,
  useScreenRights,
  type DocumentColumn,
} from '../../kit/index.ts';
import { formatDateTimeInput } from '../../kit/dateTime.ts';
import { jobOrderColumns, listOpens, listQuery } from './lists.ts';
import { useListFilters } from './useListFilters.ts';

export interface QueueListProps {
  id: string;
  screen: string;
  title: string;
  description: string;
  exportTitle: string;
  fetch: (query: AssignTechnicianListQuery, signal: AbortSignal) => Promise<QueueRow[]>;
  formPath: string;
  /** The row action that opens the form for the row's job order. */
  rowAction: { text: string; iconName: IconProps.Name };
  /** Extra columns after the job order's. */
  columns?: DocumentColumn<QueueRow>[];
}

export function QueueList(props: QueueListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(props.screen);
  const { fields, filters } = useListFilters(t('assignTechnician:list.joborddatRange'), 'none');
  const query = listQuery(filters.values);
  const list = useListData<QueueRow>({
    fetch: (_page, signal) => props.fetch(query, signal),
    queryKey: JSON.stringify(query),
    pageSizeKey: `pageSize:${props.id}`,
  });
  const arabic = i18n.language === 'ar';
  const extra = props.columns;
  const columns = useMemo<DocumentColumn<QueueRow>[]>(
    () => [
      ...jobOrderColumns<QueueRow>(t),
      {
        id: 'statuscde',
        header: t('assignTechnician:fields.status'),
        value: (row) => {
          const status = statusByCode.get(row.statuscde);
          return status ? (arabic ? status.ar : status.en) : String(row.statuscde);
        },
      },
      { id: 'emplname', header: t('assignTechnician:fields.empcdetech'), value: (row) => row.emplname ?? '' },
      {
        id: 'checkoutdt',
        header: t('assignTechnician:fields.checkoutdt'),
        value: (row) => formatDateTimeInput(row.checkoutdt),
        minWidth: 150,
      },
      ...(extra ?? []),
    ],
    [t, arabic, extra],
  );

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const open = (jobordno?: string) =>
    navigate(`${props.formPath}?mod=false&status=ADD`, {
      state: jobordno ? { jobOrderId: jobordno } : undefined,
    });

  return (
    <DocumentList<QueueRow>
      id={props.id}
      wrapLines
      title={props.title}
      description={props.description}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.jobordno}
      onNew={() => open()}
      exportTitle={props.exportTitle}
      actions={{
        extra: [
          {
            id: 'open-form',
            text: props.rowAction.text,
            iconName: props.rowAction.iconName,
            right: 'adds',
            onClick: (row) => open(row.jobordno),
          },
        ],
      }}
      filter={
        <FilterPanel
          fields={fields}
          values={filters.values}
          initialValues={filters.initialValues}
          onChange={filters.setValues}
          onRefresh={list.reload}
          refreshing={list.loading}
          search={false}
        />
      }
    />
  );
}
