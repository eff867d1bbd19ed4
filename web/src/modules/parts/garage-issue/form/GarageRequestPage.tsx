/**
 * Garage request form (`/garageRequestVoucher?mod&status&docnumbr`, screen SGRG006; spec 001 "Garage
 * request"): the garage asks for parts the store does not hold, for a job order after its estimation's
 * approval (the job order moves to 1220); a receipt naming the request brings it to 1239 and the
 * garage issue against it to 1221. VIEW shows what was issued of each line.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import type { GarageRequestMaster } from '@fleet/shared/parts/garage-issue';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import {
  DocumentForm,
  DocumentHeaderRow,
  DocumentPickerFields,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  PartEntry,
  useLookupOptions,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { addLine, type RequestLine } from '../../item-request/form/itemRequestForm.ts';
import { garageRequestApi, type GarageRequestLineView } from '../api.ts';
import { garageRequestListPath } from '../list/lists.ts';

interface GarageRequestValues {
  jobordno: string;
  storecode: string;
  remarks: string;
  lines: RequestLine[];
}
type StoredRequest = { master: GarageRequestMaster; lines: GarageRequestLineView[] };

const empty = (): GarageRequestValues => ({ jobordno: '', storecode: '', remarks: '', lines: [] });
const jobOrderOption = (row: { jobordno: string; vehicleno: string }): FieldOption => ({
  value: row.jobordno,
  label: row.jobordno,
  description: row.vehicleno,
});
const storeOption = (store: Store, arabic: boolean): FieldOption => ({
  value: store.storecode,
  label: arabic ? store.storenamar || store.storenam : store.storenam,
  description: store.storecode,
});
const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${arabic ? part.sparenamar || part.sparenam : part.sparenam}`,
  description: part.spareuom,
});

export function GarageRequestPage() {
  const { t } = useTranslation();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage<
    GarageRequestValues,
    StoredRequest
  >({
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
      fetch: (docnumbr, signal) => garageRequestApi.get(docnumbr, signal),
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
  const adding = mode.status === 'ADD';
  const stored = document.data;
  const choices = useLookupOptions(
    'garageRequest:jobOrders',
    garageRequestApi.choices,
    jobOrderOption,
    workflowChoices,
  );
  const stores = useLookupOptions('stores', garageRequestApi.stores, storeOption);
  const items = useLookupOptions('spareParts', garageRequestApi.items, itemOption);
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const nameOf = useReaderNames(['items']);

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
    <DocumentForm
      {...bindings}
      mode={adding ? mode : { ...mode, readOnly: true }}
      title={t('garageIssue:requestForm.title')}
      onSave={save}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
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
        {adding && (
          <Container header={<Header variant="h2">{t('garageIssue:requestForm.addLine')}</Header>}>
            <PartEntry
              options={items.options}
              loading={items.loading}
              itemLabel={t('garageIssue:fields.item')}
              qtyLabel={t('garageIssue:fields.qty')}
              addLabel={t('garageIssue:requestForm.add')}
              onAdd={({ sparepart, qty }) => {
                const part = items.items.find((item) => item.sparepart === sparepart);
                form.set(
                  'lines',
                  addLine(form.values.lines, { sparepart, sparenam: part?.sparenam ?? '', qty, remarks: '' }),
                );
              }}
            />
          </Container>
        )}
        <Table
          data-testid="request-lines"
          variant="container"
          header={
            <Header variant="h2" counter={`(${form.values.lines.length})`}>
              {t('garageIssue:requestForm.lines')}
            </Header>
          }
          items={form.values.lines.map((line, index) => ({ line, index, view: stored?.lines[index] }))}
          trackBy={(row) => row.line.sparepart}
          empty={<Box textAlign="center">{form.errorOf('lines') ?? t('garageIssue:form.noLines')}</Box>}
          columnDefinitions={[
            { id: 'serial', header: '#', cell: (row) => row.index + 1, width: 50 },
            {
              id: 'item',
              header: t('garageIssue:fields.item'),
              cell: (row) =>
                `${row.line.sparepart} ${nameOf('items', row.line.sparepart, row.line.sparenam)}`,
            },
            { id: 'qty', header: t('garageIssue:fields.qty'), cell: (row) => row.line.qty },
            ...(stored
              ? [
                  {
                    id: 'issued',
                    header: t('garageIssue:fields.issuedqty'),
                    cell: (row: { view?: GarageRequestLineView }) => row.view?.issuedqty ?? 0,
                  },
                  {
                    id: 'open',
                    header: t('garageIssue:fields.openqty'),
                    cell: (row: { view?: GarageRequestLineView }) => row.view?.openqty ?? 0,
                  },
                ]
              : []),
            ...(adding
              ? [
                  {
                    id: 'remove',
                    header: t('garageIssue:requestForm.remove'),
                    cell: (row: { index: number }) => (
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={t('garageIssue:requestForm.removeLine', { number: row.index + 1 })}
                        onClick={() =>
                          form.set(
                            'lines',
                            form.values.lines.filter((_, i) => i !== row.index),
                          )
                        }
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </SpaceBetween>
    </DocumentForm>
  );
}

export default GarageRequestPage;
