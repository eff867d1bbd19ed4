/**
 * Purchase request forms (docs/procurement.md): `/purchaseReqEntry` (plain, for a store, screen
 * SGRX006) and `/purchaseReqEntrywithjo` (for a job order waiting for parts, screen SGRP001), in the
 * modes of `?docnumbr&mod&status`: ADD picks the store (and the job order), optionally the item request
 * whose short parts are bought, then the part lines (item, qty, remarks; the item master's price shown
 * read-only as the estimate) with the estimated total; EDIT revises a request no level decided yet (or a
 * rejected one); VIEW reads it with each line's decision and the approvals. `status=APPROVE&level=` is
 * the approver's screen of that level (the kit's ApprovalPanel, decisions line by line, sent to the
 * level's own approve call). "Raise purchase request" on the parts to purchase opens ADD prefilled.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { statusLabel } from '@fleet/shared';
import { editableApproval } from '@fleet/shared/engines/approvals';
import { jobOrderOptionWithGarage } from '../../../../kit/jobOrderOption.ts';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { PurchaseRequestDocument, PurchaseRequestLineView } from '@fleet/shared/procurement/procurement';
import { formatKwd } from '../../../../i18n/format.ts';
import {
  AmountField,
  ApprovalHistory,
  ApprovalPanel,
  DocumentPage,
  PartEntrySection,
  PickedDocumentSection,
  TotalsBlock,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useJobOrderPreset,
  useLookupOptions,
  useToasts,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { useReaderNames, type ReaderNameOf } from '../../../../kit/masterNames.ts';
import { purchaseRequestApi, waitingForPartsStatuses, type ShortRequest } from '../api.ts';
import { levelOf } from '../approvalLevels.ts';
import { jobOrderRequest, plainRequest, type PurchaseRequestKind } from '../kinds.ts';
import { prefillOf } from '../needs.ts';
import {
  addLine,
  emptyPurchaseRequest,
  estimateTotal,
  fromDocument,
  lineEstimate,
  prefillFromState,
  priceLines,
  requestProblems,
  toSaveRequest,
  totalQty,
  valuesFromPrefill,
  type PurchaseRequestValues,
  type RequestLine,
} from './purchaseRequestForm.ts';
import { storeOption, documentOption } from '../../../../kit/document/masterOptions.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';
import { FormLines } from '../../../../kit/form/FormLines.tsx';

const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${arabic ? part.sparenamar || part.sparenam : part.sparenam}`,
  description: `${part.spareuom} · ${formatKwd(part.sparepric)}`,
});
const itemRequestOption = documentOption<ShortRequest>('docnumbr', ['jobordno', 'vehicleno', 'storecode']);

function PurchaseRequestForm({ kind }: { kind: PurchaseRequestKind }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const nameOf = useReaderNames(['items', 'garages']);
  const [params] = useSearchParams();
  const location = useLocation();
  const toasts = useToasts();
  const approving = params.get('status')?.toUpperCase() === 'APPROVE';
  const level = levelOf(params.get('level')) ?? 'GARAGE';
  const page = useDocumentFormPage<PurchaseRequestValues, PurchaseRequestDocument>({
    screen: kind.screen,
    listPath: kind.listPath,
    empty: emptyPurchaseRequest,
    validate: (values) => requestProblems(values, kind.withjo),
    read: {
      key: `purchaseRequest:${kind.key}:${approving ? level : 'read'}`,
      fetch: (docnumbr, signal) =>
        purchaseRequestApi.get(kind.withjo, docnumbr, signal, approving ? level : undefined),
      toValues: fromDocument,
    },
  });
  const { mode, form, adding, stored } = page;
  const editable =
    !approving && !mode.readOnly && (adding || (!!stored && editableApproval(stored.master.approval)));

  const stores = useLookupOptions('stores', purchaseRequestApi.stores, storeOption);
  const items = useLookupOptions('spareParts', purchaseRequestApi.items, itemOption);
  const jobOrders = useLookupOptions(
    'purchaseRequest:jobOrders',
    kind.withjo ? purchaseRequestApi.jobOrders : async () => [],
    jobOrderOptionWithGarage,
    workflowChoices,
  );
  const shortRequests = useLookupOptions(
    `purchaseRequest:shortItemRequests:${editable ? 'editable' : 'read'}`,
    editable ? purchaseRequestApi.shortItemRequests : async () => [],
    itemRequestOption,
    workflowChoices,
  );
  const { set, load } = form;
  const { values } = form;
  // A link for one job order (the workflow map, a notification: `?jobordno=`) starts on it.
  useJobOrderPreset(form, adding && kind.withjo);
  const priceOf = useMemo(() => {
    const prices = new Map(items.items.map((part) => [part.sparepart.toUpperCase(), part.sparepric]));
    return (sparepart: string) => prices.get(sparepart.toUpperCase());
  }, [items.items]);

  // "Raise purchase request": the item request's store, number, job order and short lines, once.
  const prefill = adding ? prefillFromState(location.state) : undefined;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    load(valuesFromPrefill(prefill, kind.withjo, priceOf));
  }, [prefill, kind.withjo, priceOf, load]);
  // Lines entered before the item master arrived take its price when it does.
  useEffect(() => {
    if (!editable || items.items.length === 0) return;
    const priced = priceLines(values.lines, priceOf);
    if (priced.some((line, index) => line.unitprice !== values.lines[index]?.unitprice)) set('lines', priced);
  }, [editable, items.items.length, priceOf, values.lines, set]);

  // Job orders waiting for parts (item request approved, waiting for spare parts), and the chosen one.
  const jobOrderOptions = jobOrders.options.filter((option) => {
    const row = jobOrders.items.find((candidate) => candidate.jobordno === option.value);
    return (
      option.value === values.jobordno ||
      (row !== undefined && waitingForPartsStatuses.includes(row.statuscde))
    );
  });
  const pickedJobOrder = jobOrders.items.find((row) => row.jobordno === values.jobordno);
  const itemRequestOptions = shortRequests.options.filter((option) => {
    const request = shortRequests.items.find((candidate) => candidate.docnumbr === option.value);
    return !kind.withjo || !values.jobordno || request?.jobordno === values.jobordno;
  });
  // The request's own item request stays a choice when its parts are no longer short.
  if (values.requstno && !itemRequestOptions.some((option) => option.value === values.requstno))
    itemRequestOptions.unshift({ value: values.requstno, label: values.requstno });
  const pickedItemRequest = shortRequests.items.find((request) => request.docnumbr === values.requstno);

  const addItemRequestParts = () => {
    if (!pickedItemRequest) return;
    const short = valuesFromPrefill(prefillOf(pickedItemRequest), kind.withjo, priceOf);
    let lines = values.lines;
    for (const line of short.lines) lines = addLine(lines, line);
    set('lines', lines);
    if (!values.storecode) set('storecode', short.storecode);
    if (short.lines.length === 0) toasts.info(t('purchaseRequest:form.noShortParts'));
  };

  const saving = useDocumentSave(form, emptyPurchaseRequest, (request) =>
    purchaseRequestApi.save(kind.withjo, toSaveRequest(request, kind.withjo)),
  );

  const master = stored?.master;
  const ownFields = (
    <>
      <SelectField
        form={form}
        name="storecode"
        label={t('purchaseRequest:fields.store')}
        choices={stores}
        required
      />
      {editable ? (
        <SelectField
          form={form}
          name="requstno"
          label={t('purchaseRequest:fields.requstno')}
          options={[{ value: '', label: t('purchaseRequest:form.noItemRequest') }, ...itemRequestOptions]}
          loading={shortRequests.loading}
          description={t('purchaseRequest:form.itemRequestHint')}
        />
      ) : (
        <ReadOnlyField
          label={t('purchaseRequest:fields.requstno')}
          value={values.requstno || '—'}
          testId="requstno"
        />
      )}
    </>
  );

  const viewOf = (line: RequestLine) => stored?.lines.find((view) => view.sparepart === line.sparepart);
  const lineColumns: TableProps.ColumnDefinition<EstimatedLine & { serlnumb: number }>[] = [
    { id: 'serial', header: '#', cell: (line) => line.serlnumb, width: 50 },
    ...estimateColumns(t, nameOf),
  ];

  return (
    <DocumentPage
      page={page}
      title={
        approving
          ? t('purchaseRequest:form.approveTitle', { level: t(`kit:approval.levels.${level}`) })
          : t(`purchaseRequest:form.title.${kind.key}`)
      }
      texts="purchaseRequest"
      saving={saving}
      editable={editable}
    >
      <PickedDocumentSection
        title={kind.withjo ? t('purchaseRequest:form.jobOrder') : t('purchaseRequest:form.request')}
        fields="purchaseRequest:fields"
        numberLabel="purreqno"
        name={kind.withjo ? 'jobordno' : undefined}
        choices={{ options: jobOrderOptions, loading: jobOrders.loading }}
        page={page}
        storedOnly
        stateOf={({ approval }) => approval && t(`purchaseRequest:state.${approval.state}`)}
        // What is known of the picked job order, and the stored request's status.
        details={[
          ...(kind.withjo
            ? [
                {
                  label: t('purchaseRequest:fields.vehicleno'),
                  value: master?.vehicleno ?? pickedJobOrder?.vehicleno,
                },
                {
                  label: t('purchaseRequest:fields.garage'),
                  value: master
                    ? nameOf('garages', master.garage, master.garagnam)
                    : pickedJobOrder && nameOf('garages', pickedJobOrder.garage, pickedJobOrder.garagnam),
                },
              ]
            : []),
          ...(master
            ? [
                {
                  label: t('purchaseRequest:fields.status'),
                  value: statusLabel(master.status, arabic),
                  testId: 'status',
                },
              ]
            : []),
        ]}
      >
        {ownFields}
      </PickedDocumentSection>
      {editable && (
        <PartEntrySection
          title={t('purchaseRequest:form.addLine')}
          description={t('purchaseRequest:form.addLineHint')}
          actions={
            <Button
              data-testid="add-item-request-parts"
              disabled={!pickedItemRequest}
              onClick={addItemRequestParts}
            >
              {t('purchaseRequest:form.addItemRequestParts')}
            </Button>
          }
          options={items.options}
          loading={items.loading}
          parts={items.items}
          itemLabel={t('purchaseRequest:fields.sparepart')}
          qtyLabel={t('purchaseRequest:fields.qty')}
          addLabel={t('purchaseRequest:form.add')}
          onAdd={({ sparepart, qty }, part) =>
            set(
              'lines',
              addLine(values.lines, {
                sparepart,
                sparenam: part?.sparenam ?? '',
                spareuom: part?.spareuom ?? '',
                qty,
                unitprice: part?.sparepric ?? 0,
                remarks: '',
              }),
            )
          }
        />
      )}
      {approving && stored ? (
        <ApprovalPanel<PurchaseRequestLineView>
          master={stored.master}
          lines={stored.lines}
          approvals={stored.approvals}
          level={level}
          linesTitle={t('purchaseRequest:form.lines')}
          notWaitingText={t('purchaseRequest:form.notWaiting')}
          decide={(body) => purchaseRequestApi.decide(kind.withjo, level, body)}
          onDecided={() => page.document.reload()}
          lineColumns={lineColumns}
        />
      ) : (
        <FormLines
          testId="request-lines"
          ns="purchaseRequest"
          form={form}
          editable={editable}
          hint={false}
          removable
          trackBy={(line) => line.sparepart}
          before={estimateColumns<RequestLine>(t, nameOf, 110)}
          fields={{
            remarks: { input: 'text', header: 'lineRemarks', minWidth: 160 },
            ...(stored && {
              decision: {
                header: 'kit:approval.lineDecision',
                cell: (line: RequestLine) => t(`kit:approval.decision.${viewOf(line)?.aprstatus || 'none'}`),
              },
              aprremarks: {
                header: 'kit:approval.lineRemarks',
                cell: (line: RequestLine) => viewOf(line)?.aprremarks ?? '',
              },
            }),
          }}
        />
      )}
      <TotalsBlock title={t('purchaseRequest:form.totals')}>
        <ReadOnlyField
          label={t('purchaseRequest:fields.lineCount')}
          value={String(values.lines.length)}
          testId="linecount"
        />
        <ReadOnlyField
          label={t('purchaseRequest:fields.totalqty')}
          value={String(totalQty(values.lines))}
          testId="totalqty"
        />
        <AmountField
          label={t('purchaseRequest:fields.estimate')}
          value={estimateTotal(values.lines)}
          kwd
          testId="totalval"
        />
      </TotalsBlock>
      <TextAreaField form={form} name="remarks" label={t('purchaseRequest:fields.remarks')} rows={2} />
      {!approving && stored && <ApprovalHistory approvals={stored.approvals} />}
    </DocumentPage>
  );
}

/** The lines: item, unit, qty, estimate price and value, remarks (typed while editable), the decision. */
type EstimatedLine = Omit<RequestLine, 'remarks'>;

/**
 * A line's estimate as the form and the approvers see it: the item, its unit and quantity, the item
 * master's price and the value (KWD). One-argument cells, so both the form's lines and the approval
 * panel's table take them.
 */
function estimateColumns<L extends EstimatedLine>(
  t: TFunction,
  nameOf: ReaderNameOf,
  valueMinWidth?: number,
) {
  return [
    cellColumn(
      'item',
      t('purchaseRequest:fields.sparepart'),
      (line: L) => `${line.sparepart} ${nameOf('items', line.sparepart, line.sparenam)}`,
      180,
    ),
    { id: 'uom', header: t('purchaseRequest:fields.spareuom'), cell: (line: L) => line.spareuom },
    { id: 'qty', header: t('purchaseRequest:fields.qty'), cell: (line: L) => line.qty },
    cellColumn('unitprice', t('purchaseRequest:fields.unitprice'), (line: L) => formatKwd(line.unitprice)),
    cellColumn(
      'value',
      t('purchaseRequest:fields.value'),
      (line: L) => formatKwd(lineEstimate(line)),
      valueMinWidth,
    ),
  ];
}

/** `/purchaseReqEntry` (SGRX006). */
export function PurchaseRequestPage() {
  return <PurchaseRequestForm kind={plainRequest} />;
}

/** `/purchaseReqEntrywithjo` (SGRP001). */
export function PurchaseRequestWithJoPage() {
  return <PurchaseRequestForm kind={jobOrderRequest} />;
}

export default PurchaseRequestPage;
