/**
 * A list report (spec 000 section 2 "PDFs": "Excel and PDF exports add a KWD total row"), for every
 * report of the product: the bilingual title, the window and when it was printed, the rows under a
 * header that repeats on every page, and the total row (KWD amounts with 3 decimals, as text). Landscape
 * when the report has many columns.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { CellText, DocumentHeader, PageFooter, PdfTable, type PdfColumn } from './parts.tsx';
import { productName, type Bilingual } from './text.ts';
import { brand, muted, styles } from './theme.ts';

export interface ReportColumn {
  label: Bilingual;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface ReportText {
  title: Bilingual;
  /** Printed under the title: the window, the filters, when it was printed. */
  notes: string[];
  columns: ReportColumn[];
  rows: string[][];
  /** The total row's cells by column index (the label goes in the first column without a total). */
  totals: Record<number, string>;
}

const totalLabel: Bilingual = { en: 'Total', ar: 'الإجمالي' };

function TotalRow({ report }: { report: ReportText }) {
  const labelAt = report.columns.findIndex((_, index) => report.totals[index] === undefined);
  return (
    <View style={{ flexDirection: 'row', backgroundColor: brand, color: '#fff' }} wrap={false}>
      {report.columns.map((column, index) => (
        <View
          key={column.label.en}
          style={{
            ...styles.cell,
            ...(column.width ? { width: column.width } : { flexGrow: 1, flexBasis: 0 }),
          }}
        >
          {index === labelAt ? (
            <Text style={styles.bold}>{`${totalLabel.en}  ${totalLabel.ar}`}</Text>
          ) : (
            <Text style={{ ...styles.bold, textAlign: column.align ?? 'left' }}>
              {report.totals[index] ?? ''}
            </Text>
          )}
        </View>
      ))}
    </View>
  );
}

export function ReportPages({ report, project }: { report: ReportText; project: string }) {
  const columns: PdfColumn<string[]>[] = report.columns.map((column, index) => ({
    label: column.label,
    ...(column.width ? { width: column.width } : {}),
    ...(column.align ? { align: column.align } : {}),
    cell: (row) => <CellText text={row[index] ?? ''} align={column.align ?? 'left'} />,
  }));
  const landscape = report.columns.length > 7;
  return (
    <Document
      title={report.title.en}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" orientation={landscape ? 'landscape' : 'portrait'} style={styles.page}>
        <DocumentHeader title={report.title} project={project} />
        {report.notes.map((note) => (
          <Text key={note} style={{ color: muted, marginBottom: 2 }}>
            {note}
          </Text>
        ))}
        <View style={{ marginTop: 6 }}>
          <PdfTable
            columns={columns}
            rows={report.rows}
            rowKey={(_, index) => String(index)}
            footer={Object.keys(report.totals).length ? <TotalRow report={report} /> : undefined}
          />
        </View>
        <PageFooter caption={`${productName.en}  ·  ${report.title.en}`} />
      </Page>
    </Document>
  );
}
