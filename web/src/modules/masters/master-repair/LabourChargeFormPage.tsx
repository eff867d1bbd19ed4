/**
 * Labour charge update (`/labourChargePage`, form code SGRM012; spec 000 section 2 "Labour charge
 * update"): Save, Clear, Close; 'Labour Charge Date', the read-only time and the user name; the
 * workshop, main repair and sub repair pickers (picking a workshop loads its main repairs, a main
 * repair its sub repairs; the only workshop, the only main repair is preselected); the read-only labour
 * hours and labour cost of the sub repair; the editable numeric 'New Cost'. Save is blocked without a
 * message while saving, without a sub repair or when New Cost is not greater than 0 (section 5). A
 * `?docnumbr` opens a past update read-only (VIEW). Query: mod, status, docnumbr.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { screenCodes } from '@fleet/shared';
import type { LabourChargeRow } from '@fleet/shared/masters/master-repair';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatKwd, formatTime } from '../../../i18n/format.ts';
import { ReadOnlyField, useLookupOptions, workflowChoices } from '../../../kit/index.ts';
import { RecordFormPage, RecordSection, recordFields, useRecordForm } from '../../../kit/record/index.ts';
import { masterRepairApi } from './api.ts';
import { mainRepairOption, subRepairOption, workshopOption } from '../../../kit/document/masterOptions.ts';
import {
  emptyLabourCharge,
  labourChargeBody,
  labourSaveBlocked,
  preselect,
  withMainRepair,
  withWorkshop,
  type LabourChargeValues,
} from './forms.ts';
import { labourRights } from './rights.ts';

export const labourChargeListPath = '/labourChargeList';
export const labourChargeFormPath = '/labourChargePage';

const hoursText = (value: number | undefined) => (value === undefined ? '' : String(value));

const field = recordFields<LabourChargeValues>();

export function LabourChargeFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const record = useRecordForm<LabourChargeValues, LabourChargeRow>({
    screen: screenCodes.labourCharge,
    listPath: labourChargeListPath,
    empty: emptyLabourCharge,
    read: {
      key: 'labourCharge',
      fetch: (docnumbr, signal) => masterRepairApi.labourGet(docnumbr, signal),
      toValues: (row) => ({
        wrkshpid: row.wrkshpid,
        mainrepid: row.mainrepid,
        subrepid: row.subrepid,
        newlaborcost: String(row.newlaborcost),
      }),
    },
    save: (values): Promise<unknown> => {
      if (!sub) throw new Error(t('errors:notFound'));
      return masterRepairApi.putLabourcost(labourChargeBody(values, sub));
    },
  });
  const { adding, stored: viewed, form, openedAt } = record;
  const { values } = form;

  // The cascade; sub repairs are read at each choice (their cost and version change with each update).
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);
  const mains = useLookupOptions(
    `mainRepairs:${values.wrkshpid}`,
    values.wrkshpid ? (signal) => masterRepairApi.mainRepairs(values.wrkshpid, signal) : null,
    mainRepairOption,
  );
  const subs = useLookupOptions(
    `labourSubRepairs:${values.wrkshpid}:${values.mainrepid}`,
    values.wrkshpid && values.mainrepid
      ? (signal) => masterRepairApi.subRepairs(values.wrkshpid, values.mainrepid, signal)
      : null,
    subRepairOption,
    workflowChoices,
  );
  const sub = subs.items.find((item) => item.subrepid === values.subrepid);

  // The only workshop, the only main repair of the workshop: preselected (spec 000 section 2).
  const { load } = form;
  useEffect(() => {
    if (!adding || workshops.loading) return;
    const only = preselect(values.wrkshpid, workshops.items, (item) => item.wrkshpid);
    if (only) load(withWorkshop(values, only));
  }, [adding, workshops.loading, workshops.items, values, load]);
  useEffect(() => {
    if (!adding || !values.wrkshpid || mains.loading) return;
    const only = preselect(values.mainrepid, mains.items, (item) => item.mainrepid);
    if (only) load(withMainRepair(values, only));
  }, [adding, mains.loading, mains.items, values, load]);

  // A new workshop starts the main and sub repair over; a new main repair the sub repair.
  const pickWorkshop = (wrkshpid: string) => {
    form.set('wrkshpid', wrkshpid);
    form.set('mainrepid', '');
    form.set('subrepid', '');
  };
  const pickMainRepair = (mainrepid: string) => {
    form.set('mainrepid', mainrepid);
    form.set('subrepid', '');
  };

  return (
    <RecordFormPage
      record={record}
      rights={labourRights(record.rights)}
      title={t('masterRepair:labourCharge.formTitle')}
      canSave={() => !labourSaveBlocked(values, false)}
      conflict={{ header: t('masterRepair:notSaved'), testId: 'labour-conflict' }}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField
            label={t('masterRepair:labourCharge.date')}
            value={formatDate(viewed ? new Date(viewed.changedAt) : openedAt)}
            testId="header-date"
          />
          <ReadOnlyField
            label={t('masterRepair:labourCharge.time')}
            value={formatTime(viewed ? new Date(viewed.changedAt) : openedAt)}
            testId="header-time"
          />
          <ReadOnlyField
            label={t('masterRepair:labourCharge.user')}
            value={viewed ? viewed.username || viewed.cretuser : session?.username}
            testId="header-user"
          />
          {viewed && (
            <ReadOnlyField
              label={t('masterRepair:labourCharge.docnumbr')}
              value={viewed.docnumbr}
              testId="docnumbr"
            />
          )}
        </ColumnLayout>
      }
    >
      <RecordSection title={t('masterRepair:labourCharge.repair')} columns={3}>
        {adding ? (
          <>
            <field.Select
              name="wrkshpid"
              label={t('masterRepair:fields.wrkshpid')}
              choices={workshops}
              onChange={pickWorkshop}
              required
            />
            <field.Select
              name="mainrepid"
              label={t('masterRepair:fields.mainrepid')}
              choices={mains}
              onChange={pickMainRepair}
              disabled={!values.wrkshpid}
              required
            />
            <field.Select
              name="subrepid"
              label={t('masterRepair:fields.subrepid')}
              choices={subs}
              disabled={!values.mainrepid}
              required
            />
          </>
        ) : (
          (['wrkshp', 'mainrep', 'subrep'] as const).map((key) => (
            <ReadOnlyField
              key={key}
              label={t(`masterRepair:fields.${key}id`)}
              value={viewed && `${viewed[`${key}nam`] || viewed[`${key}id`]} (${viewed[`${key}id`]})`}
              testId={`${key}id`}
            />
          ))
        )}
      </RecordSection>
      <RecordSection title={t('masterRepair:labourCharge.cost')} columns={3}>
        <ReadOnlyField
          label={t('masterRepair:fields.laborhors')}
          value={hoursText(adding ? sub?.laborhors : viewed?.laborhors)}
          testId="laborhors"
        />
        <ReadOnlyField
          label={adding ? t('masterRepair:fields.laborcost') : t('masterRepair:labourCharge.oldCost')}
          value={adding ? sub && formatKwd(sub.laborcost) : viewed && formatKwd(viewed.laborcost)}
          testId="laborcost"
        />
        <field.Text
          name="newlaborcost"
          label={t('masterRepair:labourCharge.newCost')}
          constraintText={t('masterRepair:labourCharge.newCostHint')}
          inputMode="decimal"
          type="number"
          fixed
          required
          ltr
        />
      </RecordSection>
    </RecordFormPage>
  );
}

export default LabourChargeFormPage;
