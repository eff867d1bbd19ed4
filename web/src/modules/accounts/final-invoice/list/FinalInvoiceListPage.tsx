/**
 * The final invoice screen (`/finalInvoicelist`, SGRT005; docs/accounts.md), in tabs (`?tab=`):
 * - the 3-in-1 invoices by date (default the last 30 days) with their approval state: New, view, edit
 *   and delete while MOI has not decided (or after a rejection), preview and print;
 * - those waiting for MOI's approval (users with the edits right), opening the approval screen;
 * - the job orders whose 3-in-1 MOI approved: "Issue final invoice" after a confirmation;
 * - the final invoices by date (default the last 30 days) with the KWD total: preview, print, and
 *   delete before the job order is submitted for payment (the server says why otherwise).
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { screenCodes } from '@fleet/shared';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import {
  DocumentList,
  listOpens,
  useDocumentListPage,
  usePdf,
  useScreenRights,
  useToasts,
} from '../../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../../app/useMediaQuery.ts';
import {
  finalInvoiceApi,
  threeInOneApi,
  type FinalInvoiceRow,
  type ReadyForFinalInvoice,
  type ThreeInOneRow,
} from '../api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import {
  approvalUrl,
  finalColumns,
  finalFilterFields,
  finalInvoiceTabs,
  matchesFinalFilters,
  matchesPendingFilters,
  matchesReadyFilters,
  matchesThreeInOneFilters,
  pendingColumns,
  pendingFilterFields,
  pendingRows,
  readyColumns,
  readyFilterFields,
  tabOf,
  threeInOneColumns,
  threeInOneEditable,
  threeInOneFilterFields,
  threeInOneUrl,
  windowOf,
  type FinalInvoiceTab,
} from './lists.ts';
import { useAccountsPdf } from './useAccountsPdf.ts';

const screen = screenCodes.finalInvoice;

function ThreeInOneList() {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideQuery);
  const pdf = usePdf();
  const toasts = useToasts();
  const print = useAccountsPdf(pdf, toasts);
  const page = useDocumentListPage({
    screen,
    fields: threeInOneFilterFields(t),
    window: 'last30Days',
    query: windowOf,
    fetch: (range, _page, signal) => threeInOneApi.list(range, signal),
    filter: matchesThreeInOneFilters,
    pageSizeKey: 'pageSize:finalInvoicelist:threeInOne',
    columns: threeInOneColumns,
    // The filters open at first, except on a phone where they would hide the rows.
    filtersExpanded: wide,
    form: (status, row?: ThreeInOneRow) => threeInOneUrl(status, row?.docnumbr),
  });
  const fixed = (row: ThreeInOneRow, text: string) => (threeInOneEditable(row) ? undefined : text);
  return (
    <SpaceBetween size="l">
      <DocumentList<ThreeInOneRow>
        {...page.listProps}
        id="three-in-one-list"
        wrapLines
        title={t('finalInvoice:list.threeInOneTitle')}
        description={t('finalInvoice:list.threeInOneDescription')}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle="ThreeInOneInvoice"
        emptyText={t('finalInvoice:list.empty')}
        actions={{
          edit: {
            onClick: (row) => page.open('EDIT', row),
            disabledReason: (row) => fixed(row, t('kit:list.unableToEdit')),
          },
          delete: {
            onDelete: (row) => threeInOneApi.remove(row.docnumbr),
            describe: (row) => row.docnumbr,
            disabledReason: (row) => fixed(row, t('kit:list.unableToDelete')),
          },
          view: { onClick: (row) => page.open('VIEW', row) },
          preview: { onClick: (row) => void print('threeInOne', row.docnumbr, 'preview') },
          print: { onClick: (row) => void print('threeInOne', row.docnumbr, 'download') },
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

function PendingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdf = usePdf();
  const toasts = useToasts();
  const print = useAccountsPdf(pdf, toasts);
  const page = useDocumentListPage<PendingApproval>({
    screen,
    fields: pendingFilterFields(t),
    window: 'none',
    fetch: async (_query, _page, signal) => pendingRows(await threeInOneApi.pending(signal)),
    filter: matchesPendingFilters,
    pageSizeKey: 'pageSize:finalInvoicelist:pending',
    columns: pendingColumns,
  });
  const open = (row: PendingApproval) => navigate(approvalUrl(row.docnumbr));
  return (
    <SpaceBetween size="l">
      <DocumentList<PendingApproval>
        {...page.listProps}
        id="three-in-one-pending"
        wrapLines
        title={t('finalInvoice:list.pendingTitle')}
        description={t('finalInvoice:list.pendingDescription')}
        trackBy={(row) => row.docnumbr}
        exportTitle="ThreeInOnePendingApproval"
        emptyText={t('finalInvoice:list.pendingEmpty')}
        actions={{
          view: { onClick: open },
          preview: { onClick: (row) => void print('threeInOne', row.docnumbr, 'preview') },
          extra: [
            {
              id: 'approve',
              text: t('finalInvoice:list.approve'),
              iconName: 'check',
              right: 'edits',
              onClick: open,
            },
          ],
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

function ReadyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const pdf = usePdf();
  const print = useAccountsPdf(pdf, toasts);
  const [issuing, setIssuing] = useState<ReadyForFinalInvoice>();
  const [busy, setBusy] = useState(false);
  const page = useDocumentListPage<ReadyForFinalInvoice>({
    screen,
    fields: readyFilterFields(t),
    window: 'none',
    fetch: (_query, _page, signal) => finalInvoiceApi.ready(signal),
    filter: matchesReadyFilters,
    pageSizeKey: 'pageSize:finalInvoicelist:ready',
    columns: readyColumns,
  });

  const issue = async (remarks: string) => {
    if (!issuing) return;
    setBusy(true);
    try {
      toasts.written(await finalInvoiceApi.issue({ jobordno: issuing.jobordno, remarks }));
      setIssuing(undefined);
      page.list.reload();
    } catch (failure) {
      toasts.error(failure);
      setIssuing(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <DocumentList<ReadyForFinalInvoice>
        {...page.listProps}
        id="final-invoice-ready"
        wrapLines
        title={t('finalInvoice:list.readyTitle')}
        description={t('finalInvoice:list.readyDescription')}
        trackBy={(row) => row.jobordno}
        exportTitle="ReadyForFinalInvoice"
        emptyText={t('finalInvoice:list.readyEmpty')}
        actions={{
          view: { onClick: (row) => navigate(threeInOneUrl('VIEW', row.threeinone)) },
          preview: { onClick: (row) => void print('threeInOne', row.threeinone, 'preview') },
          extra: [
            {
              id: 'issue',
              text: t('finalInvoice:list.issue'),
              iconName: 'file',
              right: 'adds',
              onClick: (row) => setIssuing(row),
            },
          ],
        }}
      />
      <ConfirmAction
        subject={
          issuing
            ? t('finalInvoice:list.issueSubject', {
                jobordno: issuing.jobordno,
                threeinone: issuing.threeinone,
              })
            : undefined
        }
        title={t('finalInvoice:list.issueTitle')}
        body={t('finalInvoice:list.issueBody')}
        confirmText={t('finalInvoice:list.issue')}
        busy={busy}
        onConfirm={(remarks) => void issue(remarks)}
        onCancel={() => setIssuing(undefined)}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

function FinalList() {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideQuery);
  const pdf = usePdf();
  const toasts = useToasts();
  const print = useAccountsPdf(pdf, toasts);
  const page = useDocumentListPage({
    screen,
    fields: finalFilterFields(t),
    window: 'last30Days',
    query: windowOf,
    fetch: (range, _page, signal) => finalInvoiceApi.list(range, signal),
    filter: matchesFinalFilters,
    pageSizeKey: 'pageSize:finalInvoicelist:final',
    columns: finalColumns,
    // The filters open at first, except on a phone where they would hide the rows.
    filtersExpanded: wide,
  });
  return (
    <SpaceBetween size="l">
      <DocumentList<FinalInvoiceRow>
        {...page.listProps}
        id="final-invoice-list"
        wrapLines
        title={t('finalInvoice:list.finalTitle')}
        description={t('finalInvoice:list.finalDescription')}
        trackBy={(row) => row.docnumbr}
        exportTitle="FinalInvoice"
        emptyText={t('finalInvoice:list.empty')}
        actions={{
          // Refused by the server once the job order is submitted for payment: its message is the toast.
          delete: {
            onDelete: (row) => finalInvoiceApi.remove(row.docnumbr),
            describe: (row) => row.docnumbr,
          },
          preview: { onClick: (row) => void print('final', row.docnumbr, 'preview') },
          print: { onClick: (row) => void print('final', row.docnumbr, 'download') },
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

const tabContent: Record<FinalInvoiceTab, () => React.JSX.Element> = {
  threeInOne: ThreeInOneList,
  pending: PendingList,
  ready: ReadyList,
  final: FinalList,
};

export function FinalInvoiceListPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screen);
  const [params, setParams] = useSearchParams();
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  // MOI's work list is for the approvers (the edits right decides a 3-in-1).
  const tabs = finalInvoiceTabs.filter((tab) => tab !== 'pending' || rights.edits === 'Y');
  const active = tabOf(tabs, params.get('tab'));
  return (
    <Tabs
      activeTabId={active}
      onChange={({ detail }) =>
        setParams(detail.activeTabId === tabs[0] ? {} : { tab: detail.activeTabId }, { replace: true })
      }
      tabs={tabs.map((tab) => {
        const Content = tabContent[tab];
        return { id: tab, label: t(`finalInvoice:tabs.${tab}`), content: <Content key={tab} /> };
      })}
    />
  );
}

export default FinalInvoiceListPage;
