/**
 * The purchase request (docs/procurement.md, spec 000 section 2 "PDFs"): two marks and the bilingual
 * title; request no, date, job order, plate, make, garage (with a job order), store, item request,
 * status, approval state, remarks; the lines (S.No, item, unit, qty, estimate price, value, decision);
 * the totals prefixed KWD; the approvals of the current round (level, decision, by, for whom, when,
 * amount, remarks); a signature block for the requester and each level, and the verification QR code
 * (issue 12) when the PDF is made from the app.
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
import { purchaseRequestLabels as labels } from './labels.ts';
import type { ApprovalText, PurchaseRequestText, RequestLineText } from './model.ts';

function Particulars({ request }: { request: PurchaseRequestText }) {
  return (
    <View style={{ marginBottom: 12 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.requestNo}>
            <Text style={styles.bold}>{request.docnumbr}</Text>
          </Field>
          <Field label={labels.date}>
            <Text>{request.date}</Text>
          </Field>
          <Field label={labels.store}>
            <Names name={request.store || '-'} nameAr={request.storeAr} />
          </Field>
          <Field label={labels.itemRequest}>
            <Text>{request.itemRequest || '-'}</Text>
          </Field>
          <Field label={labels.state}>
            <Both text={request.state} />
          </Field>
        </View>
        <View style={{ flex: 1 }}>
          {request.withJobOrder && (
            <>
              <Field label={labels.jobOrderNo}>
                <Text>{request.jobordno}</Text>
              </Field>
              <Field label={labels.vehicleNo}>
                <Text>{request.vehicleno || '-'}</Text>
              </Field>
              <Field label={labels.make}>
                <Value text={request.make || '-'} />
              </Field>
              <Field label={labels.garage}>
                <Names name={request.garage || '-'} nameAr={request.garageAr} />
              </Field>
            </>
          )}
          <Field label={labels.status}>
            <Both text={request.status} />
          </Field>
        </View>
      </View>
      <Field label={labels.remarks}>
        <Value text={request.remarks || '-'} />
      </Field>
    </View>
  );
}

const amount = (label: Bilingual, pick: (line: RequestLineText) => string, width: number) => ({
  label,
  width,
  align: 'right' as const,
  cell: (line: RequestLineText) => <CellText text={pick(line)} align="right" />,
});

const lineColumns: PdfColumn<RequestLineText>[] = [
  {
    label: labels.serial,
    width: 28,
    align: 'center',
    cell: (line) => <CellText text={line.serial} align="center" />,
  },
  {
    label: labels.item,
    cell: (line) => (
      <View>
        <CellText text={line.item} />
        {line.name ? <Value text={line.name} style={styles.subText} /> : null}
        {line.nameAr ? (
          <Text style={{ ...styles.subText, ...styles.rtl, textAlign: 'left' }}>{line.nameAr}</Text>
        ) : null}
      </View>
    ),
  },
  { label: labels.uom, width: 40, cell: (line) => <CellText text={line.uom} /> },
  amount(labels.qty, (line) => line.qty, 40),
  amount(labels.unitPrice, (line) => line.unitPrice, 62),
  amount(labels.value, (line) => line.value, 64),
  {
    label: labels.decision,
    width: 56,
    align: 'center',
    cell: (line) => <Both text={line.decision} align="center" />,
  },
];

/** Two signature blocks a row, the verification mark beside them. */
const signatureWidth = 210;

/**
 * Who decided and, under a delegation, whom for ("approved by X for Y"): the approver, then "for"
 * and "نيابة عن" beneath it, then the approver acted for, each language and user code in its own node.
 */
function ByCell({ row }: { row: ApprovalText }) {
  return (
    <View>
      <Names name={row.by.en} nameAr={row.by.ar} />
      {row.onBehalfOf.en ? (
        <>
          <Text style={{ ...styles.subText, marginTop: 2 }}>{labels.onBehalfOf.en}</Text>
          <Text style={{ ...styles.subText, ...styles.rtl, textAlign: 'left' }}>{labels.onBehalfOf.ar}</Text>
          <Names name={row.onBehalfOf.en} nameAr={row.onBehalfOf.ar} />
        </>
      ) : null}
    </View>
  );
}

const approvalColumns: PdfColumn<ApprovalText>[] = [
  { label: labels.level, width: 64, cell: (row) => <Both text={row.level} /> },
  { label: labels.decision, width: 56, cell: (row) => <Both text={row.decision} /> },
  { label: labels.by, width: 90, cell: (row) => <ByCell row={row} /> },
  { label: labels.at, width: 80, cell: (row) => <CellText text={row.at} /> },
  {
    label: labels.amount,
    width: 76,
    align: 'right',
    cell: (row) => <CellText text={row.amount} align="right" />,
  },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

export function PurchaseRequestPages({
  request,
  project,
  verification,
}: {
  request: PurchaseRequestText;
  project: string;
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}) {
  return (
    <Document
      title={`${request.title.en} ${request.docnumbr}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={request.title} project={project} />
        <Particulars request={request} />
        <PdfTable columns={lineColumns} rows={request.lines} rowKey={(line) => line.serial} />
        <Totals totals={request.totals} />
        <SectionTitle title={labels.approvals} />
        {request.approvals.length > 0 ? (
          <PdfTable
            columns={approvalColumns}
            rows={request.approvals}
            rowKey={(row, index) => `${row.level.en}#${index}`}
          />
        ) : (
          <View style={{ flexDirection: 'row' }}>
            <Text style={{ flex: 1, color: muted }}>{labels.noDecision.en}</Text>
            <Text style={{ flex: 1, color: muted, ...styles.rtl, textAlign: 'right' }}>
              {labels.noDecision.ar}
            </Text>
          </View>
        )}
        {/* The signatures stay together with their title (on the next page when they do not fit). */}
        <View wrap={false}>
          <SectionTitle title={labels.signatures} />
          <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}>
            <View
              style={{
                width: 2 * signatureWidth + 10,
                flexDirection: 'row',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
              }}
            >
              {request.signatures.map((signature) => (
                <SignatureBlock
                  key={signature.title.en}
                  title={signature.title}
                  name={signature.name}
                  width={signatureWidth}
                />
              ))}
            </View>
            {verification ? <VerificationQr verification={verification} /> : null}
          </View>
        </View>
        <PageFooter caption={`${request.title.en} ${request.docnumbr}`} />
      </Page>
    </Document>
  );
}
