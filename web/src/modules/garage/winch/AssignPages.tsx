/**
 * Winch assignment (`/winchassignlist` + form `/Winchdetailsassign`, screen SGRG015): the assignments by
 * date, plate, winch and state (server paged), and the form that sends a free winch to a job order's
 * vehicle (a winch tows one vehicle at a time: busy winches are not offered, and the server refuses a
 * winch taken meanwhile with who holds it). An assignment whose tow is recorded is read only.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { screenCodes } from '@fleet/shared';
import type { AssignWinch } from '@fleet/shared/garage/winch';
import { ReadOnlyField, useLookupOptions, useQuery, type FieldOption } from '../../../kit/index.ts';
import { wordedOptions } from '../../../kit/wordedOptions.ts';
import {
  namedOption,
  RecordFormPage,
  RecordListPage,
  RecordSection,
  recordFields,
  useJobOrderChoices,
  useRecordForm,
} from '../../../kit/record/index.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { winchApi } from './api.ts';
import {
  assignErrors,
  assignFormPath,
  assignListPath,
  emptyAssign,
  fromAssign,
  toAssignRequest,
  winchFree,
  type AssignValues,
  winchColumn,
  winchName,
} from './winchForms.ts';

const routes = { screen: screenCodes.winchAssign, listPath: assignListPath, formPath: assignFormPath };

const field = recordFields<AssignValues>();

export function AssignListPage() {
  const { t } = useTranslation();
  const winches = useLookupOptions('winch:winches', winchApi.winches, (winch, ar) =>
    namedOption(winch.winchid, winch.winchnam, winch.winchnamar, ar),
  );
  const statuses = wordedOptions(t, 'winch:assignStatuses', ['assigned', 'completed']);
  const completed = (row: AssignWinch) =>
    row.asgnstatus === 'completed' ? t('errors:winchAssignCompleted') : undefined;
  return (
    <RecordListPage<AssignWinch>
      routes={routes}
      texts="winch:assign"
      fields={[
        'vehicleno',
        { kind: 'select', id: 'winchid', options: winches.options, loading: winches.loading },
        { kind: 'select', id: 'asgnstatus', options: statuses },
        { kind: 'dateRange', id: 'asgndate' },
      ]}
      fetch={winchApi.assignments}
      columns={(tr, arabic) => [
        ['assigndt', formatDateTimeInput],
        ['jobordno', 140],
        'vehicleno',
        winchColumn(tr, arabic),
        'drivernam',
        'fromlocation',
        'tolocation',
        ['asgnstatus', (status) => tr(`winch:assignStatuses.${status}`)],
      ]}
      id="winch-assign-list"
      exportTitle="WinchAssignment"
      edit={completed}
      remove={{
        onDelete: (row) => winchApi.unassign(row.docnumbr),
        describe: (row) => `${row.docnumbr} · ${row.winchid} · ${row.vehicleno}`,
        disabledReason: completed,
      }}
    />
  );
}

export function AssignFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const record = useRecordForm({
    ...routes,
    empty: emptyAssign,
    validate: assignErrors,
    read: { key: 'winchAssign', fetch: winchApi.assignment, toValues: fromAssign },
    save: (values) => winchApi.assign(toAssignRequest(values)),
    lockedWhen: (assignment) => assignment.asgnstatus === 'completed',
  });
  const { stored: assignment, form, mode, openedAt } = record;
  const { values } = form;
  const choices = useJobOrderChoices('winch:jobOrders', winchApi.jobOrders, values.jobordno);
  const states = useQuery(`winch:states:${openedAt.getTime()}`, (signal) => winchApi.states(signal));
  const { picked } = choices;
  const winchOptions: FieldOption[] = (states.data ?? [])
    .filter((state) => winchFree(state, values.docnumbr))
    .map((state) => ({
      value: state.winchid,
      label: winchName(state, arabic),
      description: [state.winchid, state.vehicleno, state.drivernam].filter(Boolean).join(' · '),
    }));
  const chosen = states.data?.find((state) => state.winchid === values.winchid);

  return (
    <RecordFormPage
      record={record}
      title={t('winch:assign.formTitle')}
      conflict={{ testId: 'winch-assign-conflict' }}
      lockedText={t('errors:winchAssignCompleted')}
      onSaveError={() => states.reload()}
    >
      <RecordSection title={t('winch:assign.jobOrder')}>
        <field.Picker
          name="jobordno"
          label={t('winch:fields.jobordno')}
          choices={choices}
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
      </RecordSection>
      <RecordSection
        title={t('winch:assign.winch')}
        columns={3}
        above={
          !mode.readOnly &&
          states.data &&
          winchOptions.length === 0 && <Alert type="warning">{t('winch:assign.noneFree')}</Alert>
        }
        below={<field.TextArea name="remarks" label={t('winch:fields.remarks')} rows={2} />}
      >
        <field.Select
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
        <field.Text name="fromlocation" label={t('winch:fields.fromlocation')} required />
        <field.Text name="tolocation" label={t('winch:fields.tolocation')} required />
        <field.DateTime
          name="assigndt"
          label={t('winch:fields.assigndt')}
          format={t('winch:fields.dateTimePlaceholder')}
        />
      </RecordSection>
    </RecordFormPage>
  );
}
