/**
 * Scrap spares (`/scrapSpareslist` + form `/scrapSpares`, screen SGRG017): the removed (old) parts of a
 * job order in the garage, received into the scrap store at no value so that they are counted. The list
 * by date and job order (server paged); the form picks the job order and enters the parts line by line.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { screenCodes } from '@fleet/shared';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { scrapMaxLines, type ScrapPage } from '@fleet/shared/garage/scrap-spares';
import {
  PartLines,
  PartEntrySection,
  useLookupOptions,
  workflowChoices,
  type FieldOption,
  type FilterField,
} from '../../../kit/index.ts';
import {
  RecordFormPage,
  RecordListPage,
  RecordSection,
  recordFields,
  useRecordForm,
} from '../../../kit/record/index.ts';
import { fieldColumn } from '../../../kit/list/columns.ts';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { scrapApi } from './api.ts';
import {
  addScrapLine,
  emptyScrap,
  fromScrap,
  scrapErrors,
  scrapFormPath,
  scrapListPath,
  toScrapRequest,
  type ScrapValues,
} from './scrapForm.ts';

type Row = ScrapPage['items'][number];

const sent = ['jobordno', 'fromdate', 'todate'] as const;

const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: [part.spareuom, part.sparecat].filter(Boolean).join(' · '),
});

const field = recordFields<ScrapValues>();

export function ScrapListPage() {
  const { t } = useTranslation();
  const fields: FilterField[] = [
    { kind: 'text', id: 'jobordno', label: t('scrapSpares:fields.jobordno') },
    { kind: 'dateRange', id: 'docdate', label: t('scrapSpares:fields.docdate') },
  ];
  return (
    <RecordListPage<Row>
      screen={screenCodes.scrapSpares}
      fields={fields}
      sent={sent}
      fetch={scrapApi.list}
      pageSizeKey="pageSize:scrapSpareslist"
      columns={(tr) => [
        fieldColumn('docnumbr', tr('scrapSpares:fields.docnumbr'), 140),
        {
          id: 'docdate',
          header: tr('scrapSpares:fields.docdate'),
          value: (row) => `${row.docdate} ${row.doctime}`,
        },
        fieldColumn('jobordno', tr('scrapSpares:fields.jobordno'), 140),
        fieldColumn('vehicleno', tr('scrapSpares:fields.vehicleno')),
        { id: 'garage', header: tr('scrapSpares:fields.garage'), value: (row) => row.garagnam },
        fieldColumn('totalqty', tr('scrapSpares:fields.totalqty')),
        fieldColumn('remarks', tr('scrapSpares:fields.remarks')),
      ]}
      formPath={scrapFormPath}
      id="scrap-spares-list"
      title={t('scrapSpares:listTitle')}
      description={t('scrapSpares:listDescription')}
      exportTitle="ScrapSpares"
      emptyText={t('scrapSpares:empty')}
      remove={{
        onDelete: (row) => scrapApi.remove(row.docnumbr),
        describe: (row) => `${row.docnumbr} · ${row.jobordno}`,
      }}
    />
  );
}

export function ScrapFormPage() {
  const { t } = useTranslation();
  const record = useRecordForm({
    screen: screenCodes.scrapSpares,
    listPath: scrapListPath,
    empty: emptyScrap,
    validate: scrapErrors,
    read: { key: 'scrapSpares', fetch: scrapApi.get, toValues: fromScrap },
    save: (values) => scrapApi.save(toScrapRequest(values)),
  });
  const { stored, form, mode } = record;
  const choices = useLookupOptions(
    'scrapSpares:jobOrders',
    scrapApi.jobOrders,
    jobOrderOption,
    workflowChoices,
  );
  const items = useLookupOptions('spareParts', scrapApi.items, itemOption);
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const editable = !mode.readOnly;

  return (
    <RecordFormPage
      record={record}
      title={t('scrapSpares:formTitle')}
      conflict={{ testId: 'scrap-spares-conflict' }}
    >
      <Alert type="info">{t('scrapSpares:storeNote')}</Alert>
      <RecordSection title={t('scrapSpares:jobOrder')}>
        <field.Picker
          name="jobordno"
          testId="field-jobordno"
          label={t('scrapSpares:fields.jobordno')}
          choices={choices}
          details={[
            { label: t('scrapSpares:fields.docnumbr'), value: stored?.docnumbr, testId: 'docnumbr' },
            { label: t('scrapSpares:fields.vehicleno'), value: stored?.vehicleno ?? picked?.vehicleno },
            { label: t('scrapSpares:fields.garage'), value: stored?.garagnam ?? picked?.garagnam },
          ]}
        >
          <field.TextArea name="remarks" label={t('scrapSpares:fields.remarks')} rows={2} />
        </field.Picker>
      </RecordSection>
      {editable && form.values.lines.length < scrapMaxLines && (
        <PartEntrySection
          title={t('scrapSpares:addLine')}
          options={items.options}
          loading={items.loading}
          parts={items.items}
          itemLabel={t('scrapSpares:fields.item')}
          qtyLabel={t('scrapSpares:fields.qty')}
          addLabel={t('scrapSpares:add')}
          onAdd={({ sparepart, qty }, part) =>
            form.set(
              'lines',
              addScrapLine(form.values.lines, {
                sparepart,
                sparenam: part?.sparenam ?? '',
                qty,
                remarks: '',
              }),
            )
          }
        />
      )}
      <PartLines
        testId="scrap-lines"
        labels={{
          title: t('scrapSpares:lines'),
          item: t('scrapSpares:fields.item'),
          qty: t('scrapSpares:fields.qty'),
          remove: t('scrapSpares:remove'),
          removeLine: (number) => t('scrapSpares:removeLine', { number }),
        }}
        lines={form.values.lines}
        emptyText={form.errorOf('lines') ?? t('scrapSpares:noLines')}
        onChange={editable ? (lines) => form.set('lines', lines) : undefined}
      />
    </RecordFormPage>
  );
}
