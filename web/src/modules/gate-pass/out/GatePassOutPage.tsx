/**
 * Gate pass out form (`/gatepassout?docnumbr&mod&status`, screen SGRG010; spec 000 section 2): mode
 * badge New / Edit / View, collapsible header with read-only date, time and logged-in user; job order
 * choice in ADD (job orders at QCPASSOUT's step, `getJobOrder?tostatus=1206`), plain text otherwise;
 * read-only job order date, plate, garage, MOI job order no, job time in, technician, checked-in by,
 * in date/time, remarks in, checked-out by; editable check-out date-time (DD/MM/YYYY HH:mm, default
 * now) and remarks out. Close returns to /gatepassoutlist. An optional `jobOrderId` in navigation
 * state preselects the job order.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { gatePassOutStatus, type GatePassOut } from '@fleet/shared/gate-pass';
import { ApiError } from '../../../api/errors.ts';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  clearQueryCache,
  errorText,
  useDocumentFormPage,
  useLookupOptions,
  useQuery,
} from '../../../kit/index.ts';
import { gatePassApi } from '../api.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { gatePassDay, gatePassOutListPath } from '../list/lists.ts';
import { jobOrderOption } from '../lookups.ts';
import {
  emptyGatePassOut,
  fromGatePassOut,
  gatePassOutErrors,
  toGatePassOutRequest,
} from './gatePassOutForm.ts';

const fetchChoices = (signal: AbortSignal) => gatePassApi.choices(gatePassOutStatus, signal);

/** `jobOrderId` from the navigation state, if any. */
function stateJobOrder(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'jobOrderId' in state && typeof state.jobOrderId === 'string'
    ? state.jobOrderId
    : undefined;
}

export function GatePassOutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.gatePassOut,
    listPath: gatePassOutListPath,
    empty: emptyGatePassOut,
    validate: gatePassOutErrors,
    read: {
      key: 'gatePassOut',
      fetch: (docnumbr, signal) => gatePassApi.get<GatePassOut>(docnumbr, signal),
      toValues: fromGatePassOut,
    },
  });
  const adding = mode.status === 'ADD';
  const choices = useLookupOptions('jobOrders:gatePassOut', fetchChoices, jobOrderOption);
  const [conflict, setConflict] = useState<unknown>(undefined);

  const { set } = form;
  const preset = stateJobOrder(location.state);
  useEffect(() => {
    if (adding && preset) set('jobordno', preset);
  }, [adding, preset, set]);

  const jobordno = form.values.jobordno;
  const details = useQuery(adding && jobordno ? `gatePassJobOrder:${jobordno}` : null, (signal) =>
    gatePassApi.jobOrder(jobordno, signal),
  );
  const pass = document.data;
  const shown = adding ? details.data : pass;
  // Editing is only possible while the job order is still at QCPASSOUT.
  const pastStage = mode.status === 'EDIT' && pass !== undefined && pass.statuscde !== gatePassOutStatus;
  const effectiveMode = pastStage ? { ...mode, readOnly: true } : mode;

  const save = async () => {
    setConflict(undefined);
    const answer = await gatePassApi.saveOut(toGatePassOutRequest(form.values));
    form.reset(emptyGatePassOut());
    clearQueryCache('lookup:jobOrders:');
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      mode={effectiveMode}
      title={t('gatePass:out.title')}
      canSave={() => form.touchAll()}
      onSave={save}
      onSaveError={(failure) => {
        if (failure instanceof ApiError && failure.status === 409) setConflict(failure);
      }}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField
            label={t('gatePass:header.date')}
            value={formatDate(openedAt)}
            testId="header-date"
          />
          <ReadOnlyField
            label={t('gatePass:header.time')}
            value={formatTime(openedAt)}
            testId="header-time"
          />
          <ReadOnlyField label={t('gatePass:header.user')} value={session?.username} testId="header-user" />
        </ColumnLayout>
      }
    >
      <SpaceBetween size="l">
        {pastStage && <Alert type="info">{t('gatePass:out.pastStage')}</Alert>}
        {conflict !== undefined && (
          <Alert
            type="warning"
            dismissible
            onDismiss={() => setConflict(undefined)}
            data-testid="gate-pass-conflict"
          >
            {errorText(t, conflict)}
          </Alert>
        )}
        <Container header={<Header variant="h2">{t('gatePass:out.jobOrder')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            {adding ? (
              <SelectField
                form={form}
                name="jobordno"
                label={t('gatePass:fields.jobordno')}
                options={choices.options}
                loading={choices.loading}
                required
              />
            ) : (
              <ReadOnlyField label={t('gatePass:fields.jobordno')} value={jobordno} testId="jobordno" />
            )}
            <ReadOnlyField
              label={t('gatePass:fields.JobOrderDate')}
              value={gatePassDay(shown?.JobOrderDate)}
            />
            <ReadOnlyField
              label={t('gatePass:fields.vehicleno')}
              value={shown?.vehicleno}
              testId="vehicleno"
            />
            <ReadOnlyField label={t('gatePass:fields.garage')} value={shown?.garagnam} />
            <ReadOnlyField label={t('gatePass:fields.moijobord')} value={shown?.moijobord} />
            <ReadOnlyField
              label={t('gatePass:fields.jobtimin')}
              value={formatDateTimeInput(shown?.jobtimin)}
            />
            <ReadOnlyField label={t('gatePass:fields.emplname')} value={shown?.emplname} />
            <ReadOnlyField label={t('gatePass:fields.checkedinby')} value={shown?.checkedinby} />
            <ReadOnlyField
              label={t('gatePass:fields.checkindt')}
              value={formatDateTimeInput(shown?.checkindt)}
            />
            <ReadOnlyField label={t('gatePass:fields.remarksin')} value={shown?.remarksin} />
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('gatePass:out.checkOut')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <ReadOnlyField
              label={t('gatePass:fields.checkedoutby')}
              value={pass?.checkedoutby ?? session?.usercode}
              testId="checkedoutby"
            />
            <TextField
              form={form}
              name="checkoutdt"
              ltr
              label={t('gatePass:fields.checkoutdt')}
              placeholder={t('gatePass:fields.dateTimePlaceholder')}
              constraintText={t('gatePass:fields.dateTimePlaceholder')}
              required
            />
          </ColumnLayout>
          <TextAreaField
            form={form}
            name="remarksout"
            label={t('gatePass:fields.remarksout')}
            rows={2}
            required
          />
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default GatePassOutPage;
