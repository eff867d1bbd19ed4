/**
 * Winch move (`/winchMovelist` + form `/winchMove`, screen SGRG018): the tows by start date, plate and
 * winch (server paged), and the form that records the tow of an open winch assignment: start, arrival
 * (which completes the tow and frees the winch), distance and remarks. A completed move is read only;
 * deleting it takes the winch back for its assignment.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { screenCodes } from '@fleet/shared';
import type { AssignWinch, Winchmove } from '@fleet/shared/garage/winch';
import { useLookupOptions, useQuery, workflowChoices, type FieldOption } from '../../../kit/index.ts';
import {
  RecordFormPage,
  RecordListPage,
  RecordSection,
  recordFields,
  useRecordForm,
} from '../../../kit/record/index.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { winchApi } from './api.ts';
import {
  emptyMove,
  fromMove,
  moveErrors,
  moveFormPath,
  moveListPath,
  toMoveRequest,
  type MoveValues,
  winchColumn,
  winchName,
} from './winchForms.ts';

const routes = { screen: screenCodes.winchMove, listPath: moveListPath, formPath: moveFormPath };

const field = recordFields<MoveValues>();

export function MoveListPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage<Winchmove>
      routes={routes}
      texts="winch:move"
      fields={['vehicleno', { kind: 'dateRange', id: 'movedate' }]}
      fetch={winchApi.moves}
      columns={(tr, arabic) => [
        ['asgndocno', 140],
        ['jobordno', 140],
        'vehicleno',
        winchColumn(tr, arabic),
        ['startdt', formatDateTimeInput],
        ['enddt', formatDateTimeInput],
        'kilometer',
        ['movestatus', (status) => tr(`winch:moveStatuses.${status}`)],
      ]}
      id="winch-move-list"
      exportTitle="WinchMove"
      edit={(row) => (row.movestatus === 'completed' ? t('errors:winchMoveCompletedLocked') : undefined)}
      remove={{
        onDelete: (row) => winchApi.removeMove(row.docnumbr),
        describe: (row) => `${row.docnumbr} · ${row.winchid} · ${row.vehicleno}`,
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
  const record = useRecordForm({
    ...routes,
    empty: emptyMove,
    validate: moveErrors,
    read: { key: 'winchMove', fetch: winchApi.move, toValues: fromMove },
    save: (values) => winchApi.saveMove(toMoveRequest(values)),
    lockedWhen: (move) => move.movestatus === 'completed',
  });
  const { values } = record.form;
  const choices = useLookupOptions(
    'winch:openAssignments',
    openAssignments,
    assignmentOption,
    workflowChoices,
  );
  const assignment = useQuery(values.asgndocno ? `winch:assignment:${values.asgndocno}` : null, (signal) =>
    winchApi.assignment(values.asgndocno, signal),
  ).data;
  const dateTime = { format: t('winch:fields.dateTimePlaceholder') };

  return (
    <RecordFormPage
      record={record}
      title={t('winch:move.formTitle')}
      conflict={{ testId: 'winch-move-conflict' }}
      lockedText={t('errors:winchMoveCompletedLocked')}
    >
      <RecordSection title={t('winch:move.assignment')}>
        <field.Picker
          name="asgndocno"
          label={t('winch:fields.asgndocno')}
          choices={choices}
          details={[
            { label: t('winch:fields.jobordno'), value: assignment?.jobordno },
            { label: t('winch:fields.vehicleno'), value: assignment?.vehicleno, testId: 'move-vehicleno' },
            { label: t('winch:fields.winchid'), value: assignment?.winchid },
            { label: t('winch:fields.drivernam'), value: assignment?.drivernam },
            { label: t('winch:fields.fromlocation'), value: assignment?.fromlocation },
            { label: t('winch:fields.tolocation'), value: assignment?.tolocation },
          ]}
        />
      </RecordSection>
      <RecordSection
        title={t('winch:move.tow')}
        columns={3}
        above={<Alert type="info">{t('winch:move.arrivalHint')}</Alert>}
        below={<field.TextArea name="remarks" label={t('winch:fields.remarks')} rows={2} />}
      >
        <field.DateTime name="startdt" label={t('winch:fields.startdt')} {...dateTime} required />
        <field.DateTime name="enddt" label={t('winch:fields.enddt')} {...dateTime} />
        <field.Text name="kilometer" label={t('winch:fields.kilometer')} inputMode="decimal" />
      </RecordSection>
    </RecordFormPage>
  );
}
