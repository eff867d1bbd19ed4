/**
 * The maintenance invoice (spec 000 section 2 "PDFs"): two marks and the bilingual title; invoice no,
 * date, garage, supplier, remarks; the items (S.No, item code, description, UOM, invoice qty, unit
 * price, value); totals prefixed KWD; Requested By and Approved By signature blocks.
 */
import type { ReactNode } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { invoiceLabels as labels, productName, type Bilingual } from './labels.ts';
import type { AmountText, InvoiceLineText, InvoiceText, PartyText } from './model.ts';
import {
  CellText,
  DocumentHeader,
  Names,
  PageFooter,
  PdfTable,
  Value,
  type PdfColumn,
} from '../../../../kit/pdf/parts.tsx';
import { brand, muted, rule, styles, tint } from '../../../../kit/pdf/theme.ts';

const fieldLabelWidth = 66;

/** `Invoice No | value | رقم الفاتورة`: the English label before the value, the Arabic one after it. */
function Field({ label, children }: { label: Bilingual; children: ReactNode }) {
  return (
    <View
      style={{ flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: rule }}
    >
      <Text style={{ width: fieldLabelWidth, color: muted, fontSize: 8 }}>{label.en}</Text>
      <View style={{ flex: 1, paddingHorizontal: 4 }}>{children}</View>
      <Text style={{ width: fieldLabelWidth, color: muted, fontSize: 8, ...styles.rtl, textAlign: 'right' }}>
        {label.ar}
      </Text>
    </View>
  );
}

function PartyValue({ party }: { party: PartyText }) {
  return (
    <View style={{ flexDirection: 'row' }}>
      {party.code ? (
        <Text style={{ ...styles.subText, marginRight: 5, marginTop: 1 }}>{party.code}</Text>
      ) : null}
      <View style={{ flex: 1 }}>
        <Names name={party.name} nameAr={party.nameAr} />
      </View>
    </View>
  );
}

function Particulars({ invoice }: { invoice: InvoiceText }) {
  const optional = (label: Bilingual, text: string) =>
    text ? (
      <Field label={label}>
        <Text>{text}</Text>
      </Field>
    ) : null;
  return (
    <View style={{ marginBottom: 12 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.invoiceNo}>
            <Text style={styles.bold}>{invoice.carinvno}</Text>
          </Field>
          <Field label={labels.date}>
            <Text>{invoice.date}</Text>
          </Field>
          {optional(labels.voucherNo, invoice.voucherno)}
          {optional(labels.voucherDate, invoice.voucherdate)}
        </View>
        <View style={{ flex: 1 }}>
          <Field label={labels.garage}>
            <PartyValue party={invoice.garage} />
          </Field>
          <Field label={labels.supplier}>
            <PartyValue party={invoice.supplier} />
          </Field>
          {optional(labels.jobOrderNo, invoice.jobordno)}
          {optional(labels.vehicleNo, invoice.vehicleno)}
        </View>
      </View>
      <Field label={labels.remarks}>
        <Value text={invoice.remarks || '-'} />
      </Field>
    </View>
  );
}

function lineColumns(withDiscounts: boolean): PdfColumn<InvoiceLineText>[] {
  const amount = (label: Bilingual, pick: (line: InvoiceLineText) => string, width: number) => ({
    label,
    width,
    align: 'right' as const,
    cell: (line: InvoiceLineText) => <CellText text={pick(line)} align="right" />,
  });
  return [
    {
      label: labels.serial,
      width: 28,
      align: 'center',
      cell: (line) => <CellText text={line.serial} align="center" />,
    },
    { label: labels.itemCode, width: 72, cell: (line) => <CellText text={line.itemCode} /> },
    { label: labels.description, cell: (line) => <CellText text={line.description} /> },
    {
      label: labels.uom,
      width: 38,
      align: 'center',
      cell: (line) => <CellText text={line.uom} align="center" />,
    },
    amount(labels.qty, (line) => line.qty, 48),
    amount(labels.unitPrice, (line) => line.unitPrice, withDiscounts ? 54 : 62),
    amount(labels.value, (line) => line.value, withDiscounts ? 58 : 66),
    ...(withDiscounts
      ? [
          amount(labels.itemDiscount, (line) => line.discount, 50),
          amount(labels.lineNet, (line) => line.net, 58),
        ]
      : []),
  ];
}

function Totals({ totals }: { totals: AmountText[] }) {
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'flex-end', marginTop: 10 }} wrap={false}>
      <View style={{ width: 270, borderWidth: 0.75, borderColor: rule }}>
        {totals.map((total, index) => {
          const last = index === totals.length - 1;
          return (
            <View
              key={total.label.en}
              style={{
                flexDirection: 'row',
                alignItems: 'center',
                paddingVertical: 4,
                paddingHorizontal: 6,
                ...(index > 0 ? { borderTopWidth: 0.5, borderTopColor: rule } : {}),
                ...(last ? { backgroundColor: brand, color: '#fff' } : { backgroundColor: tint }),
              }}
            >
              <Text style={{ flex: 1, ...styles.bold }}>{total.label.en}</Text>
              <Text style={{ width: 70, ...styles.rtl, textAlign: 'right', fontSize: 8.5 }}>
                {total.label.ar}
              </Text>
              <Text style={{ width: 100, textAlign: 'right', ...styles.bold }}>{total.text}</Text>
            </View>
          );
        })}
      </View>
    </View>
  );
}

function SignatureBlock({ title }: { title: Bilingual }) {
  const line = (label: Bilingual) => (
    <View style={{ flexDirection: 'row', alignItems: 'flex-end', marginTop: 16 }}>
      <Text style={{ width: 52, color: muted, fontSize: 8 }}>{label.en}</Text>
      <View style={{ flex: 1, borderBottomWidth: 0.75, borderBottomColor: muted, marginHorizontal: 4 }} />
      <Text style={{ width: 44, color: muted, fontSize: 8, ...styles.rtl, textAlign: 'right' }}>
        {label.ar}
      </Text>
    </View>
  );
  return (
    <View style={{ flex: 1, borderWidth: 0.75, borderColor: rule, padding: 8 }}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <Text style={{ ...styles.bold, color: brand, flex: 1 }}>{title.en}</Text>
        <Text style={{ ...styles.bold, color: brand, ...styles.rtl, flex: 1, textAlign: 'right' }}>
          {title.ar}
        </Text>
      </View>
      {line(labels.name)}
      {line(labels.signature)}
      {line(labels.date)}
    </View>
  );
}

export function InvoicePages({ invoice, project }: { invoice: InvoiceText; project: string }) {
  return (
    <Document
      title={`${labels.title.en} ${invoice.carinvno}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <Particulars invoice={invoice} />
        <PdfTable
          columns={lineColumns(invoice.lineDiscounts)}
          rows={invoice.lines}
          rowKey={(line) => line.serial}
        />
        <Totals totals={invoice.totals} />
        <View style={{ flexDirection: 'row', marginTop: 28 }} wrap={false}>
          <SignatureBlock title={labels.requestedBy} />
          <View style={{ width: 24 }} />
          <SignatureBlock title={labels.approvedBy} />
        </View>
        <PageFooter caption={`${productName.en}  ·  ${labels.title.en}  ${invoice.carinvno}`} />
      </Page>
    </Document>
  );
}
