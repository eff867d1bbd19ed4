/**
 * A store voucher (spec 001 "Store service": each voucher type has a print; spec 000 section 2
 * "PDFs"): two marks and the type's bilingual title, the particulars, the lines (S.No, item code,
 * description, UOM, qty, unit cost, value), the total quantity and the KWD total, and the prepared-by
 * and received-by signature blocks.
 */
import { Document, Page, View } from '@react-pdf/renderer';
import {
  Both,
  CellText,
  DocumentHeader,
  Field,
  Names,
  PageFooter,
  PdfTable,
  SignatureBlock,
  Totals,
  Value,
  type PdfColumn,
} from '../../../../kit/pdf/parts.tsx';
import { productName, type Bilingual } from '../../../../kit/pdf/text.ts';
import { styles } from '../../../../kit/pdf/theme.ts';
import { voucherLabels as labels } from './labels.ts';
import type { VoucherLineText, VoucherText } from './model.ts';

const right = (
  label: Bilingual,
  pick: (line: VoucherLineText) => string,
  width: number,
): PdfColumn<VoucherLineText> => ({
  label,
  width,
  align: 'right',
  cell: (line) => <CellText text={pick(line)} align="right" />,
});

const columns: PdfColumn<VoucherLineText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (line) => <CellText text={line.serial} align="center" />,
  },
  { label: labels.item, width: 70, cell: (line) => <CellText text={line.item} /> },
  {
    label: labels.description,
    cell: (line) => <Names name={line.description} nameAr={line.descriptionAr} />,
  },
  { label: labels.uom, width: 40, cell: (line) => <CellText text={line.uom} /> },
  right(labels.qty, (line) => line.qty, 44),
  right(labels.unitCost, (line) => line.unitCost, 60),
  right(labels.value, (line) => line.value, 66),
];

export function VoucherPages({ voucher, project }: { voucher: VoucherText; project: string }) {
  const half = Math.ceil(voucher.particulars.length / 2);
  return (
    <Document
      title={`${voucher.title.en} ${voucher.docnumbr}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={voucher.title} project={project} />
        <View style={{ flexDirection: 'row', marginBottom: 12 }}>
          {[voucher.particulars.slice(0, half), voucher.particulars.slice(half)].map((column, index) => (
            <View key={index} style={{ flex: 1, ...(index === 0 ? { marginRight: 14 } : {}) }}>
              {column.map((entry) => (
                <Field key={entry.label.en} label={entry.label}>
                  {entry.state ? (
                    <Both text={entry.state} />
                  ) : entry.textAr ? (
                    <Names name={entry.text} nameAr={entry.textAr} />
                  ) : (
                    <Value text={entry.text || '-'} />
                  )}
                </Field>
              ))}
            </View>
          ))}
        </View>
        <PdfTable columns={columns} rows={voucher.lines} rowKey={(line) => line.serial} />
        <Totals totals={voucher.totals} />
        <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
          <SignatureBlock title={labels.preparedBy} name={voucher.preparedBy} />
          <SignatureBlock title={labels.receivedBy} />
        </View>
        <PageFooter caption={`${voucher.title.en} ${voucher.docnumbr}`} />
      </Page>
    </Document>
  );
}
