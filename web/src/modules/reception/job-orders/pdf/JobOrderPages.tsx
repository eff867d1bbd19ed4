/**
 * The job order print (`JobOrder/getJobOrderPrintByjoborderno`), A4 portrait: two marks and the
 * bilingual title; the job order's particulars (number, date, how it was received, plate, make,
 * company, customer, mobile, garage, status, kilometer, remarks); its status history oldest first; its
 * reception inspection findings; the signature blocks and the verification QR code when the PDF is
 * made from the app.
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
  Value,
  type PdfColumn,
} from '../../../../kit/pdf/parts.tsx';
import { productName } from '../../../../kit/pdf/text.ts';
import { muted, styles } from '../../../../kit/pdf/theme.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { VerificationQr } from '../../../../kit/pdf/VerificationQr.tsx';
import { jobOrderPrintLabels as labels } from './labels.ts';
import type { FindingText, HistoryText, JobOrderPrintText } from './model.ts';

function Particulars({ order }: { order: JobOrderPrintText }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 10 }}>
      <View style={{ flex: 1, marginRight: 14 }}>
        <Field label={labels.jobOrderNo}>
          <Text style={styles.bold}>{order.jobordno}</Text>
        </Field>
        <Field label={labels.date}>
          <Text>{order.date}</Text>
        </Field>
        <Field label={labels.kind}>
          <Both text={order.kind} />
        </Field>
        <Field label={labels.moiJobOrder}>
          <Text>{order.moijobord || '-'}</Text>
        </Field>
        <Field label={labels.status}>
          <Both text={order.status} />
        </Field>
        <Field label={labels.garage}>
          <Names name={order.garage || '-'} nameAr={order.garageAr} />
        </Field>
      </View>
      <View style={{ flex: 1 }}>
        <Field label={labels.vehicleNo}>
          <Text style={styles.bold}>{order.vehicleno}</Text>
        </Field>
        <Field label={labels.make}>
          <Value text={order.make || '-'} />
        </Field>
        <Field label={labels.company}>
          <Value text={order.company || '-'} />
        </Field>
        <Field label={labels.customer}>
          <Value text={order.customer || '-'} />
        </Field>
        <Field label={labels.mobile}>
          <Text>{order.mobile || '-'}</Text>
        </Field>
        <Field label={labels.kilometer}>
          <Text>{order.kilometer || '-'}</Text>
        </Field>
      </View>
    </View>
  );
}

const historyColumns: PdfColumn<HistoryText>[] = [
  {
    label: labels.serial,
    width: 24,
    align: 'center',
    cell: (row) => <CellText text={row.serial} align="center" />,
  },
  { label: labels.at, width: 78, cell: (row) => <CellText text={row.at} /> },
  { label: labels.from, width: 110, cell: (row) => (row.from ? <Both text={row.from} /> : <Text>-</Text>) },
  { label: labels.to, width: 110, cell: (row) => <Both text={row.to} /> },
  { label: labels.by, width: 64, cell: (row) => <Names name={row.by.en} nameAr={row.by.ar} /> },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

const findingColumns: PdfColumn<FindingText>[] = [
  { label: labels.inspectionNo, width: 90, cell: (row) => <CellText text={row.inspection} /> },
  { label: labels.date, width: 60, cell: (row) => <CellText text={row.date} /> },
  { label: labels.finding, cell: (row) => <CellText text={row.finding} /> },
  { label: labels.result, width: 70, cell: (row) => <Both text={row.result} /> },
];

export function JobOrderPages({
  order,
  project,
  verification,
}: {
  order: JobOrderPrintText;
  project: string;
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}) {
  return (
    <Document
      title={`${labels.title.en} ${order.jobordno}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <Particulars order={order} />
        <Field label={labels.remarks}>
          <Value text={order.remarks || '-'} />
        </Field>
        <SectionTitle title={labels.history} />
        <PdfTable columns={historyColumns} rows={order.history} rowKey={(row) => row.serial} />
        <SectionTitle title={labels.inspections} />
        {order.findings.length > 0 ? (
          <PdfTable
            columns={findingColumns}
            rows={order.findings}
            rowKey={(row, index) => `${row.inspection}-${index}`}
          />
        ) : (
          <View style={{ flexDirection: 'row' }}>
            <Text style={{ flex: 1, color: muted }}>{labels.noInspection.en}</Text>
            <Text style={{ flex: 1, color: muted, ...styles.rtl, textAlign: 'right' }}>
              {labels.noInspection.ar}
            </Text>
          </View>
        )}
        <View
          style={{
            flexDirection: 'row',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            marginTop: 14,
          }}
          wrap={false}
        >
          <SignatureBlock title={labels.receivedBy} name="" />
          <SignatureBlock title={labels.approvedBy} name="" />
          {verification ? <VerificationQr verification={verification} /> : null}
        </View>
        <PageFooter caption={`${labels.title.en} ${order.jobordno}`} />
      </Page>
    </Document>
  );
}
