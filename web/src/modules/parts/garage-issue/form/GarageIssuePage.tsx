/**
 * Garage issue voucher form (`/garageIssueVoucher?mod&status&docnumbr`, screen SGRK004; spec 001
 * "Garage issue"): ADD picks an approved item request (or a garage request whose parts arrived), shows
 * its open lines with the stock of the request's store and issues the quantities entered (by default
 * what can be issued now); the server refuses more than the store holds, naming the item and what is
 * left. VIEW shows the voucher with its lines at ledger cost.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import { Input } from '../../../../kit/form/Input.tsx';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import type { GarageIssueMaster } from '@fleet/shared/parts/garage-issue';
import {
  DocumentPage,
  PickedDocumentSection,
  TextAreaField,
  useDocumentFormPage,
  useLookupOptions,
  useQuery,
  workflowChoices,
} from '../../../../kit/index.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';
import { updateLine } from '../../../../kit/form/lines.ts';
import { documentOption } from '../../../../kit/document/masterOptions.ts';
import { garageIssueApi, garageRequestApi, type IssueLine } from '../api.ts';
import { garageIssueListPath } from '../list/lists.ts';
import {
  emptyGarageIssue,
  isGarageRequest,
  issueLineProblem,
  openFormLines,
  toIssueRequest,
  type GarageIssueValues,
} from './garageIssueForm.ts';

interface SourceRow {
  docnumbr: string;
  jobordno: string;
  vehicleno: string;
  storecode?: string;
  storenam: string;
  openqty: number;
}

/** A line of the form's table with its place (the quantity box changes the form's line at that index). */
interface FormRow {
  line: GarageIssueValues['lines'][number];
  index: number;
}

const sourceOption = documentOption<SourceRow>('docnumbr', ['jobordno', 'vehicleno', 'storenam']);

/** Approved item requests and garage requests with parts still to issue. */
async function openSources(signal: AbortSignal): Promise<SourceRow[]> {
  const [requests, garageRequests] = await Promise.all([
    garageIssueApi.requests(signal),
    garageRequestApi.list({}, signal),
  ]);
  return [
    ...requests,
    ...garageRequests
      .map((row) => ({
        docnumbr: row.docnumbr,
        jobordno: row.jobordno,
        vehicleno: row.vehicleno,
        storenam: row.storenam,
        openqty: row.totalqty - Object.values(row.issued ?? {}).reduce((sum, qty) => sum + qty, 0),
      }))
      .filter((row) => row.openqty > 0),
  ];
}

type StoredIssue = { master: GarageIssueMaster; lines: IssueLine[] };

export function GarageIssuePage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<GarageIssueValues, StoredIssue>({
    screen: screenCodes.garageIssue,
    listPath: garageIssueListPath,
    empty: emptyGarageIssue,
    validate: (values) => ({
      ...(values.source ? {} : { source: 'errors:garageIssueSourceRequired' }),
      ...(values.lines.some((line) => Number(line.qty) > 0) ? {} : { lines: 'errors:invoiceNoLines' }),
    }),
    read: {
      key: 'garageIssue',
      fetch: garageIssueApi.get,
      toValues: (stored) => ({
        source: stored.master.requstno || stored.master.garreqno,
        remarks: stored.master.remarks,
        lines: [],
      }),
    },
  });
  const { form, adding, stored } = page;
  const nameOf = useReaderNames(['items', 'stores']);
  const itemText = (line: { sparepart: string; sparenam: string }) =>
    `${line.sparepart} ${nameOf('items', line.sparepart, line.sparenam)}`;
  const sources = useLookupOptions('garageIssue:sources', openSources, sourceOption, workflowChoices);
  const source = form.values.source;
  const open = useQuery(adding && source ? `garageIssue:open:${source}` : null, async (signal) =>
    isGarageRequest(source)
      ? openFormLines((await garageRequestApi.get(source, signal)).lines)
      : openFormLines((await garageIssueApi.openLines(source, signal)).lines),
  );
  const openLines = open.data;
  const setLines = form.set;
  // The chosen request's open lines become the form's lines when they arrive.
  useEffect(() => {
    if (openLines) setLines('lines', openLines);
  }, [openLines, setLines]);
  const picked = sources.items.find((row) => row.docnumbr === source);

  const save = async () => {
    const answer = await garageIssueApi.save(toIssueRequest(form.values));
    form.reset(emptyGarageIssue());
    return answer;
  };

  const canSave = () => form.values.lines.every((line) => !issueLineProblem(line));

  return (
    <DocumentPage page={page} title={t('garageIssue:form.title')} onSave={save} canSave={canSave}>
      <PickedDocumentSection
        title={t('garageIssue:form.source')}
        fields="garageIssue:fields"
        name="source"
        choices={sources}
        page={page}
        details={[
          { label: t('garageIssue:fields.jobordno'), value: stored?.master.jobordno ?? picked?.jobordno },
          {
            label: t('garageIssue:fields.vehicleno'),
            value: stored?.master.vehicleno ?? picked?.vehicleno,
          },
          {
            label: t('garageIssue:fields.store'),
            value: stored
              ? nameOf('stores', stored.master.storecode, stored.master.storenam)
              : picked && nameOf('stores', picked.storecode, picked.storenam),
          },
        ]}
      >
        <TextAreaField form={form} name="remarks" label={t('garageIssue:fields.remarks')} />
      </PickedDocumentSection>
      {adding ? (
        <Table
          data-testid="issue-lines"
          variant="container"
          loading={open.loading}
          loadingText={t('kit:loading')}
          header={<Header variant="h2">{t('garageIssue:form.lines')}</Header>}
          items={form.values.lines.map((line, index) => ({ line, index }))}
          trackBy={(row) => String(row.line.serlnumb)}
          empty={<Box textAlign="center">{form.errorOf('lines') ?? t('garageIssue:form.noLines')}</Box>}
          columnDefinitions={[
            { id: 'serial', header: '#', cell: (row) => row.line.serlnumb, width: 50 },
            cellColumn<FormRow>('item', t('garageIssue:fields.item'), (row) => itemText(row.line)),
            { id: 'open', header: t('garageIssue:fields.openqty'), cell: (row) => row.line.openqty },
            cellColumn<FormRow>(
              'onhand',
              t('garageIssue:fields.qtyonhand'),
              (row) => row.line.qtyonhand ?? '—',
            ),
            {
              id: 'qty',
              header: t('garageIssue:fields.issueqty'),
              cell: (row) => (
                <Input
                  data-testid={`issue-qty-${row.line.serlnumb}`}
                  type="number"
                  inputMode="numeric"
                  invalid={issueLineProblem(row.line) !== undefined}
                  ariaLabel={t('garageIssue:form.qtyOf', { number: row.line.serlnumb })}
                  value={row.line.qty}
                  onChange={({ detail }) =>
                    form.set('lines', updateLine(form.values.lines, row.index, { qty: detail.value }))
                  }
                />
              ),
            },
          ]}
        />
      ) : (
        <Table
          data-testid="issued-lines"
          variant="container"
          header={<Header variant="h2">{t('garageIssue:form.lines')}</Header>}
          items={stored?.lines ?? []}
          trackBy={(line) => String(line.serlnumb)}
          columnDefinitions={[
            { id: 'serial', header: '#', cell: (line) => line.serlnumb, width: 50 },
            cellColumn<IssueLine>('item', t('garageIssue:fields.item'), itemText),
            { id: 'qty', header: t('garageIssue:fields.qty'), cell: (line) => line.qty },
            cellColumn<IssueLine>('unitcost', t('garageIssue:fields.unitcost'), (line) =>
              formatKwd(line.unitcost),
            ),
            { id: 'value', header: t('garageIssue:fields.value'), cell: (line) => formatKwd(line.value) },
          ]}
          footer={
            stored ? (
              <Box>{`${t('garageIssue:fields.total')}: ${formatKwd(stored.master.totalval)}`}</Box>
            ) : undefined
          }
        />
      )}
    </DocumentPage>
  );
}

export default GarageIssuePage;
