/**
 * The header row of a document form (spec 000 section 2): the read-only date and time the form was
 * opened and the signed-in user (in Arabic for an Arabic reader when the user has an Arabic name, as the
 * top bar), then the page's own header fields (document number, status ...).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout, { type ColumnLayoutProps } from '@cloudscape-design/components/column-layout';
import { sessionUserName, useSession } from '../../auth/session.ts';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { ReadOnlyField } from './fields.tsx';

export interface DocumentHeaderRowProps {
  /** When the form was opened (`useDocumentFormPage().openedAt`). */
  openedAt: Date;
  /** 3 for date, time and user alone; 4 (default) with the page's own fields. */
  columns?: ColumnLayoutProps['columns'];
  minColumnWidth?: number;
  /** The page's own read-only header fields, after the user. */
  children?: ReactNode;
}

export function DocumentHeaderRow({
  openedAt,
  columns = 4,
  minColumnWidth = 150,
  children,
}: DocumentHeaderRowProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const user = session && sessionUserName(session, i18n.language);
  return (
    <ColumnLayout columns={columns} minColumnWidth={minColumnWidth}>
      <ReadOnlyField label={t('kit:form.headerDate')} value={formatDate(openedAt)} testId="header-date" />
      <ReadOnlyField label={t('kit:form.headerTime')} value={formatTime(openedAt)} testId="header-time" />
      <ReadOnlyField label={t('kit:form.headerUser')} value={user ?? undefined} testId="header-user" />
      {children}
    </ColumnLayout>
  );
}
