/**
 * The estimation (spec 001 "Estimation (quotation)", spec 000 section 2 "PDFs"): two marks and the
 * bilingual title; estimation no, date, job order, plate, make, garage, approval state, remarks; the
 * lines (S.No, type, description, qty, unit price, value, decision); totals per type prefixed KWD; the
 * approvals of the current round (level, decision, by, when, amount, remarks); the requester's block and,
 * beside it, the verification QR code (issue 12) when the PDF is made from the app.
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
import { estimationLabels as labels } from './labels.ts';
import type { ApprovalText, EstimationLineText, EstimationText } from './model.ts';

function Particulars({ estimation }: { estimation: EstimationText }) {
  return (
    <View style={{ marginBottom: 12 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.estimationNo}>
            <Text style={styles.bold}>{estimation.docnumbr}</Text>
          </Field>
          <Field label={labels.date}>
            <Text>{estimation.date}</Text>
          </Field>
          <Field label={labels.jobOrderNo}>
            <Text>{estimation.jobordno}</Text>
          </Field>
          <Field label={labels.state}>
            <Both text={estimation.state} />
          </Field>
        </View>
        <View style={{ flex: 1 }}>
          <Field label={labels.vehicleNo}>
            <Text>{estimation.vehicleno}</Text>
          </Field>
          <Field label={labels.make}>
            <Value text={estimation.make || '-'} />
          </Field>
          <Field label={labels.garage}>
            <Names name={estimation.garage || '-'} nameAr={estimation.garageAr} />
          </Field>
        </View>
      </View>
      <Field label={labels.remarks}>
        <Value text={estimation.remarks || '-'} />
      </Field>
    </View>
  );
}

const amount = (label: Bilingual, pick: (line: EstimationLineText) => string, width: number) => ({
  label,
  width,
  align: 'right' as const,
  cell: (line: EstimationLineText) => <CellText text={pick(line)} align="right" />,
});

const lineColumns: PdfColumn<EstimationLineText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (line) => <CellText text={line.serial} align="center" />,
  },
  { label: labels.type, width: 62, cell: (line) => <Both text={line.type} /> },
  {
    label: labels.description,
    cell: (line) =>
      line.descriptionAr ? (
        <Both text={{ en: line.description, ar: line.descriptionAr }} />
      ) : (
        <CellText text={line.description} />
      ),
  },
  amount(labels.qty, (line) => line.qty, 40),
  amount(labels.unitPrice, (line) => line.unitPrice, 60),
  amount(labels.value, (line) => line.value, 64),
  {
    label: labels.decision,
    width: 56,
    align: 'center',
    cell: (line) => <Both text={line.decision} align="center" />,
  },
];

const approvalColumns: PdfColumn<ApprovalText>[] = [
  { label: labels.level, width: 64, cell: (row) => <Both text={row.level} /> },
  { label: labels.decision, width: 60, cell: (row) => <Both text={row.decision} /> },
  { label: labels.by, width: 72, cell: (row) => <Names name={row.by.en} nameAr={row.by.ar} /> },
  { label: labels.at, width: 96, cell: (row) => <CellText text={row.at} /> },
  {
    label: labels.amount,
    width: 80,
    align: 'right',
    cell: (row) => <CellText text={row.amount} align="right" />,
  },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

export function EstimationPages({
  estimation,
  project,
  verification,
}: {
  estimation: EstimationText;
  project: string;
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}) {
  return (
    <Document
      title={`${labels.title.en} ${estimation.docnumbr}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <Particulars estimation={estimation} />
        <PdfTable columns={lineColumns} rows={estimation.lines} rowKey={(line) => line.serial} />
        <Totals totals={estimation.totals} />
        <SectionTitle title={labels.approvals} />
        {estimation.approvals.length > 0 ? (
          <PdfTable columns={approvalColumns} rows={estimation.approvals} rowKey={(row) => row.level.en} />
        ) : (
          <View style={{ flexDirection: 'row' }}>
            <Text style={{ flex: 1, color: muted }}>{labels.noDecision.en}</Text>
            <Text style={{ flex: 1, color: muted, ...styles.rtl, textAlign: 'right' }}>
              {labels.noDecision.ar}
            </Text>
          </View>
        )}
        <View
          style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}
          wrap={false}
        >
          <SignatureBlock title={labels.requestedBy} name={estimation.requester} />
          {verification ? <VerificationQr verification={verification} /> : null}
        </View>
        <PageFooter caption={`${labels.title.en} ${estimation.docnumbr}`} />
      </Page>
    </Document>
  );
}
