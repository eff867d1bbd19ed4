/**
 * One tab of the accounts' last screens (`/finalInvoicelist`, `/joborderSubmitInvoicelist`), rendered
 * from its declaration: the filters (those it has, matched by `matchesListFilters`) and rows
 * (`useDocumentListPage`), the titles, the row actions with the invoices' PDF, and a step that moves the job order on (issue the final invoice, submit for
 * payment) confirmed with remarks, after which the list is read again. `AccountsTabs` is such a screen:
 * its tabs, each an accounts list.
 */
import { useState, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { Navigate, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  DocumentList,
  ListTabs,
  listOpens,
  useDocumentListPage,
  useScreenRights,
  useSend,
  type DocumentListActions,
  type DocumentListPage,
  type DocumentListPageOptions,
  type FilterField,
} from '../../../../kit/index.ts';
import type { ExtraRowAction } from '../../../../kit/list/DocumentList.tsx';
import { rowKey, type RowKey } from '../../../../kit/list/PageDocumentList.tsx';
import type { FormRights } from '@fleet/shared';
import { ConfirmAction } from './ConfirmAction.tsx';
import { matchesListFilters } from './lists.ts';
import { useAccountsPdf, type AccountsDocument } from './useAccountsPdf.ts';

/** What a row action may use. */
export interface AccountsListTools<T> {
  t: TFunction;
  page: DocumentListPage<T>;
  navigate: NavigateFunction;
  print: (document: AccountsDocument, docnumbr: string, action: 'preview' | 'download') => Promise<void>;
  /** The row's invoice previewed and printed (`numberOf` names it). */
  pdf: (
    document: AccountsDocument,
    numberOf: (row: T) => string,
  ) => Pick<DocumentListActions<T>, 'preview' | 'print'>;
}

/**
 * A step confirmed with remarks, offered as the row action `id` named by `confirmText`; its answer's
 * message is the toast.
 */
export interface AccountsStep<T> {
  id: string;
  iconName: ExtraRowAction<T>['iconName'];
  /** i18n keys of the dialog. */
  title: string;
  body: string;
  confirmText: string;
  subject: (t: TFunction, row: T) => string;
  run: (row: T, remarks: string) => Promise<unknown>;
}

export interface AccountsListDeclaration<T, Q> extends Omit<
  DocumentListPageOptions<T, Q>,
  'screen' | 'fields' | 'filtersExpanded' | 'filter'
> {
  fields: (t: TFunction) => FilterField[];
  /** The table's id and test id. */
  id: string;
  /** The i18n key prefix of its texts: `<texts>Title`, `<texts>Description`, `<texts>Empty`. */
  texts: string;
  /** The i18n key of the empty text when not `<texts>Empty`. */
  emptyText?: string;
  exportTitle: string;
  /** The rows' key (default `docnumbr`). */
  trackBy?: RowKey<T>;
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
  const sending = useSend();
  const rowPdf = useAccountsPdf();
  const print: AccountsListTools<T>['print'] = (document, docnumbr, action) =>
    rowPdf.open(action, document, docnumbr);
  const pdf: AccountsListTools<T>['pdf'] = (document, numberOf) => ({
    preview: { onClick: (row) => void print(document, numberOf(row), 'preview') },
    print: { onClick: (row) => void print(document, numberOf(row), 'download') },
  });
  const [stepping, setStepping] = useState<T>();
  const { id, texts, emptyText, exportTitle, trackBy, adds, actions, step } = declaration;
  const page = useDocumentListPage<T, Q>({
    ...declaration,
    screen,
    fields: declaration.fields(t),
    // Every list keeps the same filters in the page, those it has (lists.ts).
    filter: (row, values) => matchesListFilters(row as Parameters<typeof matchesListFilters>[0], values),
    ...(declaration.filtersOpenWhenWide ? { filtersExpanded: 'wide' as const } : {}),
  });

  const withStep = (given: DocumentListActions<T>): DocumentListActions<T> => {
    if (!step) return given;
    const { id, iconName, confirmText } = step;
    const action = { id, text: t(confirmText), iconName, right: 'adds' as const, onClick: setStepping };
    return { ...given, extra: [...(given.extra ?? []), action] };
  };

  const runStep = async (remarks: string) => {
    if (!step || stepping === undefined) return;
    await sending.send(() => step.run(stepping, remarks), page.list.reload);
    setStepping(undefined);
  };

  return (
    <SpaceBetween size="l">
      <DocumentList<T>
        {...page.listProps}
        id={id}
        wrapLines
        title={t(`${texts}Title`)}
        description={t(`${texts}Description`)}
        trackBy={rowKey(trackBy)}
        {...(adds ? { onNew: () => page.open('ADD') } : {})}
        exportTitle={exportTitle}
        emptyText={t(emptyText ?? `${texts}Empty`)}
        actions={withStep(actions({ t, page, navigate, print, pdf }))}
      />
      {step && (
        <ConfirmAction
          subject={stepping === undefined ? undefined : step.subject(t, stepping)}
          title={t(step.title)}
          body={t(step.body)}
          confirmText={t(step.confirmText)}
          busy={sending.busy}
          onConfirm={(remarks) => void runStep(remarks)}
          onCancel={() => setStepping(undefined)}
        />
      )}
      {rowPdf.pdf.dialog}
    </SpaceBetween>
  );
}

export interface AccountsTabsProps<Tab extends string> {
  screen: string;
  /** The tabs the caller's rights show. */
  tabs: (rights: FormRights) => readonly Tab[];
  /** A tab's title, translated; or the i18n key prefix of the titles (`<label>.<tab>`). */
  label: string | ((tab: Tab) => string);
  /** A tab's list (an `AccountsList`). */
  lists: Record<Tab, ReactElement>;
}

/** The screen's tabs, an accounts list each; without the right to open the screen, the 404. */
export function AccountsTabs<Tab extends string>({ screen, tabs, label, lists }: AccountsTabsProps<Tab>) {
  const rights = useScreenRights(screen);
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  return <ListTabs tabs={tabs(rights)} label={label} content={(tab) => lists[tab]} />;
}
