/**
 * The item master's two forms (screen SGRM009): `/itemmasteropenrequest` asks the store to open a new
 * item (name in both languages, unit, category, make, expected price, the job order that needs it),
 * VIEW shows a request with its decision; `/itemmaster` adds an item with its code or edits one at
 * the version read. Both check with the shared schemas before saving.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import {
  itemCategories,
  itemMasterBody,
  itemUnits,
  openRequestBody,
  type OpenRequest,
} from '@fleet/shared/parts/item-master';
import type { SparePart } from '@fleet/shared/platform/lookups';
import {
  declaredFields,
  DocumentForm,
  DocumentHeaderRow,
  TextAreaField,
  TextField,
  useDocumentFormPage,
  schemaErrorKeys,
} from '../../../kit/index.ts';
import { itemMasterApi } from './api.ts';

const listPath = '/itemmasteropenrequestlist';

interface ItemValues {
  sparepart: string;
  sparenam: string;
  sparenamar: string;
  spareuom: string;
  sparecat: string;
  vehmakid: string;
  price: string;
  jobordno: string;
  remarks: string;
  version?: number;
  state?: string;
  decision?: string;
}

const empty = (): ItemValues => ({
  sparepart: '',
  sparenam: '',
  sparenamar: '',
  spareuom: 'PCS',
  sparecat: '',
  vehmakid: 'INMS',
  price: '',
  jobordno: '',
  remarks: '',
});

const unitOptions = itemUnits.map((unit) => ({ value: unit, label: unit }));
const categoryOptions = itemCategories.map((category) => ({ value: category, label: category }));
const priceOf = (text: string) => (text.trim() ? Number(text.replace(',', '.')) : 0);

/** The schema's price field is the form's `price`. */
const onPrice = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field === 'estprice' || field === 'sparepric' ? 'price' : field,
      key,
    ]),
  );

function ItemFields({
  form,
  withCode,
  codeLocked,
}: {
  form: ReturnType<typeof useDocumentFormPage<ItemValues, never>>['form'];
  withCode: boolean;
  codeLocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ColumnLayout columns={3}>
      {declaredFields(t, {
        form,
        ns: 'itemMaster',
        fields: {
          sparepart: withCode && { required: true, readOnly: codeLocked },
          sparenam: { required: true },
          sparenamar: {},
          spareuom: { kind: 'select', options: unitOptions, required: true },
          sparecat: { kind: 'select', options: categoryOptions, required: true },
          vehmakid: {},
        },
      })}
    </ColumnLayout>
  );
}

export function OpenRequestFormPage() {
  const { t } = useTranslation();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage<ItemValues, OpenRequest>({
    screen: screenCodes.itemMaster,
    listPath,
    empty,
    validate: (values) => schemaErrorKeys(openRequestBody, { ...values, estprice: priceOf(values.price) }),
    read: {
      key: 'itemOpenRequest',
      fetch: (docnumbr, signal) => itemMasterApi.request(docnumbr, signal),
      toValues: (request) => ({
        ...empty(),
        ...request,
        price: String(request.estprice),
        decision: request.decisionremarks,
      }),
    },
  });
  const stored = document.data;
  const save = async () => {
    const answer = await itemMasterApi.ask(
      openRequestBody.parse({ ...form.values, estprice: priceOf(form.values.price) }),
    );
    form.reset(empty());
    return answer;
  };
  return (
    <DocumentForm
      {...bindings}
      mode={mode.status === 'ADD' ? mode : { ...mode, readOnly: true }}
      title={t('itemMaster:request.title')}
      onSave={save}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <Container header={<Header variant="h2">{t('itemMaster:request.item')}</Header>}>
        <ItemFields form={form as never} withCode={false} />
        <ColumnLayout columns={3}>
          <TextField
            form={form}
            name="price"
            label={t('itemMaster:fields.estprice')}
            inputMode="decimal"
            ltr
          />
          <TextField form={form} name="jobordno" label={t('itemMaster:fields.jobordno')} ltr />
          <TextAreaField form={form} name="remarks" label={t('itemMaster:fields.remarks')} />
          {stored && (
            <>
              <TextField form={form} name="state" label={t('itemMaster:list.state')} readOnly />
              <TextField form={form} name="sparepart" label={t('itemMaster:fields.sparepart')} readOnly />
              <TextField
                form={form}
                name="decision"
                label={t('itemMaster:fields.decisionremarks')}
                readOnly
              />
            </>
          )}
        </ColumnLayout>
      </Container>
    </DocumentForm>
  );
}

export function ItemFormPage() {
  const { t } = useTranslation();
  const { mode, form, openedAt, bindings } = useDocumentFormPage<ItemValues, SparePart>({
    screen: screenCodes.itemMaster,
    listPath,
    empty,
    validate: (values) =>
      onPrice(schemaErrorKeys(itemMasterBody, { ...values, sparepric: priceOf(values.price) })),
    read: {
      key: 'item',
      fetch: async (sparepart, signal) => {
        const found = (await itemMasterApi.items(signal)).find((item) => item.sparepart === sparepart);
        if (!found) throw new Error('Record not found.');
        return found;
      },
      toValues: (item) => ({ ...empty(), ...item, price: String(item.sparepric), version: item.version }),
    },
  });
  const editing = mode.status === 'EDIT';
  const save = async () => {
    const answer = await itemMasterApi.saveItem(
      itemMasterBody.parse({
        ...form.values,
        sparepric: priceOf(form.values.price),
        ...(editing ? { version: form.values.version } : { version: undefined }),
      }),
    );
    form.reset(empty());
    return answer;
  };
  return (
    <DocumentForm
      {...bindings}
      title={t('itemMaster:item.title')}
      onSave={save}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <Container header={<Header variant="h2">{t('itemMaster:item.title')}</Header>}>
        <ItemFields form={form as never} withCode codeLocked={editing} />
        <ColumnLayout columns={3}>
          <TextField
            form={form}
            name="price"
            label={t('itemMaster:fields.sparepric')}
            inputMode="decimal"
            ltr
            required
          />
        </ColumnLayout>
      </Container>
    </DocumentForm>
  );
}
