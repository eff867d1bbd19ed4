/**
 * Purchase requests with job order (`/purchaseRequestEntrywithjoreport`, SGRR008): the spare parts
 * requests of the window with their KWD estimate and the total row over every matching request
 * (`Reports/getSparePartsRequest`); a row shows the request's lines below the table
 * (`Reports/getSparePartsRequestDetails`), with their own total.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import type { SparePartsRequestDetailRow, SparePartsRequestRow } from '@fleet/shared/reports/reports';
import { formatAmount } from '../../../i18n/format.ts';
import { useErrorText, useQuery, wordedOptions } from '../../../kit/index.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';
import { reportsApi } from './api.ts';
import { col, generalReport, selectField, textField, useReportPage, windowField } from './shared.tsx';

const column = tableColumns('reports:columns');

function RequestLines({ docnumbr }: { docnumbr: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const answer = useQuery(`sparePartsRequestDetails:${docnumbr}`, (signal) =>
    reportsApi.sparePartsRequestDetails(docnumbr, signal),
  );
  const items = answer.data?.items ?? [];
  return (
    <Container
      header={<Header variant="h2">{t('reports:requestLines', { docnumbr })}</Header>}
      footer={
        answer.data ? (
          <Box textAlign="right" variant="strong">
            {`${t('reports:columns.value')}: KWD ${formatAmount(answer.data.totals.value)}`}
          </Box>
        ) : undefined
      }
    >
      {answer.error ? (
        <Box color="text-status-error">{errorText(answer.error)}</Box>
      ) : (
        <Table<SparePartsRequestDetailRow>
          variant="embedded"
          loading={answer.loading}
          loadingText={t('reports:loading')}
          items={items}
          trackBy={(row) => String(row.serlnumb)}
          empty={<Box textAlign="center">{t('kit:list.noRecords')}</Box>}
          columnDefinitions={[
            { id: 'serlnumb', header: t('kit:list.serial'), cell: (row) => row.serlnumb },
            column(t, 'sparepart', (row) => row.sparepart),
            column(t, 'sparenam', (row) => <bdi>{row.sparenam}</bdi>),
            column(t, 'qty', (row) => row.qty),
            column(t, 'unitprice', (row) => formatAmount(row.unitprice)),
            column(t, 'value', (row) => formatAmount(row.value)),
          ]}
        />
      )}
    </Container>
  );
}

export default function SparePartsRequestReport() {
  const { t, choices, timeline } = useReportPage();
  const [opened, setOpened] = useState<string>();
  const config = generalReport<SparePartsRequestRow>({
    name: 'sparePartsRequest',
    screen: screenCodes.purchaseRequestWithJobOrderReport,
    fileStem: 'SparePartsRequests',
    fields: [
      windowField(t),
      selectField(
        t,
        'withjo',
        wordedOptions(t, 'reports:withJobOrder', ['Y', 'N']),
        'reports:withJobOrder.Y',
      ),
      selectField(t, 'garage', choices.garages),
      textField(t, 'jobordno'),
      textField(t, 'vehicleno'),
    ],
    read: reportsApi.sparePartsRequests,
    columns: (columnT) => [
      col<SparePartsRequestRow>(columnT, 'docnumbr', { minWidth: 150 }),
      col<SparePartsRequestRow>(columnT, 'docdate'),
      col<SparePartsRequestRow>(columnT, 'jobordno', { minWidth: 150 }),
      col<SparePartsRequestRow>(columnT, 'vehicleno'),
      col<SparePartsRequestRow>(columnT, 'garagnam', { minWidth: 140 }),
      col<SparePartsRequestRow>(columnT, 'storenam'),
      col<SparePartsRequestRow>(columnT, 'totalqty', { total: true }),
      col<SparePartsRequestRow>(columnT, 'totalval', { amount: true, total: true }),
    ],
    trackBy: (row) => row.docnumbr,
    actions: {
      view: { onClick: (row) => setOpened(row.docnumbr) },
      extra: [
        {
          id: 'timeline',
          text: t('reports:openTimeline'),
          iconName: 'external',
          right: 'views',
          visible: (row) => Boolean(row.jobordno),
          ...timeline,
        },
      ],
    },
  });
  return (
    <SpaceBetween size="l">
      <ReportPage config={config} />
      {opened && <RequestLines docnumbr={opened} />}
    </SpaceBetween>
  );
}
