/**
 * The job order columns the dashboard's tables share (the detail by status, the next stage panel):
 * number and plate left to right, garage and status in the UI language; and their empty state.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useErrorText } from '../../../kit/messages.ts';
import { pick } from './format.ts';

interface JobOrderRow {
  jobordno: string;
  vehicleno?: string | undefined;
  garage?: string | undefined;
  garagnam?: string | undefined;
  garagnamar?: string | undefined;
  statusName: string;
  statusNameAr?: string | undefined;
}

type Column<T> = TableProps.ColumnDefinition<T>;

export function jobOrderColumns<T extends JobOrderRow>(t: TFunction, language: string) {
  const column = (id: string, cell: Column<T>['cell']): Column<T> => ({
    id,
    header: t(`dashboard:columns.${id}`),
    cell,
  });
  return {
    column,
    jobordno: column('jobordno', (row) => <span dir="ltr">{row.jobordno}</span>),
    vehicleno: column('vehicleno', (row) => <span dir="ltr">{row.vehicleno}</span>),
    garagnam: column('garagnam', (row) => pick(language, row.garagnam ?? row.garage ?? '', row.garagnamar)),
    status: column('status', (row) => pick(language, row.statusName, row.statusNameAr)),
  };
}

/** A table's empty state: its read's error with Retry, or why there is nothing (`text`). */
export function TableEmpty({ read, text }: { read: { error?: unknown; reload: () => void }; text: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return read.error ? (
    <SpaceBetween size="xs" direction="horizontal">
      <Box color="text-status-error">{errorText(read.error)}</Box>
      <Button variant="inline-link" onClick={() => read.reload()}>
        {t('dashboard:chart.retry')}
      </Button>
    </SpaceBetween>
  ) : (
    <Box textAlign="center" color="inherit">
      {text}
    </Box>
  );
}
