/**
 * Item request form (`/sparepartsapprove?mod&status&docnumbr`, screen SGRG021; spec 001 "Item
 * request"): ADD picks a job order whose estimation is approved (or in repair) and the store, then the
 * parts (one line per item; "Add the estimation's parts" takes the approved estimation's parts);
 * saving submits it to the garage approver. VIEW shows each line's decision and what was issued.
 * `status=APPROVE&level=GARAGE` is the garage approver's screen (the kit's ApprovalPanel: a decision
 * per line, Approve all / Reject all / Clear all, remarks required to reject).
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import { screenCodes } from '@fleet/shared';
import {
  itemRequestMaxLines,
  type ItemRequestDocument,
  type ItemRequestLineView,
} from '@fleet/shared/parts/item-request';
import {
  ApprovalPanel,
  DocumentPage,
  issuedColumns,
  useDocumentFormPage,
  useSend,
  useToasts,
} from '../../../../kit/index.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';
import { PartRequestLines, partRequestLabels } from '../../../../kit/document/PartRequestLines.tsx';
import { jobOrderOption } from '../../../../kit/jobOrderOption.ts';
import { itemRequestApi } from '../api.ts';
import { itemRequestListPath } from '../list/lists.ts';
import {
  addLine,
  emptyItemRequest,
  fromDocument,
  linesFromEstimation,
  toSaveRequest,
  type ItemRequestValues,
} from './itemRequestForm.ts';
import {
  PartRequestJobOrder,
  partRequestProblems,
  usePartRequestLookups,
} from '../../../../kit/document/partRequest.tsx';

export function ItemRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const approving = params.get('status')?.toUpperCase() === 'APPROVE';
  const toasts = useToasts();
  const reading = useSend();
  const page = useDocumentFormPage<ItemRequestValues, ItemRequestDocument>({
    screen: screenCodes.itemRequest,
    listPath: itemRequestListPath,
    empty: emptyItemRequest,
    validate: partRequestProblems,
    read: {
      key: 'itemRequest',
      fetch: itemRequestApi.get,
      toValues: fromDocument,
    },
  });
  const { form, adding, stored } = page;
  const lookups = usePartRequestLookups('itemRequest', itemRequestApi, jobOrderOption, form.values.jobordno);
  const { items, picked } = lookups;
  const nameOf = useReaderNames(['items', 'garages']);
  const itemText = (line: { sparepart: string; sparenam: string }) =>
    `${line.sparepart} ${nameOf('items', line.sparepart, line.sparenam)}`;

  const addEstimationParts = () =>
    reading.send(
      () => itemRequestApi.estimationParts(form.values.jobordno),
      (parts) => {
        let lines = form.values.lines;
        for (const line of linesFromEstimation(parts)) lines = addLine(lines, line);
        form.set('lines', lines);
        if (parts.length === 0) toasts.info(t('itemRequest:form.noEstimationParts'));
      },
    );

  const save = async () => {
    const answer = await itemRequestApi.save(toSaveRequest(form.values));
    form.reset(emptyItemRequest());
    return answer;
  };

  return (
    <DocumentPage
      page={page}
      title={approving ? t('itemRequest:form.approveTitle') : t('itemRequest:form.title')}
      onSave={save}
      editable={adding}
    >
      <PartRequestJobOrder
        form={form}
        title={t('itemRequest:form.jobOrder')}
        labels={{
          jobordno: t('itemRequest:fields.jobordno'),
          store: t('itemRequest:fields.store'),
          remarks: t('itemRequest:fields.remarks'),
        }}
        lookups={lookups}
        picking={adding}
        details={[
          { label: t('itemRequest:fields.docnumbr'), value: stored?.master.docnumbr, testId: 'docnumbr' },
          { label: t('itemRequest:fields.docdate'), value: listDay(stored?.master.docdate) },
          {
            label: t('itemRequest:fields.vehicleno'),
            value: stored?.master.vehicleno ?? picked?.vehicleno,
          },
          {
            label: t('itemRequest:fields.garage'),
            value: stored
              ? nameOf('garages', stored.master.garage, stored.master.garagnam)
              : picked && nameOf('garages', picked.garage, picked.garagnam),
          },
          {
            label: t('itemRequest:list.state'),
            value: stored?.master.approval
              ? t(`itemRequest:state.${stored.master.approval.state}`)
              : undefined,
            testId: 'state',
          },
        ]}
      />
      {approving && stored ? (
        <ApprovalPanel
          master={stored.master}
          lines={stored.lines}
          approvals={stored.approvals}
          level="GARAGE"
          linesTitle={t('itemRequest:form.lines')}
          notWaitingText={t('itemRequest:form.notWaiting')}
          decide={(body) => itemRequestApi.decide(body)}
          lineColumns={[
            { id: 'serial', header: '#', cell: (line) => line.serlnumb, width: 50 },
            cellColumn<ItemRequestLineView>('item', t('itemRequest:fields.sparepart'), (line) =>
              itemText(line),
            ),
            { id: 'qty', header: t('itemRequest:fields.qty'), cell: (line) => line.qty },
            { id: 'value', header: t('itemRequest:fields.value'), cell: (line) => formatKwd(line.value) },
          ]}
        />
      ) : (
        <PartRequestLines
          testId="request-lines"
          labels={partRequestLabels(t, 'itemRequest:form', 'itemRequest:fields', 'sparepart')}
          parts={items}
          maxLines={itemRequestMaxLines}
          entryActions={
            <Button
              data-testid="add-estimation-parts"
              disabled={!form.values.jobordno}
              onClick={() => void addEstimationParts()}
            >
              {t('itemRequest:form.addEstimationParts')}
            </Button>
          }
          lines={form.values.lines}
          emptyText={form.errorOf('lines') ?? t('itemRequest:form.noLines')}
          onChange={adding ? (lines) => form.set('lines', lines) : undefined}
          columns={
            stored
              ? [
                  {
                    id: 'decision',
                    header: t('kit:approval.lineDecision'),
                    cell: (_line, index) =>
                      t(`kit:approval.decision.${stored.lines[index]?.aprstatus || 'none'}`),
                  },
                  ...issuedColumns(
                    { issued: t('itemRequest:fields.issuedqty'), open: t('itemRequest:fields.openqty') },
                    stored.lines,
                  ),
                ]
              : []
          }
        />
      )}
    </DocumentPage>
  );
}

export default ItemRequestPage;
