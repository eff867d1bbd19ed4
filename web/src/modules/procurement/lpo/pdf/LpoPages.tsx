/**
 * The local purchase order (docs/procurement.md "LPO and item inspection", spec 000 section 2 "PDFs"):
 * two marks and the bilingual title; LPO no, date, cost sheet, purchase request, job order, plate, the
 * supplier and its quotation, the store to deliver to, the delivery date, approval state, remarks; the
 * lines (S.No, item code, description, UOM, qty, unit price, value); the total quantity and the KWD
 * total; the KPTC decision; the prepared-by and KPTC signature blocks and the verification QR code when
 * the PDF is made from the app.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import {
  Both,
  CellText,
  DocumentHeader,
  Field,
  Names,
  PageFooter,
  PdfTable,
  SectionTitle,
  SignatureBlock,
  Totals,
  Value,
  type PdfColumn,
} from '../../../../kit/pdf/parts.tsx';
import { productName, type Bilingual } from '../../../../kit/pdf/text.ts';
import { muted, styles } from '../../../../kit/pdf/theme.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { VerificationQr } from '../../../../kit/pdf/VerificationQr.tsx';
import { lpoLabels as labels } from './labels.ts';
import type { LpoApprovalText, LpoLineText, LpoText } from './model.ts';

function Particulars({ lpo }: { lpo: LpoText }) {
  return (
    <View style={{ marginBottom: 12 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.lpoNo}>
            <Text style={styles.bold}>{lpo.docnumbr}</Text>
          </Field>
          <Field label={labels.date}>
            <Text>{lpo.date}</Text>
          </Field>
          <Field label={labels.costSheetNo}>
            <Text>{lpo.costshtno}</Text>
          </Field>
          <Field label={labels.requestNo}>
            <Text>{lpo.purreqno}</Text>
          </Field>
          <Field label={labels.jobOrderNo}>
            <Text>{lpo.jobordno || '-'}</Text>
          </Field>
          <Field label={labels.vehicleNo}>
            <Text>{lpo.vehicleno || '-'}</Text>
          </Field>
        </View>
        <View style={{ flex: 1 }}>
          <Field label={labels.supplier}>
            <Value text={lpo.supplier} style={styles.bold} />
            <Text style={styles.subText}>{lpo.vendcode}</Text>
          </Field>
          <Field label={labels.quotationNo}>
            <Text>{lpo.quotno || '-'}</Text>
          </Field>
          <Field label={labels.store}>
            <Names name={lpo.store || '-'} nameAr={lpo.storeAr} />
          </Field>
          <Field label={labels.deliveryDate}>
            <Text style={styles.bold}>{lpo.deliveryDate}</Text>
          </Field>
          <Field label={labels.state}>
            <Both text={lpo.state} />
          </Field>
        </View>
      </View>
      <Field label={labels.remarks}>
        <Value text={lpo.remarks || '-'} />
      </Field>
    </View>
  );
}

const right = (
  label: Bilingual,
  pick: (line: LpoLineText) => string,
  width: number,
): PdfColumn<LpoLineText> => ({
  label,
  width,
  align: 'right',
  cell: (line) => <CellText text={pick(line)} align="right" />,
});

const lineColumns: PdfColumn<LpoLineText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (line) => <CellText text={line.serial} align="center" />,
  },
  { label: labels.item, width: 72, cell: (line) => <CellText text={line.item} /> },
  {
    label: labels.description,
    cell: (line) => <Names name={line.description} nameAr={line.descriptionAr} />,
  },
  { label: labels.uom, width: 40, cell: (line) => <CellText text={line.uom} /> },
  right(labels.qty, (line) => line.qty, 40),
  right(labels.unitPrice, (line) => line.unitPrice, 62),
  right(labels.value, (line) => line.value, 70),
];

const approvalColumns: PdfColumn<LpoApprovalText>[] = [
  { label: labels.level, width: 64, cell: (row) => <Both text={row.level} /> },
  { label: labels.decision, width: 60, cell: (row) => <Both text={row.decision} /> },
  { label: labels.by, width: 100, cell: (row) => <Names name={row.by.en} nameAr={row.by.ar} /> },
  { label: labels.at, width: 90, cell: (row) => <CellText text={row.at} /> },
  {
    label: labels.amount,
    width: 80,
    align: 'right',
    cell: (row) => <CellText text={row.amount} align="right" />,
  },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

export function LpoPages({
  lpo,
  project,
  verification,
}: {
  lpo: LpoText;
  project: string;
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}) {
  return (
    <Document
      title={`${labels.title.en} ${lpo.docnumbr}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <Particulars lpo={lpo} />
        <PdfTable columns={lineColumns} rows={lpo.lines} rowKey={(line) => line.serial} />
        <Totals totals={lpo.totals} />
        <SectionTitle title={labels.approval} />
        {lpo.approvals.length > 0 ? (
          <PdfTable
            columns={approvalColumns}
            rows={lpo.approvals}
            rowKey={(row, index) => `${row.level.en}-${index}`}
          />
        ) : (
          <View style={{ flexDirection: 'row' }}>
            <Text style={{ flex: 1, color: muted }}>{labels.noDecision.en}</Text>
            <Text style={{ flex: 1, color: muted, ...styles.rtl, textAlign: 'right' }}>
              {labels.noDecision.ar}
            </Text>
          </View>
        )}
        <View
          style={{
            flexDirection: 'row',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
          }}
          wrap={false}
        >
          <SignatureBlock title={labels.preparedBy} name={lpo.preparedBy} />
          <SignatureBlock title={labels.approval} name={lpo.approvedBy} />
          {verification ? <VerificationQr verification={verification} /> : null}
        </View>
        <PageFooter caption={`${labels.title.en} ${lpo.docnumbr}`} />
      </Page>
    </Document>
  );
}
