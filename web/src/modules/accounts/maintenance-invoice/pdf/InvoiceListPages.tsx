/**
 * The maintenance invoice report (spec 000 section 2 "PDFs"): Invoice No, Invoice Date, Voucher No,
 * Supplier, Garage, Total (KWD), and a total row. For an Arabic reader (`rtl`) the page is laid out
 * right to left: the first column on the right, Arabic labels and names first.
 */
import { Text, View } from '@react-pdf/renderer';
import { invoiceListLabels as labels } from './labels.ts';
import type { InvoiceListRowText, InvoiceListText } from './model.ts';
import {
  CellText,
  mirroredAlign,
  Names,
  PdfPages,
  PdfTable,
  type PdfAlign,
  type PdfColumn,
} from '../../../../kit/pdf/parts.tsx';
import { brand, muted, styles } from '../../../../kit/pdf/theme.ts';

const totalWidth = 82;

/** The report's columns in page order; for `rtl` reversed, each aligned from the other side. */
function columnsFor(rtl: boolean): PdfColumn<InvoiceListRowText>[] {
  const side = (align: PdfAlign): PdfAlign => (rtl ? mirroredAlign[align] : align);
  const text = (value: (row: InvoiceListRowText) => string, align: PdfAlign, bold?: boolean) => ({
    align: side(align),
    cell: (row: InvoiceListRowText) => <CellText text={value(row)} align={side(align)} bold={bold} />,
  });
  // An Arabic reader reads the Arabic name first (the English one under it).
  const names = (pair: { name: string; nameAr: string }) => (
    <Names name={pair.name} nameAr={pair.nameAr} rtl={rtl} />
  );
  const columns: PdfColumn<InvoiceListRowText>[] = [
    { label: labels.serial, width: 28, ...text((row) => row.serial, 'center') },
    { label: labels.invoiceNo, width: 82, ...text((row) => row.carinvno, 'left', true) },
    { label: labels.invoiceDate, width: 62, ...text((row) => row.date, 'left') },
    { label: labels.voucherNo, width: 66, ...text((row) => row.voucherno, 'left') },
    { label: labels.supplier, align: side('left'), cell: (row) => names(row.supplier) },
    { label: labels.garage, align: side('left'), cell: (row) => names(row.garage) },
    { label: labels.totalKwd, width: totalWidth, ...text((row) => row.total, 'right') },
  ];
  return rtl ? columns.reverse() : columns;
}

function TotalRow({ total, rtl }: { total: string; rtl: boolean }) {
  const label = rtl ? (
    <View style={{ ...styles.cell, flex: 1, flexDirection: 'row', justifyContent: 'flex-start' }}>
      <Text style={{ ...styles.bold, ...styles.rtl, textAlign: 'right' }}>{labels.totalKwd.ar}</Text>
      <Text style={{ ...styles.bold, marginLeft: 8 }}>{labels.totalKwd.en}</Text>
    </View>
  ) : (
    <View style={{ ...styles.cell, flex: 1, flexDirection: 'row', justifyContent: 'flex-end' }}>
      <Text style={styles.bold}>{labels.totalKwd.en}</Text>
      <Text style={{ ...styles.rtl, textAlign: 'left', marginLeft: 8 }}>{labels.totalKwd.ar}</Text>
    </View>
  );
  const amount = (
    <View style={{ width: totalWidth, ...styles.cell }}>
      <Text style={{ ...styles.bold, textAlign: rtl ? 'left' : 'right' }}>{total}</Text>
    </View>
  );
  return (
    <View
      style={{ flexDirection: 'row', alignItems: 'center', backgroundColor: brand, color: '#fff' }}
      wrap={false}
    >
      {rtl ? amount : label}
      {rtl ? label : amount}
    </View>
  );
}

export function InvoiceListPages({
  report,
  project,
  printedAt,
  rtl = false,
}: {
  report: InvoiceListText;
  project: string;
  printedAt: string;
  /** Laid out for an Arabic reader. */
  rtl?: boolean;
}) {
  const mirror = rtl ? { flexDirection: 'row-reverse' as const } : { flexDirection: 'row' as const };
  const labelled = (label: { en: string; ar: string }, value: string) =>
    rtl ? (
      <View style={mirror}>
        <Text>{value}</Text>
        <Text style={{ ...styles.rtl, textAlign: 'right', marginRight: 6 }}>{`${label.ar}:`}</Text>
        <Text style={{ marginRight: 6 }}>{label.en}</Text>
      </View>
    ) : (
      <View style={mirror}>
        <Text>{`${label.en}: ${value}`}</Text>
        <Text style={{ ...styles.rtl, textAlign: 'left', marginLeft: 6 }}>{label.ar}</Text>
      </View>
    );
  return (
    <PdfPages title={labels.title} project={project} rtl={rtl}>
      <View style={{ ...mirror, justifyContent: 'space-between', marginBottom: 8, color: muted }}>
        {labelled(labels.printedOn, printedAt)}
        {labelled(labels.invoices, report.count)}
      </View>
      <PdfTable
        columns={columnsFor(rtl)}
        rows={report.rows}
        rowKey={(row) => row.serial}
        footer={<TotalRow total={report.total} rtl={rtl} />}
        arabicFirst={rtl}
      />
    </PdfPages>
  );
}
