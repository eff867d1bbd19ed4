/**
 * A garage inspection shown read-only (issue 28): its particulars, the repairs found, the workshop
 * manager's approval state and every reopening (who, when, why). The manager's approval page and the
 * reopening page show the whole of it; the inspection form shows the approval state and reopenings.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { statusLabel } from '@fleet/shared';
import {
  managerApprovalState,
  type InspectionLine,
  type InspectionMaster,
  type InspectionReopen,
  type ManagerApprovalState,
} from '@fleet/shared/garage/garage-inspection';
import {
  AmountField,
  DocumentLines,
  ReadOnlyField,
  serialColumn,
  type LineColumn,
} from '../../../kit/index.ts';
import { formatMoment } from '../../../kit/dateTime.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { useReaderNames, type ReaderNameOf } from '../../../kit/masterNames.ts';
import { usePersonNames } from '../../../kit/personNames.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';

const badgeColor: Record<ManagerApprovalState, 'grey' | 'blue' | 'green' | 'red'> = {
  none: 'grey',
  waiting: 'blue',
  approved: 'green',
  returned: 'red',
};

/** The manager's approval state as a badge (nothing when the garage does not ask for it). */
export function ManagerStateBadge({ state }: { state: ManagerApprovalState }) {
  const { t } = useTranslation();
  return (
    <span data-testid="manager-state">
      <Badge color={badgeColor[state]}>{t(`garageInspection:manager.state.${state}`)}</Badge>
    </span>
  );
}

/** Text of a job order status in the reader's language. */
export function useStatusText() {
  const { i18n } = useTranslation();
  return (code: number | undefined) => statusLabel(code, i18n.language === 'ar');
}

type RepairLine = Pick<
  InspectionLine,
  'wrkshpid' | 'wrkshpnam' | 'mainrepnam' | 'subrepnam' | 'laborhors' | 'laborcost'
>;

/** The repair columns of an inspection's lines after their serial: the form's and the summary's. */
export const repairColumns = <L extends RepairLine>(t: TFunction, nameOf: ReaderNameOf): LineColumn<L>[] => [
  {
    id: 'workshop',
    header: t('garageInspection:fields.wrkshpid'),
    cell: (line) => nameOf('workshops', line.wrkshpid, line.wrkshpnam),
  },
  { id: 'main', header: t('garageInspection:fields.mainrepid'), cell: (line) => line.mainrepnam },
  { id: 'sub', header: t('garageInspection:fields.subrepid'), cell: (line) => line.subrepnam },
  { id: 'hours', header: t('garageInspection:fields.laborhors'), cell: (line) => line.laborhors },
  { id: 'cost', header: t('garageInspection:fields.laborcost'), cell: (line) => formatKwd(line.laborcost) },
];

const reopenColumn = tableColumns('garageInspection:reopen');

/** The reopenings of an inspection, oldest first. */
export function InspectionReopens({ reopens }: { reopens: readonly InspectionReopen[] | undefined }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const personOf = usePersonNames((reopens ?? []).map((entry) => entry.user));
  return (
    <Table<InspectionReopen>
      data-testid="inspection-reopens"
      variant="container"
      wrapLines
      header={<Header variant="h2">{t('garageInspection:reopen.history')}</Header>}
      items={[...(reopens ?? [])]}
      trackBy={(entry) => entry.at}
      empty={<Box color="text-body-secondary">{t('garageInspection:reopen.none')}</Box>}
      columnDefinitions={[
        reopenColumn(t, 'at', (entry) => formatMoment(entry.at)),
        reopenColumn(t, 'user', (entry) => personOf(entry.user)),
        reopenColumn(t, 'reason', (entry) => entry.reason),
        reopenColumn(t, 'fromstatus', (entry) => statusText(entry.fromstatus)),
      ]}
    />
  );
}

/** The inspection's particulars and lines, read-only. */
export function InspectionSummary({
  master,
  lines,
}: {
  master: (InspectionMaster & { statuscde?: number | undefined }) | undefined;
  lines: readonly InspectionLine[];
}) {
  const { t } = useTranslation();
  const nameOf = useReaderNames(['garages', 'workshops']);
  const statusText = useStatusText();
  const personOf = usePersonNames([master?.cretuser]);
  return (
    <>
      <Container
        header={
          <Header
            variant="h2"
            actions={master ? <ManagerStateBadge state={managerApprovalState(master)} /> : undefined}
          >
            {t('garageInspection:form.title')}
          </Header>
        }
      >
        <ColumnLayout columns={3} minColumnWidth={200}>
          <ReadOnlyField
            label={t('garageInspection:fields.docnumbr')}
            value={master?.docnumbr}
            testId="docnumbr"
          />
          <ReadOnlyField label={t('garageInspection:fields.inspdate')} value={listDay(master?.inspdate)} />
          <ReadOnlyField label={t('garageInspection:fields.jobordno')} value={master?.jobordno} />
          <ReadOnlyField label={t('garageInspection:fields.vehicleno')} value={master?.vehicleno} />
          <ReadOnlyField
            label={t('garageInspection:fields.garage')}
            value={master ? nameOf('garages', master.garage, master.garagnam) : undefined}
          />
          <ReadOnlyField
            label={t('garageInspection:fields.inspstatus')}
            value={master ? t(`garageInspection:inspstatus.${master.inspstatus}`) : undefined}
            testId="inspstatus"
          />
          <ReadOnlyField
            label={t('garageInspection:fields.status')}
            value={statusText(master?.statuscde)}
            testId="jobOrderStatus"
          />
          <ReadOnlyField label={t('garageInspection:manager.inspector')} value={personOf(master?.cretuser)} />
          <ReadOnlyField label={t('garageInspection:fields.remarks')} value={master?.remarks || '—'} />
        </ColumnLayout>
      </Container>
      <DocumentLines
        testId="inspection-lines"
        wrapLines
        title={t('garageInspection:form.lines')}
        lines={lines}
        trackBy={(line) => String(line.serlnumb)}
        emptyText={t('garageInspection:form.noLines')}
        columns={[serialColumn('serlnumb'), ...repairColumns(t, nameOf)]}
      />
      <ColumnLayout columns={2} minColumnWidth={200}>
        <AmountField label={t('garageInspection:fields.totalhours')} value={master?.totalhours} />
        <AmountField label={t('garageInspection:fields.totalcost')} value={master?.totalcost} kwd />
      </ColumnLayout>
    </>
  );
}
