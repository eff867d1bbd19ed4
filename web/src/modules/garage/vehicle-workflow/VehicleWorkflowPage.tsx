/**
 * Vehicle workflow (`/vehicle-workflow`, screen SGRG012; issue 10 item 7): "where is my car and why".
 * Search a job order by number or a vehicle by plate; the whole path as a horizontal timeline (each
 * stage with who reached it, when and how long it took; the current one marked), who holds the vehicle
 * now, the approvals it waits for with their level, the approvals decided (by the approver, "X for Y"
 * under a delegation), and the time spent per cause; users by their names. A link may name the job order
 * (`?jobordno=`) or the plate (`?vehicleno=`).
 */
import { useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes, statusLabel } from '@fleet/shared';
import { personName } from '@fleet/shared/platform/people';
import {
  causes,
  type Cause,
  type VehicleWorkflow,
  type VehicleWorkflowAnswer,
  type WorkflowStage,
} from '@fleet/shared/garage/vehicle-workflow';
import { errorText, useQuery, useScreenRights } from '../../../kit/index.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';
import { formatMoment } from '../../../kit/dateTime.ts';
import { listOpens } from '../../../kit/list/listPage.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { vehicleWorkflowApi } from './api.ts';
import { durationText } from '../../../kit/duration.ts';
import { StatusCorrectionsTable } from './StatusCorrections.tsx';
import './workflow.css';
import { InputField } from '../../../kit/form/InputField.tsx';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';

type Key = { jobordno?: string; vehicleno?: string };

/** The columns of the page's tables, titled by its texts. */
const column = tableColumns('vehicleWorkflow');

export function VehicleWorkflowPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const rights = useScreenRights(screenCodes.vehicleWorkflow);
  // `?jobordno=` or `?vehicleno=` (the reports' drill-downs) opens that job order or vehicle at once.
  const [params] = useSearchParams();
  const linked = params.get('jobordno')?.trim() || '';
  const linkedVehicle = linked ? '' : params.get('vehicleno')?.trim() || '';
  const [jobordno, setJobordno] = useState(linked);
  const [vehicleno, setVehicleno] = useState(linkedVehicle);
  const [key, setKey] = useState<Key | undefined>(
    linked ? { jobordno: linked } : linkedVehicle ? { vehicleno: linkedVehicle } : undefined,
  );
  const answer = useQuery(key ? `vehicleWorkflow:${JSON.stringify(key)}` : null, (signal) =>
    vehicleWorkflowApi.get(key!, signal),
  );
  const nameOf = useReaderNames(['garages', 'makes']);
  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const search = () => {
    if (jobordno.trim()) setKey({ jobordno: jobordno.trim() });
    else if (vehicleno.trim()) setKey({ vehicleno: vehicleno.trim() });
  };
  const data = answer.data;
  const busiest = data ? Math.max(1, ...Object.values(data.workflow.causes)) : 1;
  // A user by the employee's name in the reader's language, the code when the read has no name.
  const person = (code: string) => personName(code, data?.people?.[code], i18n.language);
  const who = (user: string, onBehalfOf?: string) =>
    onBehalfOf
      ? t('vehicleWorkflow:actingFor', { user: person(user), for: person(onBehalfOf) })
      : person(user);
  const stageBy = (stage: WorkflowStage) => {
    if (stage.key !== 'approval') return t('vehicleWorkflow:by', { user: person(stage.user ?? '') });
    return stage.user
      ? t('vehicleWorkflow:decidedBy', { user: who(stage.user, stage.onBehalfOf) })
      : t('vehicleWorkflow:awaitingDecision');
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('vehicleWorkflow:description')}>
          {t('vehicleWorkflow:title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              search();
            }}
          >
            <ColumnLayout columns={3} minColumnWidth={180}>
              <InputField
                label={t('vehicleWorkflow:search.jobordno')}
                testId="workflow-jobordno"
                value={jobordno}
                onChange={setJobordno}
              />
              <InputField
                label={t('vehicleWorkflow:search.vehicleno')}
                testId="workflow-vehicleno"
                value={vehicleno}
                onChange={setVehicleno}
              />
              <Box padding={{ top: 'l' }}>
                <Button
                  variant="primary"
                  formAction="submit"
                  data-testid="workflow-search"
                  disabled={!jobordno.trim() && !vehicleno.trim()}
                >
                  {t('vehicleWorkflow:search.show')}
                </Button>
              </Box>
            </ColumnLayout>
          </form>
        </Container>
        {!key && <Box color="text-body-secondary">{t('vehicleWorkflow:empty')}</Box>}
        {answer.loading && <Box>{t('vehicleWorkflow:loading')}</Box>}
        {answer.error !== undefined && answer.error !== null && (
          <Box color="text-status-error">{errorText(t, answer.error)}</Box>
        )}
        {data && (
          <>
            <Container
              header={
                <Header
                  variant="h2"
                  actions={
                    data.jobOrders.length > 1 ? (
                      <Select
                        ariaLabel={t('vehicleWorkflow:otherJobOrders')}
                        selectedOption={{ value: data.jobOrder.jobordno, label: data.jobOrder.jobordno }}
                        options={data.jobOrders.map((row) => ({
                          value: row.jobordno,
                          label: row.jobordno,
                          description: statusLabel(row.statuscde, arabic),
                        }))}
                        onChange={({ detail }) => setKey({ jobordno: detail.selectedOption.value })}
                      />
                    ) : undefined
                  }
                >
                  {data.jobOrder.jobordno}
                </Header>
              }
            >
              <ColumnLayout columns={4} variant="text-grid" minColumnWidth={150}>
                {[
                  ['vehicleno', data.jobOrder.vehicleno],
                  ['vehmaknam', nameOf('makes', undefined, data.jobOrder.vehmaknam)],
                  ['garage', nameOf('garages', undefined, data.jobOrder.garagnam)],
                  ['status', statusLabel(data.workflow.status, arabic)],
                  ['holder', t(`vehicleWorkflow:holder.${data.workflow.holder}`), 'workflow-holder'],
                  [
                    data.workflow.holder === 'delivered' ? 'totalDelivered' : 'total',
                    durationText(t, data.workflow.totalMs),
                    'workflow-total',
                  ],
                ].map(([field, value, testId]) => (
                  <div key={field} data-testid={testId}>
                    <Box variant="awsui-key-label">{t(`vehicleWorkflow:fields.${field}`)}</Box>
                    <div>{value || '—'}</div>
                  </div>
                ))}
              </ColumnLayout>
            </Container>
            <Container header={<Header variant="h2">{t('vehicleWorkflow:timeline')}</Header>}>
              <ol
                className="vw-timeline"
                data-testid="workflow-timeline"
                aria-label={t('vehicleWorkflow:timeline')}
                // It scrolls sideways on a narrow screen: keyboard users reach it with Tab.
                tabIndex={0}
              >
                {data.workflow.stages.map((stage) => (
                  <li
                    key={stage.key}
                    className={`vw-stage ${stage.current ? 'vw-current' : stage.reached ? 'vw-reached' : 'vw-pending'}`}
                    data-stage={stage.key}
                    aria-current={stage.current ? 'step' : undefined}
                  >
                    <Box variant="h4">{t(`vehicleWorkflow:stage.${stage.key}`)}</Box>
                    {stage.reached ? (
                      <SpaceBetween size="xxxs">
                        <Box fontSize="body-s">{formatMoment(stage.at)}</Box>
                        <Box fontSize="body-s" color="text-body-secondary">
                          {stageBy(stage)}
                        </Box>
                        <Box fontSize="body-s">
                          {t('vehicleWorkflow:spent', { duration: durationText(t, stage.durationMs) })}
                        </Box>
                      </SpaceBetween>
                    ) : (
                      <Box fontSize="body-s" color="text-body-secondary">
                        {t('vehicleWorkflow:notYet')}
                      </Box>
                    )}
                  </li>
                ))}
              </ol>
            </Container>
            <ColumnLayout columns={2} minColumnWidth={300}>
              <Table<{ cause: Cause; ms: number }>
                data-testid="workflow-causes"
                variant="container"
                header={<Header variant="h2">{t('vehicleWorkflow:causesTitle')}</Header>}
                items={causes.map((cause) => ({ cause, ms: data.workflow.causes[cause] }))}
                trackBy={(row) => row.cause}
                columnDefinitions={[
                  column(t, 'cause', (row) => t(`vehicleWorkflow:causes.${row.cause}`)),
                  column(t, 'time', (row) => durationText(t, row.ms)),
                  column(t, 'share', (row) => (
                    <div
                      className="vw-bar"
                      style={{ inlineSize: `${Math.round((row.ms / busiest) * 100)}%` }}
                      aria-hidden="true"
                    />
                  )),
                ]}
              />
              <Table<VehicleWorkflowAnswer['pendingApprovals'][number]>
                data-testid="workflow-approvals"
                variant="container"
                header={<Header variant="h2">{t('vehicleWorkflow:pendingTitle')}</Header>}
                items={data.pendingApprovals}
                trackBy={(row) => `${row.docnumbr}#${row.level}`}
                empty={<Box textAlign="center">{t('vehicleWorkflow:noPending')}</Box>}
                columnDefinitions={[
                  column(
                    t,
                    'doc',
                    (row) => <RouterLink to={row.link}>{row.docnumbr}</RouterLink>,
                    'document',
                  ),
                  column(t, 'level', (row) => t(`kit:approval.levels.${row.level}`)),
                  column(t, 'amount', (row) => formatKwd(row.amount)),
                  column(t, 'since', (row) => formatMoment(row.since)),
                ]}
              />
            </ColumnLayout>
            <Table<VehicleWorkflow['approvals'][number]>
              data-testid="workflow-decisions"
              variant="container"
              header={<Header variant="h2">{t('vehicleWorkflow:decisionsTitle')}</Header>}
              items={data.workflow.approvals}
              trackBy={(row) => `${row.at}#${row.approval.docnumbr}#${row.approval.level}`}
              empty={<Box textAlign="center">{t('vehicleWorkflow:noDecisions')}</Box>}
              columnDefinitions={[
                column(t, 'at', (row) => formatMoment(row.at), 'when'),
                column(t, 'doc', (row) => row.approval.docnumbr, 'document'),
                column(t, 'level', (row) => t(`kit:approval.levels.${row.approval.level}`)),
                column(t, 'action', (row) => t(`vehicleWorkflow:approvalAction.${row.action}`), 'decision'),
                column(t, 'user', (row) => who(row.user, row.approval.onBehalfOf), 'decidedByColumn'),
                column(t, 'amount', (row) => formatKwd(row.approval.amount)),
              ]}
            />
            <StatusCorrectionsTable corrections={data.workflow.corrections} person={person} />
          </>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}

export default VehicleWorkflowPage;
