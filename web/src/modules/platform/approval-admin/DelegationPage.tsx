/**
 * Delegation of authority (`/delegation`, on the everyone-screen SGRM013 like the change of password):
 * an approver names an acting delegate (anyone but themselves) for some of the approver roles they
 * hold and a date range, sees the delegations given and received, and ends one early. The server
 * checks who may delegate what. Opened from the profile menu and from the change password page.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { roles, screenCodes } from '@fleet/shared';
import { useSession } from '../../../auth/session.ts';
import { kuwaitDay } from '@fleet/shared/platform/delegation';
import {
  DateField,
  DeleteConfirm,
  DiscardChangesModal,
  lookupCacheMs,
  MultiselectField,
  SelectField,
  TextField,
  useFormState,
  useLookupOptions,
  useQuery,
  useSend,
  useUnsavedChanges,
  type FieldOption,
} from '../../../kit/index.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';
import { approvalAdminApi, type DelegationRow } from './api.ts';
import {
  delegateCandidates,
  delegationErrors,
  emptyDelegation,
  heldDelegableRoles,
  toDelegationRequest,
  type DelegationValues,
} from './delegation.ts';

const userOption = (user: { usercode: string; username: string }): FieldOption => ({
  value: user.usercode,
  label: `${user.usercode} · ${user.username}`,
});

const roleName = (code: string, arabic: boolean) => {
  const role = roles.find((entry) => entry.code === code);
  return role ? (arabic ? role.nameAr : role.name) : code;
};

const column = tableColumns('approvalAdmin:delegation');

const day = (iso: string) => iso.split('-').reverse().join('/');

export function DelegationPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const limitsAllowed =
    !!session && (session.superuser || session.rights[screenCodes.rolePermission]?.views === 'Y');
  const today = kuwaitDay(new Date());
  const saving = useSend();
  const inFlight = useRef(false);
  const [ending, setEnding] = useState<DelegationRow | undefined>();
  const deleting = useSend();
  const [version, setVersion] = useState(0);
  const list = useQuery(`delegations:${version}`, (signal) => approvalAdminApi.delegations(signal));
  const users = useLookupOptions('users', approvalAdminApi.users, userOption);
  const held = useQuery(
    session ? `me:heldRoles:${session.project}:${session.usercode}` : null,
    approvalAdminApi.heldRoles,
    { cacheMs: lookupCacheMs },
  );
  const delegable = heldDelegableRoles(held.data ?? []);
  const nothingToDelegate = !held.loading && !held.error && delegable.length === 0;
  const delegateOptions = delegateCandidates(users.items, session?.usercode ?? '').map(userOption);
  const form = useFormState<DelegationValues>(emptyDelegation(today), (values) =>
    Object.fromEntries(
      Object.entries(delegationErrors(values, today)).map(([field, key]) => [field, t(key)]),
    ),
  );
  const guard = useUnsavedChanges(form.dirty);
  const roleOptions: FieldOption[] = delegable.map((code) => ({
    value: code,
    label: roleName(code, arabic),
  }));
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  const save = async () => {
    if (inFlight.current || !form.touchAll()) return;
    inFlight.current = true;
    await saving.send(
      () => approvalAdminApi.delegate(toDelegationRequest(form.values)),
      () => {
        form.reset(emptyDelegation(today));
        refresh();
      },
    );
    inFlight.current = false;
  };

  const end = async () => {
    if (!ending) return;
    await deleting.send(
      () => approvalAdminApi.endDelegation(ending.docnumbr),
      () => {
        setEnding(undefined);
        refresh();
      },
    );
  };

  return (
    <SpaceBetween size="l">
      <Form
        header={
          <Header
            variant="h1"
            description={t('approvalAdmin:delegation.description')}
            actions={
              limitsAllowed ? (
                <Button onClick={() => void navigate('/approvalLimits')}>
                  {t('approvalAdmin:limits.title')}
                </Button>
              ) : undefined
            }
          >
            {t('approvalAdmin:delegation.title')}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={saving.busy} onClick={() => form.reset(emptyDelegation(today))}>
              {t('kit:form.clear')}
            </Button>
            <Button
              variant="primary"
              disabled={nothingToDelegate}
              loading={saving.busy}
              loadingText={t('kit:form.saving')}
              onClick={() => void save()}
            >
              {t('approvalAdmin:delegation.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">{t('approvalAdmin:delegation.new')}</Header>}>
          {nothingToDelegate && (
            <Box margin={{ bottom: 'm' }}>
              <Alert type="info" data-testid="delegation-no-roles">
                {t('approvalAdmin:delegation.noRoles')}
              </Alert>
            </Box>
          )}
          <ColumnLayout columns={2}>
            <SelectField
              form={form}
              name="delegate"
              label={t('approvalAdmin:delegation.delegate')}
              options={delegateOptions}
              loading={users.loading}
              required
            />
            <MultiselectField
              form={form}
              name="roles"
              label={t('approvalAdmin:delegation.roles')}
              description={t('approvalAdmin:delegation.rolesHint')}
              options={roleOptions}
              loading={held.loading}
              required
            />
            <DateField form={form} name="fromdate" label={t('approvalAdmin:delegation.fromdate')} required />
            <DateField form={form} name="todate" label={t('approvalAdmin:delegation.todate')} required />
            <TextField form={form} name="remarks" label={t('approvalAdmin:delegation.remarks')} />
          </ColumnLayout>
        </Container>
      </Form>
      <Table<DelegationRow>
        header={<Header variant="h2">{t('approvalAdmin:delegation.list')}</Header>}
        loading={list.loading}
        loadingText={t('kit:list.loading')}
        items={list.data ?? []}
        empty={<Box textAlign="center">{t('approvalAdmin:delegation.empty')}</Box>}
        columnDefinitions={[
          column(t, 'docnumbr', (row) => row.docnumbr, 'number'),
          column(t, 'delegator', (row) => `${row.delegator} · ${row.delegatorname}`),
          column(t, 'delegate', (row) => `${row.delegate} · ${row.delegatename}`),
          column(t, 'roles', (row) => row.roles.map((code) => roleName(code, arabic)).join('، ')),
          column(t, 'dates', (row) => <span dir="ltr">{`${day(row.fromdate)} – ${day(row.todate)}`}</span>),
          column(t, 'state', (row) => (
            <StatusIndicator type={row.active ? 'success' : 'pending'}>
              {row.active ? t('approvalAdmin:delegation.active') : t('approvalAdmin:delegation.scheduled')}
            </StatusIndicator>
          )),
          column(t, 'actions', (row) => (
            <Button variant="inline-link" onClick={() => setEnding(row)}>
              {t('approvalAdmin:delegation.end')}
            </Button>
          )),
        ]}
      />
      <DiscardChangesModal
        reason={guard.blocked ? 'leave' : undefined}
        onStay={guard.stay}
        onDiscard={guard.leave}
      />
      <DeleteConfirm
        visible={ending !== undefined}
        deleting={deleting.busy}
        subject={ending?.docnumbr ?? ''}
        onConfirm={() => void end()}
        onCancel={() => setEnding(undefined)}
      />
    </SpaceBetween>
  );
}

export default DelegationPage;
