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
import { PartLines, PartEntrySection, useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import {
  RecordFormPage,
  RecordListPage,
  RecordSection,
  recordFields,
  useJobOrderChoices,
  useRecordForm,
} from '../../../kit/record/index.ts';
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

const routes = { screen: screenCodes.scrapSpares, listPath: scrapListPath, formPath: scrapFormPath };

const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: [part.spareuom, part.sparecat].filter(Boolean).join(' · '),
});

const field = recordFields<ScrapValues>();

export function ScrapListPage() {
  return (
    <RecordListPage<Row>
      routes={routes}
      texts="scrapSpares"
      fields={['jobordno', { kind: 'dateRange', id: 'docdate' }]}
      fetch={scrapApi.list}
      columns={(tr) => [
        ['docdate', 'doctime'],
        ['jobordno', 140],
        'vehicleno',
        { id: 'garage', header: tr('scrapSpares:fields.garage'), value: (row) => row.garagnam },
        'totalqty',
        'remarks',
      ]}
      id="scrap-spares-list"
      exportTitle="ScrapSpares"
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
    ...routes,
    empty: emptyScrap,
    validate: scrapErrors,
    read: { key: 'scrapSpares', fetch: scrapApi.get, toValues: fromScrap },
    save: (values) => scrapApi.save(toScrapRequest(values)),
  });
  const { stored, form, mode } = record;
  const choices = useJobOrderChoices('scrapSpares:jobOrders', scrapApi.jobOrders, form.values.jobordno);
  const items = useLookupOptions('spareParts', scrapApi.items, itemOption);
  const { picked } = choices;
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
