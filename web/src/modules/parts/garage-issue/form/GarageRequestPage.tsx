/**
 * Garage request form (`/garageRequestVoucher?mod&status&docnumbr`, screen SGRG006; spec 001 "Garage
 * request"): the garage asks for parts the store does not hold, for a job order after its estimation's
 * approval (the job order moves to 1220); a receipt naming the request brings it to 1239 and the
 * garage issue against it to 1221. VIEW shows what was issued of each line.
 */
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import type { GarageRequestMaster } from '@fleet/shared/parts/garage-issue';
import { itemRequestMaxLines } from '@fleet/shared/parts/item-request';
import {
  issuedColumns,
  DocumentPickerFields,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  useLookupOptions,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { DocumentPage } from '../../../../kit/document/DocumentPage.tsx';
import { PartRequestLines, type PartRequestLine } from '../../../../kit/document/PartRequestLines.tsx';
import { garageRequestApi, type GarageRequestLineView } from '../api.ts';
import { garageRequestListPath } from '../list/lists.ts';
import { itemOption, storeOption } from '../../../../kit/document/masterOptions.ts';

interface GarageRequestValues {
  jobordno: string;
  storecode: string;
  remarks: string;
  lines: PartRequestLine[];
}
type StoredRequest = { master: GarageRequestMaster; lines: GarageRequestLineView[] };

const empty = (): GarageRequestValues => ({ jobordno: '', storecode: '', remarks: '', lines: [] });
const jobOrderOption = (row: { jobordno: string; vehicleno: string }): FieldOption => ({
  value: row.jobordno,
  label: row.jobordno,
  description: row.vehicleno,
});

export function GarageRequestPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<GarageRequestValues, StoredRequest>({
    screen: screenCodes.garageRequest,
    listPath: garageRequestListPath,
    empty,
    validate: (values) => ({
      ...(values.jobordno ? {} : { jobordno: 'errors:storeJobOrderRequired' }),
      ...(values.storecode ? {} : { storecode: 'errors:storeRequired' }),
      ...(values.lines.length ? {} : { lines: 'errors:invoiceNoLines' }),
    }),
    read: {
      key: 'garageRequest',
      fetch: garageRequestApi.get,
      toValues: (stored) => ({
        jobordno: stored.master.jobordno,
        storecode: stored.master.storecode,
        remarks: stored.master.remarks,
        lines: stored.lines.map((line) => ({
          sparepart: line.sparepart,
          sparenam: line.sparenam,
          qty: line.qty,
          remarks: line.remarks,
        })),
      }),
    },
  });
  const { form } = page;
  const adding = page.mode.status === 'ADD';
  const stored = page.document.data;
  const choices = useLookupOptions(
    'garageRequest:jobOrders',
    garageRequestApi.choices,
    jobOrderOption,
    workflowChoices,
  );
  const stores = useLookupOptions('stores', garageRequestApi.stores, storeOption);
  const items = useLookupOptions('spareParts', garageRequestApi.items, itemOption);
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);

  const save = async () => {
    const answer = await garageRequestApi.save({
      jobordno: form.values.jobordno,
      storecode: form.values.storecode,
      requstno: '',
      remarks: form.values.remarks,
      lines: form.values.lines.map((line) => ({
        sparepart: line.sparepart,
        qty: line.qty,
        remarks: line.remarks,
      })),
    });
    form.reset(empty());
    return answer;
  };

  return (
    <DocumentPage page={page} title={t('garageIssue:requestForm.title')} onSave={save} editable={adding}>
      <Container header={<Header variant="h2">{t('garageIssue:requestForm.jobOrder')}</Header>}>
        <DocumentPickerFields
          form={form}
          name="jobordno"
          label={t('garageIssue:fields.jobordno')}
          options={choices.options}
          loading={choices.loading}
          picking={adding}
          details={[
            {
              label: t('garageIssue:fields.requestno'),
              value: stored?.master.docnumbr,
              testId: 'docnumbr',
            },
            { label: t('garageIssue:fields.docdate'), value: listDay(stored?.master.docdate) },
            {
              label: t('garageIssue:fields.vehicleno'),
              value: stored?.master.vehicleno ?? picked?.vehicleno,
            },
          ]}
        >
          <SelectField
            form={form}
            name="storecode"
            label={t('garageIssue:fields.store')}
            options={stores.options}
            loading={stores.loading}
            required
          />
          <TextAreaField form={form} name="remarks" label={t('garageIssue:fields.remarks')} />
        </DocumentPickerFields>
      </Container>
      <PartRequestLines
        testId="request-lines"
        labels={{
          entry: t('garageIssue:requestForm.addLine'),
          add: t('garageIssue:requestForm.add'),
          title: t('garageIssue:requestForm.lines'),
          item: t('garageIssue:fields.item'),
          qty: t('garageIssue:fields.qty'),
          remove: t('garageIssue:requestForm.remove'),
          removeLine: (number) => t('garageIssue:requestForm.removeLine', { number }),
        }}
        parts={items}
        maxLines={itemRequestMaxLines}
        lines={form.values.lines}
        emptyText={form.errorOf('lines') ?? t('garageIssue:form.noLines')}
        onChange={adding ? (lines) => form.set('lines', lines) : undefined}
        columns={
          stored
            ? issuedColumns(
                { issued: t('garageIssue:fields.issuedqty'), open: t('garageIssue:fields.openqty') },
                stored.lines,
              )
            : []
        }
      />
    </DocumentPage>
  );
}

export default GarageRequestPage;
