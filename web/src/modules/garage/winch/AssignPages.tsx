/**
 * Winch assignment (`/winchassignlist` + form `/Winchdetailsassign`, screen SGRG015): the assignments by
 * date, plate, winch and state (server paged), and the form that sends a free winch to a job order's
 * vehicle (a winch tows one vehicle at a time: busy winches are not offered, and the server refuses a
 * winch taken meanwhile with who holds it). An assignment whose tow is recorded is read only.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { AssignWinch } from '@fleet/shared/garage/winch';
import {
  DateTimeField,
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  DocumentPickerFields,
  ReadOnlyField,
  SaveConflictAlert,
  SelectField,
  TextAreaField,
  TextField,
  useDocumentFormPage,
  useDocumentListPage,
  useJobOrderPreset,
  useLookupOptions,
  useQuery,
  useSaveConflict,
  workflowChoices,
  type FieldOption,
  type FilterField,
} from '../../../kit/index.ts';
import type { FilterValues } from '../../../kit/filters/model.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { pageParams, pickedQuery } from '../../../kit/list/listPage.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { winchApi } from './api.ts';
import {
  assignErrors,
  assignFormPath,
  assignListPath,
  emptyAssign,
  fromAssign,
  toAssignRequest,
  winchFree,
} from './winchForms.ts';

const sent = ['vehicleno', 'winchid', 'asgnstatus', 'fromdate', 'todate'] as const;
const listQuery = (values: FilterValues) => pickedQuery(values, sent);
const winchName = (row: { winchnam: string; winchnamar: string }, arabic: boolean) =>
  (arabic && row.winchnamar) || row.winchnam;

export function AssignListPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const winches = useLookupOptions('winch:winches', winchApi.winches, (winch, ar) => ({
    value: winch.winchid,
    label: winchName(winch, ar),
    description: winch.winchid,
  }));
  const fields: FilterField[] = [
    { kind: 'text', id: 'vehicleno', label: t('winch:fields.vehicleno') },
    {
      kind: 'select',
      id: 'winchid',
      label: t('winch:fields.winchid'),
      options: winches.options,
      loading: winches.loading,
    },
    {
      kind: 'select',
      id: 'asgnstatus',
      label: t('winch:fields.asgnstatus'),
      options: (['assigned', 'completed'] as const).map((value) => ({
        value,
        label: t(`winch:assignStatuses.${value}`),
      })),
    },
    { kind: 'dateRange', id: 'asgndate', label: t('winch:fields.asgndate') },
  ];
  const page = useDocumentListPage<AssignWinch, Record<string, string>>({
    screen: screenCodes.winchAssign,
    fields,
    query: listQuery,
    fetch: (query, paging, signal) => winchApi.assignments({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey: 'pageSize:winchassignlist',
    columns: (tr) => [
      { id: 'docnumbr', header: tr('winch:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 140 },
      {
        id: 'assigndt',
        header: tr('winch:fields.assigndt'),
        value: (row) => formatDateTimeInput(row.assigndt),
      },
      { id: 'jobordno', header: tr('winch:fields.jobordno'), value: (row) => row.jobordno, minWidth: 140 },
      { id: 'vehicleno', header: tr('winch:fields.vehicleno'), value: (row) => row.vehicleno },
      {
        id: 'winch',
        header: tr('winch:fields.winchid'),
        value: (row) => `${winchName(row, arabic)} (${row.winchid})`,
      },
      { id: 'drivernam', header: tr('winch:fields.drivernam'), value: (row) => row.drivernam },
      { id: 'fromlocation', header: tr('winch:fields.fromlocation'), value: (row) => row.fromlocation },
      { id: 'tolocation', header: tr('winch:fields.tolocation'), value: (row) => row.tolocation },
      {
        id: 'asgnstatus',
        header: tr('winch:fields.asgnstatus'),
        value: (row) => tr(`winch:assignStatuses.${row.asgnstatus}`),
      },
    ],
    form: (status, row) => ({ url: documentFormUrl(assignFormPath, status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  const completed = (row: AssignWinch) =>
    row.asgnstatus === 'completed' ? t('errors:winchAssignCompleted') : undefined;
  return (
    <DocumentList<AssignWinch>
      {...page.listProps}
      id="winch-assign-list"
      wrapLines
      title={t('winch:assign.listTitle')}
      description={t('winch:assign.listDescription')}
      trackBy={(row) => row.docnumbr}
      onNew={() => page.open('ADD')}
      exportTitle="WinchAssignment"
      emptyText={t('winch:assign.empty')}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row), disabledReason: completed },
        delete: {
          onDelete: (row) => winchApi.unassign(row.docnumbr),
          describe: (row) => `${row.docnumbr} · ${row.winchid} · ${row.vehicleno}`,
          disabledReason: completed,
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

export function AssignFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.winchAssign,
    listPath: assignListPath,
    empty: emptyAssign,
    validate: assignErrors,
    read: { key: 'winchAssign', fetch: winchApi.assignment, toValues: fromAssign },
  });
  const adding = mode.status === 'ADD';
  const conflict = useSaveConflict();
  useJobOrderPreset(form, adding);
  const choices = useLookupOptions('winch:jobOrders', winchApi.jobOrders, jobOrderOption, workflowChoices);
  const states = useQuery(`winch:states:${openedAt.getTime()}`, (signal) => winchApi.states(signal));
  const assignment = document.data;
  const completed = assignment?.asgnstatus === 'completed';
  const effectiveMode = completed ? { ...mode, readOnly: true } : mode;
  const { values } = form;
  const picked = choices.items.find((row) => row.jobordno === values.jobordno);
  const winchOptions: FieldOption[] = (states.data ?? [])
    .filter((state) => winchFree(state, values.docnumbr))
    .map((state) => ({
      value: state.winchid,
      label: winchName(state, arabic),
      description: [state.winchid, state.vehicleno, state.drivernam].filter(Boolean).join(' · '),
    }));
  const chosen = states.data?.find((state) => state.winchid === values.winchid);

  const save = async () => {
    conflict.clear();
    const answer = await winchApi.assign(toAssignRequest(values));
    form.reset(emptyAssign());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      mode={effectiveMode}
      title={t('winch:assign.formTitle')}
      onSave={save}
      onSaveError={(error) => {
        conflict.onSaveError(error);
        states.reload();
      }}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        {completed && <Alert type="info">{t('errors:winchAssignCompleted')}</Alert>}
        <SaveConflictAlert conflict={conflict} testId="winch-assign-conflict" />
        <Container header={<Header variant="h2">{t('winch:assign.jobOrder')}</Header>}>
          <DocumentPickerFields
            form={form}
            name="jobordno"
            label={t('winch:fields.jobordno')}
            options={choices.options}
            loading={choices.loading}
            picking={adding}
            details={[
              { label: t('winch:fields.docnumbr'), value: assignment?.docnumbr },
              {
                label: t('winch:fields.vehicleno'),
                value: assignment?.vehicleno ?? picked?.vehicleno,
                testId: 'winch-vehicleno',
              },
              { label: t('winch:fields.garage'), value: assignment?.garagnam ?? picked?.garagnam },
              {
                label: t('winch:fields.winchneeded'),
                value: assignment ? t(`winch:yesNo.${assignment.winchneeded}`) : undefined,
              },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('winch:assign.winch')}</Header>}>
          <SpaceBetween size="m">
            {!effectiveMode.readOnly && states.data && winchOptions.length === 0 && (
              <Alert type="warning">{t('winch:assign.noneFree')}</Alert>
            )}
            <ColumnLayout columns={3} minColumnWidth={200}>
              <SelectField
                form={form}
                name="winchid"
                label={t('winch:fields.winchid')}
                options={winchOptions}
                loading={states.loading}
                required
                testId="field-winchid"
              />
              <ReadOnlyField
                label={t('winch:fields.drivernam')}
                value={[chosen?.drivernam ?? assignment?.drivernam, chosen?.mobile ?? assignment?.mobile]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <ReadOnlyField
                label={t('winch:fields.winchvehno')}
                value={chosen?.vehicleno ?? assignment?.winchvehno}
              />
              <TextField form={form} name="fromlocation" label={t('winch:fields.fromlocation')} required />
              <TextField form={form} name="tolocation" label={t('winch:fields.tolocation')} required />
              <DateTimeField
                form={form}
                name="assigndt"
                label={t('winch:fields.assigndt')}
                format={t('winch:fields.dateTimePlaceholder')}
              />
            </ColumnLayout>
            <TextAreaField form={form} name="remarks" label={t('winch:fields.remarks')} rows={2} />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
