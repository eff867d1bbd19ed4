/**
 * A list report (spec 000 section 2 "PDFs": "Excel and PDF exports add a KWD total row"), for every
 * report of the product: the bilingual title, the window and when it was printed, the rows under a
 * header that repeats on every page, and the total row (KWD amounts with 3 decimals, as text). Landscape
 * when the report has many columns.
 */
import { Text, View } from '@react-pdf/renderer';
import {
  CellText,
  mirroredAlign,
  PdfPages,
  PdfTable,
  Value,
  type PdfAlign,
  type PdfColumn,
} from './parts.tsx';
import type { Bilingual } from './text.ts';
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
  /** `rtl` for an Arabic reader: the first column on the right, cells aligned from the right. */
  direction?: 'ltr' | 'rtl';
}

type Align = PdfAlign;

/** The columns' indexes in page order and each one's alignment, mirrored for a right-to-left report. */
function layout(report: ReportText): { index: number; align: Align }[] {
  const rtl = report.direction === 'rtl';
  const placed = report.columns.map((column, index) => {
    const align = column.align ?? 'left';
    return { index, align: rtl ? mirroredAlign[align] : align };
  });
  return rtl ? placed.reverse() : placed;
}

const totalLabel: Bilingual = { en: 'Total', ar: 'الإجمالي' };

function TotalRow({ report }: { report: ReportText }) {
  const labelAt = report.columns.findIndex((_, index) => report.totals[index] === undefined);
  const rtl = report.direction === 'rtl';
  return (
    <View style={{ flexDirection: 'row', backgroundColor: brand, color: '#fff' }} wrap={false}>
      {layout(report).map(({ index, align }) => {
        const column = report.columns[index]!;
        return (
          <View
            key={column.label.en}
            style={{
              ...styles.cell,
              ...(column.width ? { width: column.width } : { flexGrow: 1, flexBasis: 0 }),
            }}
          >
            {index === labelAt ? (
              <Text style={{ ...styles.bold, ...(rtl ? { ...styles.rtl, textAlign: 'right' } : {}) }}>
                {rtl ? `${totalLabel.ar}  ${totalLabel.en}` : `${totalLabel.en}  ${totalLabel.ar}`}
              </Text>
            ) : (
              <Text style={{ ...styles.bold, textAlign: align }}>{report.totals[index] ?? ''}</Text>
            )}
          </View>
        );
      })}
    </View>
  );
}

export function ReportPages({ report, project }: { report: ReportText; project: string }) {
  const rtl = report.direction === 'rtl';
  const columns: PdfColumn<string[]>[] = layout(report).map(({ index, align }) => {
    const column = report.columns[index]!;
    return {
      label: column.label,
      ...(column.width ? { width: column.width } : {}),
      align,
      cell: (row) => <CellText text={row[index] ?? ''} align={align} />,
    };
  });
  return (
    <PdfPages title={report.title} project={project} rtl={rtl} landscape={report.columns.length > 7}>
      {report.notes.map((note) => (
        <Value
          key={note}
          text={note}
          style={{ color: muted, marginBottom: 2, textAlign: rtl ? 'right' : 'left' }}
        />
      ))}
      <View style={{ marginTop: 6 }}>
        <PdfTable
          columns={columns}
          rows={report.rows}
          rowKey={(_, index) => String(index)}
          footer={Object.keys(report.totals).length ? <TotalRow report={report} /> : undefined}
          arabicFirst={rtl}
        />
      </View>
    </PdfPages>
  );
}
