/**
 * The totals of a document form: its own container under a title, the figures (amounts, counts) three
 * to a row unless the document says otherwise, and what follows them (e.g. a warning over a limit).
 * `DocumentTotals` is the usual one declared as data: the document's amounts by field name.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { AmountField } from './AmountField.tsx';

export interface TotalsBlockProps {
  /** Translated. */
  title: string;
  description?: string;
  /** The figures (`AmountField`, `ReadOnlyField`). */
  children: ReactNode;
  /** Under the figures. */
  after?: ReactNode;
  /** Figures to a row (default 3). */
  columns?: number;
}

export function TotalsBlock({ title, description, children, after, columns = 3 }: TotalsBlockProps) {
  return (
    <Container
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
    >
      <ColumnLayout columns={columns} minColumnWidth={160}>
        {children}
      </ColumnLayout>
      {after}
    </Container>
  );
}

export interface DocumentTotalsProps extends Omit<TotalsBlockProps, 'title' | 'description' | 'children'> {
  /** The document's i18n namespace: `<ns>:form.totals` titles the block, `<ns>:fields.<name>` each amount. */
  ns: string;
  /** The amounts in order by field name (their test ids too). */
  amounts: Record<string, number | undefined>;
  /** Amounts without the currency (else KWD). */
  plain?: boolean;
  /** Figures after the amounts. */
  children?: ReactNode;
}

export function DocumentTotals({ ns, amounts, plain, children, ...block }: DocumentTotalsProps) {
  const { t } = useTranslation();
  return (
    <TotalsBlock title={t(`${ns}:form.totals`)} {...block}>
      {Object.entries(amounts).map(([name, value]) => (
        <AmountField key={name} label={t(`${ns}:fields.${name}`)} value={value} kwd={!plain} testId={name} />
      ))}
      {children}
    </TotalsBlock>
  );
}
