/**
 * Employee sync (`/employeesync`, SGRM018) and item sync (`/itemsync`, SGRM019): where the records come
 * from, the last run's result (when, by whom, how many created / updated / unchanged), and Run sync
 * behind a confirmation. A run is idempotent: a second one over the same source changes nothing.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { screenCodes } from '@fleet/shared';
import type { SyncSource } from '@fleet/shared/masters/master-repair';
import { formatDateTime } from '../../../i18n/format.ts';
import { ActionDialog, errorText, useSend, useScreenRights } from '../../../kit/index.ts';
import { listOpens } from '../../../kit/list/listPage.ts';
import { useQuery } from '../../../kit/useQuery.ts';
import { useSession } from '../../../auth/session.ts';
import { masterRepairApi } from './api.ts';

const screens: Record<SyncSource, string> = {
  employees: screenCodes.employeeSync,
  items: screenCodes.itemSync,
};

function SyncPage({ source }: { source: SyncSource }) {
  const { t } = useTranslation();
  const project = useSession()?.project ?? '';
  const rights = useScreenRights(screens[source]);
  const last = useQuery(
    `lastSync:${source}:${project}`,
    (signal) => masterRepairApi.lastSync(source, signal),
    {
      cacheMs: 0,
    },
  );
  const [confirming, setConfirming] = useState(false);
  const sending = useSend();

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  // A run ends the confirmation whatever its answer (a failure is a toast, as a success).
  const run = async () => {
    await sending.send(() => masterRepairApi.runSync(source), last.reload);
    setConfirming(false);
  };

  const result = last.data;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t(`masterRepair:sync.${source}.description`)}
          actions={
            <Button
              variant="primary"
              disabled={rights.adds !== 'Y' || sending.busy}
              loading={sending.busy}
              onClick={() => setConfirming(true)}
              data-testid="run-sync"
            >
              {t('masterRepair:sync.run')}
            </Button>
          }
        >
          {t(`masterRepair:sync.${source}.title`)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('masterRepair:sync.source')}</Header>}>
          <Box variant="code">{`sync/${project}/${source}.json`}</Box>
          <Box variant="p" color="text-body-secondary">
            {t('masterRepair:sync.sourceHint')}
          </Box>
        </Container>
        <Container header={<Header variant="h2">{t('masterRepair:sync.lastRun')}</Header>}>
          {last.loading ? (
            <Spinner />
          ) : last.error ? (
            <Alert type="error" action={<Button onClick={last.reload}>{t('kit:retry')}</Button>}>
              {errorText(t, last.error)}
            </Alert>
          ) : !result ? (
            <Box color="text-status-inactive" data-testid="sync-never">
              {t('masterRepair:sync.never')}
            </Box>
          ) : (
            <KeyValuePairs
              columns={3}
              items={[
                { label: t('masterRepair:sync.finishedAt'), value: formatDateTime(result.finishedAt) },
                { label: t('masterRepair:sync.runBy'), value: result.runBy },
                { label: t('masterRepair:sync.total'), value: String(result.total) },
                { label: t('masterRepair:sync.created'), value: String(result.created) },
                { label: t('masterRepair:sync.updated'), value: String(result.updated) },
                { label: t('masterRepair:sync.unchanged'), value: String(result.unchanged) },
              ]}
            />
          )}
        </Container>
      </SpaceBetween>
      {confirming && (
        <ActionDialog
          visible
          size="small"
          header={t('masterRepair:sync.confirmTitle')}
          onClose={() => setConfirming(false)}
          onSubmit={() => void run()}
          submitText={t('masterRepair:sync.confirm')}
          submitTestId="confirm-sync"
          cancelText={t('masterRepair:sync.cancel')}
          busy={sending.busy}
        >
          {t(`masterRepair:sync.${source}.confirmBody`)}
        </ActionDialog>
      )}
    </ContentLayout>
  );
}

export const EmployeeSyncPage = () => <SyncPage source="employees" />;
export const ItemSyncPage = () => <SyncPage source="items" />;
