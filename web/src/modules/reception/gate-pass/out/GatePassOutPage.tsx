/**
 * Gate pass out form (`/gatepassout?docnumbr&mod&status`, screen SGRG010; spec 000 section 2): mode
 * badge New / Edit / View, collapsible header with read-only date, time and logged-in user; job order
 * choice in ADD (job orders at QCPASSOUT's step, `getJobOrder?tostatus=1206`), plain text otherwise;
 * read-only job order date, plate, garage, MOI job order no, job time in, technician, checked-in by,
 * in date/time, remarks in, checked-out by; editable check-out date-time (DD/MM/YYYY HH:mm, default
 * now) and remarks out. Close returns to /gatepassoutlist. An optional `jobOrderId` in navigation
 * state preselects the job order.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import { gatePassOutStatus, type GatePassOut } from '@fleet/shared/reception/gate-pass';
import { useSession } from '../../../../auth/session.ts';
import {
  DocumentPage,
  ReadOnlyField,
  TextAreaField,
  DateTimeField,
  listDay,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  workflowChoices,
  useQuery,
} from '../../../../kit/index.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { gatePassApi } from '../api.ts';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { gatePassOutListPath } from '../list/lists.ts';
import { jobOrderOption } from '../../../../kit/jobOrderOption.ts';
import { JobOrderPickerFields } from '../../../../kit/form/JobOrderPickerFields.tsx';
import { usePersonNames } from '../../../../kit/personNames.ts';
import {
  emptyGatePassOut,
  fromGatePassOut,
  gatePassOutErrors,
  toGatePassOutRequest,
} from './gatePassOutForm.ts';

const fetchChoices = (signal: AbortSignal) => gatePassApi.choices(gatePassOutStatus, signal);

export function GatePassOutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const page = useDocumentFormPage({
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
  const { mode, form } = page;
  const adding = mode.status === 'ADD';
  const choices = useLookupOptions('jobOrders:gatePassOut', fetchChoices, jobOrderOption, workflowChoices);

  const jobordno = form.values.jobordno;
  const details = useQuery(adding && jobordno ? `gatePassJobOrder:${jobordno}` : null, (signal) =>
    gatePassApi.jobOrder(jobordno, signal),
  );
  const pass = page.document.data;
  const shown = adding ? details.data : pass;
  const nameOf = useReaderNames(['garages']);
  // Editing is only possible while the job order is still at QCPASSOUT.
  const pastStage = mode.status === 'EDIT' && pass !== undefined && pass.statuscde !== gatePassOutStatus;
  // Who checked the vehicle in and who checks it out, by name (the pass keeps their user codes).
  const checkedoutby = pass?.checkedoutby ?? session?.usercode;
  const person = usePersonNames([shown?.checkedinby, checkedoutby]);
  const saving = useDocumentSave(form, emptyGatePassOut, (values) =>
    gatePassApi.saveOut(toGatePassOutRequest(values)),
  );

  return (
    <DocumentPage
      page={page}
      title={t('gatePass:out.title')}
      saving={saving}
      conflictTestId="gate-pass-conflict"
      editable={!pastStage}
      lockedText={t('gatePass:out.pastStage')}
    >
      <Container header={<Header variant="h2">{t('gatePass:out.jobOrder')}</Header>}>
        <JobOrderPickerFields
          form={form}
          label={t('gatePass:fields.jobordno')}
          choices={choices}
          picking={adding}
          details={[
            { label: t('gatePass:fields.JobOrderDate'), value: listDay(shown?.JobOrderDate) },
            { label: t('gatePass:fields.vehicleno'), value: shown?.vehicleno, testId: 'vehicleno' },
            {
              label: t('gatePass:fields.garage'),
              value: shown && nameOf('garages', undefined, shown.garagnam),
            },
            { label: t('gatePass:fields.moijobord'), value: shown?.moijobord },
            { label: t('gatePass:fields.jobtimin'), value: formatDateTimeInput(shown?.jobtimin) },
            { label: t('gatePass:fields.emplname'), value: shown?.emplname },
            {
              label: t('gatePass:fields.checkedinby'),
              value: person(shown?.checkedinby),
              testId: 'checkedinby',
            },
            { label: t('gatePass:fields.checkindt'), value: formatDateTimeInput(shown?.checkindt) },
            { label: t('gatePass:fields.remarksin'), value: shown?.remarksin },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">{t('gatePass:out.checkOut')}</Header>}>
        <ColumnLayout columns={3} minColumnWidth={200}>
          <ReadOnlyField
            label={t('gatePass:fields.checkedoutby')}
            value={person(checkedoutby)}
            testId="checkedoutby"
          />
          <DateTimeField
            form={form}
            name="checkoutdt"
            label={t('gatePass:fields.checkoutdt')}
            format={t('gatePass:fields.dateTimePlaceholder')}
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
    </DocumentPage>
  );
}

export default GatePassOutPage;
