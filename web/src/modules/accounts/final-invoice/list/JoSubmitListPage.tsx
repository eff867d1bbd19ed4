/**
 * The job order submit screen (`/joborderSubmitInvoicelist`, SGRT006; docs/accounts.md "Job order
 * submit"), in tabs (`?tab=`): the final-invoiced job orders ready for submit ("Submit for payment"
 * after a confirmation, with the final invoice's PDF), and the submissions by date (default the last
 * 30 days) with the KWD total.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { screenCodes } from '@fleet/shared';
import {
  DocumentList,
  listOpens,
  useDocumentListPage,
  usePdf,
  useScreenRights,
  useToasts,
} from '../../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../../app/useMediaQuery.ts';
import { joSubmitApi, type JoSubmitRow, type ReadyForSubmit } from '../api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import {
  joSubmitTabs,
  matchesReadyFilters,
  matchesSubmittedFilters,
  readyFilterFields,
  readyForSubmitColumns,
  submittedColumns,
  submittedFilterFields,
  tabOf,
  windowOf,
  type JoSubmitTab,
} from './lists.ts';
import { useAccountsPdf } from './useAccountsPdf.ts';

const screen = screenCodes.jobOrderSubmitInvoice;

function ReadyForSubmitList() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const pdf = usePdf();
  const print = useAccountsPdf(pdf, toasts);
  const [submitting, setSubmitting] = useState<ReadyForSubmit>();
  const [busy, setBusy] = useState(false);
  const page = useDocumentListPage<ReadyForSubmit>({
    screen,
    fields: readyFilterFields(t),
    window: 'none',
    fetch: (_query, _page, signal) => joSubmitApi.ready(signal),
    filter: matchesReadyFilters,
    pageSizeKey: 'pageSize:joborderSubmitInvoicelist:ready',
    columns: readyForSubmitColumns,
  });

  const submit = async (remarks: string) => {
    if (!submitting) return;
    setBusy(true);
    try {
      toasts.written(await joSubmitApi.submit({ jobordno: submitting.jobordno, remarks }));
      setSubmitting(undefined);
      page.list.reload();
    } catch (failure) {
      toasts.error(failure);
      setSubmitting(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <DocumentList<ReadyForSubmit>
        {...page.listProps}
        id="jo-submit-ready"
        wrapLines
        title={t('finalInvoice:submit.readyTitle')}
        description={t('finalInvoice:submit.readyDescription')}
        trackBy={(row) => row.jobordno}
        exportTitle="ReadyForSubmit"
        emptyText={t('finalInvoice:submit.readyEmpty')}
        actions={{
          preview: { onClick: (row) => void print('final', row.fininvno, 'preview') },
          extra: [
            {
              id: 'submit',
              text: t('finalInvoice:submit.submit'),
              iconName: 'send',
              right: 'adds',
              onClick: (row) => setSubmitting(row),
            },
          ],
        }}
      />
      <ConfirmAction
        subject={
          submitting
            ? t('finalInvoice:submit.subject', {
                jobordno: submitting.jobordno,
                fininvno: submitting.fininvno,
              })
            : undefined
        }
        title={t('finalInvoice:submit.confirmTitle')}
        body={t('finalInvoice:submit.confirmBody')}
        confirmText={t('finalInvoice:submit.submit')}
        busy={busy}
        onConfirm={(remarks) => void submit(remarks)}
        onCancel={() => setSubmitting(undefined)}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

function SubmittedList() {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideQuery);
  const toasts = useToasts();
  const pdf = usePdf();
  const print = useAccountsPdf(pdf, toasts);
  const page = useDocumentListPage({
    screen,
    fields: submittedFilterFields(t),
    window: 'last30Days',
    query: windowOf,
    fetch: (range, _page, signal) => joSubmitApi.list(range, signal),
    filter: matchesSubmittedFilters,
    pageSizeKey: 'pageSize:joborderSubmitInvoicelist:submitted',
    columns: submittedColumns,
    // The filters open at first, except on a phone where they would hide the rows.
    filtersExpanded: wide,
  });
  return (
    <SpaceBetween size="l">
      <DocumentList<JoSubmitRow>
        {...page.listProps}
        id="jo-submit-list"
        wrapLines
        title={t('finalInvoice:submit.submittedTitle')}
        description={t('finalInvoice:submit.submittedDescription')}
        trackBy={(row) => row.docnumbr}
        exportTitle="JobOrderSubmitted"
        emptyText={t('finalInvoice:submit.submittedEmpty')}
        actions={{
          preview: { onClick: (row) => void print('final', row.fininvno, 'preview') },
          print: { onClick: (row) => void print('final', row.fininvno, 'download') },
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

const tabContent: Record<JoSubmitTab, () => React.JSX.Element> = {
  ready: ReadyForSubmitList,
  submitted: SubmittedList,
};

export function JoSubmitListPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screen);
  const [params, setParams] = useSearchParams();
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  const active = tabOf(joSubmitTabs, params.get('tab'));
  return (
    <Tabs
      activeTabId={active}
      onChange={({ detail }) =>
        setParams(detail.activeTabId === joSubmitTabs[0] ? {} : { tab: detail.activeTabId }, {
          replace: true,
        })
      }
      tabs={joSubmitTabs.map((tab) => {
        const Content = tabContent[tab];
        return { id: tab, label: t(`finalInvoice:submit.tabs.${tab}`), content: <Content key={tab} /> };
      })}
    />
  );
}

export default JoSubmitListPage;
