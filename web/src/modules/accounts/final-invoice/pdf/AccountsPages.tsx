/**
 * The final invoice and the 3-in-1 invoice (docs/accounts.md, spec 000 section 2 "PDFs"), A4 portrait:
 * two marks and the bilingual title; invoice no, date, job order, plate, make, customer, garage; the
 * costs grouped by head (labour, parts, outside work, petty cash) with each head's subtotal; the totals
 * per head and the total prefixed KWD; MOI's decisions (3-in-1); the signature blocks and the
 * verification QR code when the PDF is made from the app.
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
import { productName } from '../../../../kit/pdf/text.ts';
import { muted, styles, tint } from '../../../../kit/pdf/theme.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { VerificationQr } from '../../../../kit/pdf/VerificationQr.tsx';
import { accountsLabels as labels } from './labels.ts';
import type { AccountsPdfText, ApprovalText, CostRowText } from './model.ts';

function Particulars({ invoice }: { invoice: AccountsPdfText }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 4 }}>
      <View style={{ flex: 1, marginRight: 14 }}>
        <Field label={invoice.numberLabel}>
          <Text style={styles.bold}>{invoice.docnumbr}</Text>
        </Field>
        <Field label={labels.date}>
          <Text>{invoice.date}</Text>
        </Field>
        <Field label={labels.jobOrderNo}>
          <Text>{invoice.jobordno}</Text>
        </Field>
        <Field label={labels.jobOrderDate}>
          <Text>{invoice.joborddat || '-'}</Text>
        </Field>
        {invoice.threeinone !== undefined ? (
          <Field label={labels.threeInOneNo}>
            <Text>{invoice.threeinone || '-'}</Text>
          </Field>
        ) : null}
      </View>
      <View style={{ flex: 1 }}>
        <Field label={labels.vehicleNo}>
          <Text>{invoice.vehicleno || '-'}</Text>
        </Field>
        <Field label={labels.make}>
          <Value text={invoice.make || '-'} />
        </Field>
        <Field label={labels.customer}>
          <Value text={invoice.customer || '-'} />
        </Field>
        <Field label={labels.garage}>
          <Names name={invoice.garage || '-'} nameAr={invoice.garageAr} />
        </Field>
        <Field label={labels.state}>
          <Both text={invoice.state} />
        </Field>
        {invoice.remarks ? (
          <Field label={labels.remarks}>
            <Value text={invoice.remarks} />
          </Field>
        ) : null}
      </View>
    </View>
  );
}

const costColumns: PdfColumn<CostRowText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (row) => (row.kind === 'line' ? <CellText text={row.line.serial} align="center" /> : null),
  },
  {
    label: labels.ref,
    width: 110,
    cell: (row) =>
      row.kind === 'head' ? (
        <Both text={row.head} />
      ) : row.kind === 'line' ? (
        <CellText text={row.line.ref} />
      ) : null,
  },
  {
    label: labels.refDate,
    width: 62,
    cell: (row) => (row.kind === 'line' ? <CellText text={row.line.date} /> : null),
  },
  {
    label: labels.description,
    cell: (row) =>
      row.kind === 'line' ? (
        row.line.descriptionAr ? (
          <Both text={{ en: row.line.description, ar: row.line.descriptionAr }} />
        ) : (
          <CellText text={row.line.description || '-'} />
        )
      ) : row.kind === 'subtotal' ? (
        <View>
          <Text style={styles.bold}>{`${labels.subtotal.en}: ${row.head.en}`}</Text>
          <Text style={{ ...styles.rtl, ...styles.subText, textAlign: 'left' }}>
            {`${labels.subtotal.ar}: ${row.head.ar}`}
          </Text>
        </View>
      ) : null,
  },
  {
    label: labels.value,
    width: 80,
    align: 'right',
    cell: (row) =>
      row.kind === 'line' ? (
        <CellText text={row.line.value} align="right" />
      ) : row.kind === 'subtotal' ? (
        <CellText text={row.value} align="right" bold />
      ) : null,
  },
];

const approvalColumns: PdfColumn<ApprovalText>[] = [
  { label: labels.level, width: 60, cell: (row) => <Both text={row.level} /> },
  { label: labels.decision, width: 60, cell: (row) => <Both text={row.decision} /> },
  { label: labels.by, width: 110, cell: (row) => <Names name={row.by.en} nameAr={row.by.ar} /> },
  { label: labels.at, width: 84, cell: (row) => <CellText text={row.at} /> },
  {
    label: labels.amount,
    width: 80,
    align: 'right',
    cell: (row) => <CellText text={row.amount} align="right" />,
  },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

const rowKey = (row: CostRowText, index: number) =>
  row.kind === 'line' ? `line-${row.line.serial}` : `${row.kind}-${row.head.en}-${index}`;

export function AccountsPages({
  invoice,
  project,
  verification,
}: {
  invoice: AccountsPdfText;
  project: string;
  verification?: PdfVerification;
}) {
  const caption = `${invoice.title.en} ${invoice.docnumbr}`;
  return (
    <Document
      title={caption}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={invoice.title} project={project} />
        <Particulars invoice={invoice} />
        <SectionTitle title={labels.costs} />
        <PdfTable columns={costColumns} rows={invoice.rows} rowKey={rowKey} />
        <Totals totals={invoice.totals} />
        {invoice.approvals !== undefined ? (
          <View>
            <SectionTitle title={labels.approvals} />
            {invoice.approvals.length > 0 ? (
              <PdfTable
                columns={approvalColumns}
                rows={invoice.approvals}
                rowKey={(row, index) => `${row.level.en}-${index}`}
              />
            ) : (
              <View style={{ flexDirection: 'row', backgroundColor: tint, padding: 4 }}>
                <Text style={{ flex: 1, color: muted }}>{labels.noDecision.en}</Text>
                <Text style={{ flex: 1, color: muted, ...styles.rtl, textAlign: 'right' }}>
                  {labels.noDecision.ar}
                </Text>
              </View>
            )}
          </View>
        ) : null}
        <View
          style={{
            flexDirection: 'row',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
          }}
          wrap={false}
        >
          {invoice.signatures.map((signature) => (
            <SignatureBlock
              key={signature.title.en}
              title={signature.title}
              name={signature.name}
              width={190}
            />
          ))}
          {verification ? <VerificationQr verification={verification} /> : null}
        </View>
        <PageFooter caption={caption} />
      </Page>
    </Document>
  );
}
