/**
 * One tab of the accounts' last screens (`/finalInvoicelist`, `/joborderSubmitInvoicelist`), rendered
 * from its declaration: the filters and rows (`useDocumentListPage`), the titles, the row actions with
 * the invoices' PDF, and a step that moves the job order on (issue the final invoice, submit for
 * payment) confirmed with remarks, after which the list is read again.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  DocumentList,
  useDocumentListPage,
  useToasts,
  type DocumentListActions,
  type DocumentListPage,
  type DocumentListPageOptions,
  type FilterField,
} from '../../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../../app/useMediaQuery.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { useAccountsPdf, type AccountsDocument } from './useAccountsPdf.ts';

/** What a row action may use. */
export interface AccountsListTools<T> {
  t: TFunction;
  page: DocumentListPage<T>;
  navigate: NavigateFunction;
  print: (document: AccountsDocument, docnumbr: string, action: 'preview' | 'download') => Promise<void>;
  /** Opens the step's confirmation for the row. */
  confirm: (row: T) => void;
}

/** A step confirmed with remarks; its answer's message is the toast. */
export interface AccountsStep<T> {
  /** i18n keys of the dialog. */
  title: string;
  body: string;
  confirmText: string;
  subject: (t: TFunction, row: T) => string;
  run: (row: T, remarks: string) => Promise<unknown>;
}

export interface AccountsListDeclaration<T, Q> extends Omit<
  DocumentListPageOptions<T, Q>,
  'screen' | 'fields' | 'filtersExpanded'
> {
  fields: (t: TFunction) => FilterField[];
  /** The table's id and test id. */
  id: string;
  /** i18n keys. */
  title: string;
  description: string;
  emptyText: string;
  exportTitle: string;
  trackBy: (row: T) => string;
  /** A list by date opens its filters, except on a phone where they would hide the rows. */
  filtersOpenWhenWide?: boolean;
  /** New opens the form in ADD. */
  adds?: boolean;
  actions: (tools: AccountsListTools<T>) => DocumentListActions<T>;
  step?: AccountsStep<T>;
}

export function AccountsList<T, Q>({
  screen,
  declaration,
}: {
  screen: string;
  declaration: AccountsListDeclaration<T, Q>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery(wideQuery);
  const toasts = useToasts();
  const rowPdf = useAccountsPdf();
  const print: AccountsListTools<T>['print'] = (document, docnumbr, action) =>
    rowPdf.open(action, document, docnumbr);
  const [stepping, setStepping] = useState<T>();
  const [busy, setBusy] = useState(false);
  const { id, title, description, emptyText, exportTitle, trackBy, adds, actions, step } = declaration;
  const page = useDocumentListPage<T, Q>({
    ...declaration,
    screen,
    fields: declaration.fields(t),
    ...(declaration.filtersOpenWhenWide ? { filtersExpanded: wide } : {}),
  });

  const runStep = async (remarks: string) => {
    if (!step || stepping === undefined) return;
    setBusy(true);
    try {
      toasts.written(await step.run(stepping, remarks));
      setStepping(undefined);
      page.list.reload();
    } catch (failure) {
      toasts.error(failure);
      setStepping(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <DocumentList<T>
        {...page.listProps}
        id={id}
        wrapLines
        title={t(title)}
        description={t(description)}
        trackBy={trackBy}
        {...(adds ? { onNew: () => page.open('ADD') } : {})}
        exportTitle={exportTitle}
        emptyText={t(emptyText)}
        actions={actions({ t, page, navigate, print, confirm: setStepping })}
      />
      {step && (
        <ConfirmAction
          subject={stepping === undefined ? undefined : step.subject(t, stepping)}
          title={t(step.title)}
          body={t(step.body)}
          confirmText={t(step.confirmText)}
          busy={busy}
          onConfirm={(remarks) => void runStep(remarks)}
          onCancel={() => setStepping(undefined)}
        />
      )}
      {rowPdf.pdf.dialog}
    </SpaceBetween>
  );
}
