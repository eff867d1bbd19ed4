/**
 * Winch move (`/winchMovelist` + form `/winchMove`, screen SGRG018): the tows by start date, plate and
 * winch (server paged), and the form that records the tow of an open winch assignment: start, arrival
 * (which completes the tow and frees the winch), distance and remarks. A completed move is read only;
 * deleting it takes the winch back for its assignment.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { AssignWinch, Winchmove } from '@fleet/shared/garage/winch';
import {
  DateTimeField,
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  DocumentPickerFields,
  SaveConflictAlert,
  TextAreaField,
  TextField,
  useDocumentFormPage,
  useDocumentListPage,
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
import { winchApi } from './api.ts';
import { emptyMove, fromMove, moveErrors, moveFormPath, moveListPath, toMoveRequest } from './winchForms.ts';

const sent = ['vehicleno', 'fromdate', 'todate'] as const;
const listQuery = (values: FilterValues) => pickedQuery(values, sent);
const winchName = (row: { winchnam: string; winchnamar: string }, arabic: boolean) =>
  (arabic && row.winchnamar) || row.winchnam;

export function MoveListPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const fields: FilterField[] = [
    { kind: 'text', id: 'vehicleno', label: t('winch:fields.vehicleno') },
    { kind: 'dateRange', id: 'movedate', label: t('winch:fields.movedate') },
  ];
  const page = useDocumentListPage<Winchmove, Record<string, string>>({
    screen: screenCodes.winchMove,
    fields,
    query: listQuery,
    fetch: (query, paging, signal) => winchApi.moves({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey: 'pageSize:winchMovelist',
    columns: (tr) => [
      { id: 'docnumbr', header: tr('winch:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 140 },
      { id: 'asgndocno', header: tr('winch:fields.asgndocno'), value: (row) => row.asgndocno, minWidth: 140 },
      { id: 'jobordno', header: tr('winch:fields.jobordno'), value: (row) => row.jobordno, minWidth: 140 },
      { id: 'vehicleno', header: tr('winch:fields.vehicleno'), value: (row) => row.vehicleno },
      {
        id: 'winch',
        header: tr('winch:fields.winchid'),
        value: (row) => `${winchName(row, arabic)} (${row.winchid})`,
      },
      { id: 'startdt', header: tr('winch:fields.startdt'), value: (row) => formatDateTimeInput(row.startdt) },
      { id: 'enddt', header: tr('winch:fields.enddt'), value: (row) => formatDateTimeInput(row.enddt) },
      { id: 'kilometer', header: tr('winch:fields.kilometer'), value: (row) => row.kilometer },
      {
        id: 'movestatus',
        header: tr('winch:fields.movestatus'),
        value: (row) => tr(`winch:moveStatuses.${row.movestatus}`),
      },
    ],
    form: (status, row) => ({ url: documentFormUrl(moveFormPath, status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<Winchmove>
      {...page.listProps}
      id="winch-move-list"
      wrapLines
      title={t('winch:move.listTitle')}
      description={t('winch:move.listDescription')}
      trackBy={(row) => row.docnumbr}
      onNew={() => page.open('ADD')}
      exportTitle="WinchMove"
      emptyText={t('winch:move.empty')}
      actions={{
        edit: {
          onClick: (row) => page.open('EDIT', row),
          disabledReason: (row) =>
            row.movestatus === 'completed' ? t('errors:winchMoveCompletedLocked') : undefined,
        },
        delete: {
          onDelete: (row) => winchApi.removeMove(row.docnumbr),
          describe: (row) => `${row.docnumbr} · ${row.winchid} · ${row.vehicleno}`,
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

const assignmentOption = (row: AssignWinch, arabic: boolean): FieldOption => ({
  value: row.docnumbr,
  label: row.docnumbr,
  description: [row.jobordno, row.vehicleno, winchName(row, arabic)].filter(Boolean).join(' · '),
});
const openAssignments = async (signal: AbortSignal) =>
  (await winchApi.assignments({ asgnstatus: 'assigned', limit: 200 }, signal)).items.filter(
    (row) => !row.movedocno,
  );

export function MoveFormPage() {
  const { t } = useTranslation();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.winchMove,
    listPath: moveListPath,
    empty: emptyMove,
    validate: moveErrors,
    read: { key: 'winchMove', fetch: winchApi.move, toValues: fromMove },
  });
  const adding = mode.status === 'ADD';
  const conflict = useSaveConflict();
  const choices = useLookupOptions(
    'winch:openAssignments',
    openAssignments,
    assignmentOption,
    workflowChoices,
  );
  const move = document.data;
  const completed = move?.movestatus === 'completed';
  const effectiveMode = completed ? { ...mode, readOnly: true } : mode;
  const { values } = form;
  const assignment = useQuery(values.asgndocno ? `winch:assignment:${values.asgndocno}` : null, (signal) =>
    winchApi.assignment(values.asgndocno, signal),
  ).data;

  const save = async () => {
    conflict.clear();
    const answer = await winchApi.saveMove(toMoveRequest(values));
    form.reset(emptyMove());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      mode={effectiveMode}
      title={t('winch:move.formTitle')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        {completed && <Alert type="info">{t('errors:winchMoveCompletedLocked')}</Alert>}
        <SaveConflictAlert conflict={conflict} testId="winch-move-conflict" />
        <Container header={<Header variant="h2">{t('winch:move.assignment')}</Header>}>
          <DocumentPickerFields
            form={form}
            name="asgndocno"
            label={t('winch:fields.asgndocno')}
            options={choices.options}
            loading={choices.loading}
            picking={adding}
            details={[
              { label: t('winch:fields.jobordno'), value: assignment?.jobordno },
              { label: t('winch:fields.vehicleno'), value: assignment?.vehicleno, testId: 'move-vehicleno' },
              { label: t('winch:fields.winchid'), value: assignment?.winchid },
              { label: t('winch:fields.drivernam'), value: assignment?.drivernam },
              { label: t('winch:fields.fromlocation'), value: assignment?.fromlocation },
              { label: t('winch:fields.tolocation'), value: assignment?.tolocation },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('winch:move.tow')}</Header>}>
          <SpaceBetween size="m">
            <Alert type="info">{t('winch:move.arrivalHint')}</Alert>
            <ColumnLayout columns={3} minColumnWidth={200}>
              <DateTimeField
                form={form}
                name="startdt"
                label={t('winch:fields.startdt')}
                format={t('winch:fields.dateTimePlaceholder')}
                required
              />
              <DateTimeField
                form={form}
                name="enddt"
                label={t('winch:fields.enddt')}
                format={t('winch:fields.dateTimePlaceholder')}
              />
              <TextField
                form={form}
                name="kilometer"
                label={t('winch:fields.kilometer')}
                inputMode="decimal"
              />
            </ColumnLayout>
            <TextAreaField form={form} name="remarks" label={t('winch:fields.remarks')} rows={2} />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
