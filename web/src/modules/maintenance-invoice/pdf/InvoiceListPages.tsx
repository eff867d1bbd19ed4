/**
 * The maintenance invoice report (spec 000 section 2 "PDFs"): Invoice No, Invoice Date, Voucher No,
 * Supplier, Garage, Total (KWD), and a total row.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { invoiceListLabels as labels, productName } from './labels.ts';
import type { InvoiceListRowText, InvoiceListText } from './model.ts';
import {
  CellText,
  DocumentHeader,
  Names,
  PageFooter,
  PdfTable,
  type PdfColumn,
} from '../../../kit/pdf/parts.tsx';
import { brand, muted, styles } from '../../../kit/pdf/theme.ts';

const totalWidth = 82;

const columns: PdfColumn<InvoiceListRowText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (row) => <CellText text={row.serial} align="center" />,
  },
  { label: labels.invoiceNo, width: 82, cell: (row) => <CellText text={row.carinvno} bold /> },
  { label: labels.invoiceDate, width: 62, cell: (row) => <CellText text={row.date} /> },
  { label: labels.voucherNo, width: 66, cell: (row) => <CellText text={row.voucherno} /> },
  { label: labels.supplier, cell: (row) => <Names name={row.supplier.name} nameAr={row.supplier.nameAr} /> },
  { label: labels.garage, cell: (row) => <Names name={row.garage.name} nameAr={row.garage.nameAr} /> },
  {
    label: labels.totalKwd,
    width: totalWidth,
    align: 'right',
    cell: (row) => <CellText text={row.total} align="right" />,
  },
];

function TotalRow({ total }: { total: string }) {
  return (
    <View
      style={{ flexDirection: 'row', alignItems: 'center', backgroundColor: brand, color: '#fff' }}
      wrap={false}
    >
      <View style={{ ...styles.cell, flex: 1, flexDirection: 'row', justifyContent: 'flex-end' }}>
        <Text style={styles.bold}>{labels.totalKwd.en}</Text>
        <Text style={{ ...styles.rtl, textAlign: 'left', marginLeft: 8 }}>{labels.totalKwd.ar}</Text>
      </View>
      <View style={{ width: totalWidth, ...styles.cell }}>
        <Text style={{ ...styles.bold, textAlign: 'right' }}>{total}</Text>
      </View>
    </View>
  );
}

export function InvoiceListPages({
  report,
  project,
  printedAt,
}: {
  report: InvoiceListText;
  project: string;
  printedAt: string;
}) {
  return (
    <Document
      title={labels.title.en}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <View
          style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 8, color: muted }}
        >
          <View style={{ flexDirection: 'row' }}>
            <Text>{`${labels.printedOn.en}: ${printedAt}`}</Text>
            <Text style={{ ...styles.rtl, textAlign: 'left', marginLeft: 6 }}>{labels.printedOn.ar}</Text>
          </View>
          <View style={{ flexDirection: 'row' }}>
            <Text>{`${labels.invoices.en}: ${report.count}`}</Text>
            <Text style={{ ...styles.rtl, textAlign: 'left', marginLeft: 6 }}>{labels.invoices.ar}</Text>
          </View>
        </View>
        <PdfTable
          columns={columns}
          rows={report.rows}
          rowKey={(row) => row.serial}
          footer={<TotalRow total={report.total} />}
        />
        <PageFooter caption={`${productName.en}  ·  ${labels.title.en}`} />
      </Page>
    </Document>
  );
}
