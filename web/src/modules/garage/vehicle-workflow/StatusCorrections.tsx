/**
 * The status corrections of a job order (issue 24 item 9): statuses a supervisor set by hand on Change
 * Job Order Status, with who, when, from, to and the reason, shown beside the approvals; nothing is
 * shown when there are none.
 */
import { useTranslation } from 'react-i18next';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { statusLabel } from '@fleet/shared';
import type { StatusCorrection } from '@fleet/shared/garage/vehicle-workflow';
import { formatMoment } from '../../../kit/dateTime.ts';

export function StatusCorrectionsTable({
  corrections,
  person,
}: {
  corrections: readonly StatusCorrection[] | undefined;
  /** A user's name from their code. */
  person: (usercode: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  if (!corrections?.length) return null;
  const status = (code: number | null) => (code === null ? '' : `${code} ${statusLabel(code, arabic)}`);
  return (
    <Table
      data-testid="workflow-corrections"
      variant="container"
      header={
        <Header variant="h2" description={t('jobOrders:corrections.description')}>
          {t('jobOrders:corrections.title')}
        </Header>
      }
      items={[...corrections]}
      trackBy={(row) => `${row.at}#${row.toStatus}`}
      columnDefinitions={[
        { id: 'at', header: t('jobOrders:corrections.at'), cell: (row) => formatMoment(row.at) },
        { id: 'user', header: t('jobOrders:corrections.user'), cell: (row) => person(row.user) },
        { id: 'from', header: t('jobOrders:corrections.from'), cell: (row) => status(row.fromStatus) },
        { id: 'to', header: t('jobOrders:corrections.to'), cell: (row) => status(row.toStatus) },
        { id: 'reason', header: t('jobOrders:corrections.reason'), cell: (row) => row.remarks },
      ]}
    />
  );
}
