/**
 * The totals of a document form: its own container under a title, the figures (amounts, counts) three
 * to a row unless the document says otherwise, and what follows them (e.g. a warning over a limit).
 */
import type { ReactNode } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';

export interface TotalsBlockProps {
  /** Translated. */
  title: string;
  /** The figures (`AmountField`, `ReadOnlyField`). */
  children: ReactNode;
  /** Under the figures. */
  after?: ReactNode;
  /** Figures to a row (default 3). */
  columns?: number;
}

export function TotalsBlock({ title, children, after, columns = 3 }: TotalsBlockProps) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <ColumnLayout columns={columns} minColumnWidth={160}>
        {children}
      </ColumnLayout>
      {after}
    </Container>
  );
}
