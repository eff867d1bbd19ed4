/**
 * The cost sheet (docs/procurement.md "Cost sheet", spec 000 section 2 "PDFs"), A4 landscape: two marks
 * and the bilingual title; cost sheet no, date, purchase request, job order, plate, garage, store,
 * approval state, remarks; the comparison (S.No, item, qty, one column per supplier with unit price and
 * value, the lowest shaded and the chosen framed, the chosen supplier, the reason) with each supplier's
 * total; the lowest total, the difference and the chosen total in KWD; the decisions of the current
 * round; the signature blocks (prepared by, MOI, KPTC, the third level when reached) and the
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
import { brand, muted, styles } from '../../../../kit/pdf/theme.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { VerificationQr } from '../../../../kit/pdf/VerificationQr.tsx';
import { costSheetLabels as labels } from './labels.ts';
import type { ApprovalText, ComparisonRowText, CostSheetText } from './model.ts';

type Row = { kind: 'line'; line: ComparisonRowText } | { kind: 'total' };

const lowestShade = '#e3f1e6';

function Particulars({ sheet }: { sheet: CostSheetText }) {
  return (
    <View style={{ marginBottom: 10 }}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.costSheetNo}>
            <Text style={styles.bold}>{sheet.docnumbr}</Text>
          </Field>
          <Field label={labels.date}>
            <Text>{sheet.date}</Text>
          </Field>
          <Field label={labels.requestNo}>
            <Text>{sheet.purreqno}</Text>
          </Field>
        </View>
        <View style={{ flex: 1, marginRight: 14 }}>
          <Field label={labels.jobOrderNo}>
            <Text>{sheet.jobordno || '-'}</Text>
          </Field>
          <Field label={labels.vehicleNo}>
            <Text>{sheet.vehicleno || '-'}</Text>
          </Field>
          <Field label={labels.garage}>
            <Names name={sheet.garage || '-'} nameAr={sheet.garageAr} />
          </Field>
        </View>
        <View style={{ flex: 1 }}>
          <Field label={labels.store}>
            <Names name={sheet.store || '-'} nameAr={sheet.storeAr} />
          </Field>
          <Field label={labels.state}>
            <Both text={sheet.state} />
          </Field>
          <Field label={labels.remarks}>
            <Value text={sheet.remarks || '-'} />
          </Field>
        </View>
      </View>
    </View>
  );
}

function comparisonColumns(sheet: CostSheetText): PdfColumn<Row>[] {
  const total = (text: string) => <CellText text={text} align="right" bold />;
  return [
    {
      label: labels.serial,
      width: 26,
      align: 'center',
      cell: (row) => (row.kind === 'line' ? <CellText text={row.line.serial} align="center" /> : null),
    },
    {
      label: labels.item,
      cell: (row) =>
        row.kind === 'line' ? (
          <View>
            <CellText text={row.line.item} />
            <Value text={row.line.description} style={styles.subText} />
            {row.line.descriptionAr ? (
              <Text style={{ ...styles.subText, ...styles.rtl, textAlign: 'left' }}>
                {row.line.descriptionAr}
              </Text>
            ) : null}
          </View>
        ) : (
          <Both text={labels.total} />
        ),
    },
    {
      label: labels.qty,
      width: 44,
      align: 'right',
      cell: (row) => (row.kind === 'line' ? <CellText text={row.line.qty} align="right" /> : null),
    },
    ...sheet.suppliers.map((supplier): PdfColumn<Row> => ({
      label: { en: supplier.vendname, ar: supplier.vendcode },
      width: 82,
      align: 'right',
      cell: (row) => {
        if (row.kind === 'total') return total(supplier.total);
        const offer = row.line.offers[supplier.vendcode];
        if (!offer) return <Text style={{ ...styles.subText, textAlign: 'right' }}>{labels.noOffer.en}</Text>;
        return (
          <View
            style={{
              padding: 2,
              ...(offer.lowest ? { backgroundColor: lowestShade } : {}),
              ...(offer.chosen ? { borderWidth: 1, borderColor: brand } : {}),
            }}
          >
            <CellText text={offer.unitPrice} align="right" bold={offer.lowest} />
            <Text style={{ ...styles.subText, textAlign: 'right' }}>{offer.value}</Text>
          </View>
        );
      },
    })),
    {
      label: labels.chosen,
      width: 100,
      cell: (row) => (row.kind === 'line' ? <CellText text={row.line.chosen} /> : total(sheet.chosenTotal)),
    },
    {
      label: labels.reason,
      width: 110,
      cell: (row) => (row.kind === 'line' ? <CellText text={row.line.reason || '-'} /> : null),
    },
  ];
}

const approvalColumns: PdfColumn<ApprovalText>[] = [
  { label: labels.level, width: 70, cell: (row) => <Both text={row.level} /> },
  { label: labels.decision, width: 64, cell: (row) => <Both text={row.decision} /> },
  { label: labels.by, width: 130, cell: (row) => <Names name={row.by.en} nameAr={row.by.ar} /> },
  { label: labels.at, width: 96, cell: (row) => <CellText text={row.at} /> },
  {
    label: labels.amount,
    width: 90,
    align: 'right',
    cell: (row) => <CellText text={row.amount} align="right" />,
  },
  { label: labels.remarks, cell: (row) => <CellText text={row.remarks || '-'} /> },
];

export function CostSheetPages({
  sheet,
  project,
  verification,
}: {
  sheet: CostSheetText;
  project: string;
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}) {
  const rows: Row[] = [...sheet.rows.map((line): Row => ({ kind: 'line', line })), { kind: 'total' }];
  return (
    <Document
      title={`${labels.title.en} ${sheet.docnumbr}`}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language="en"
    >
      <Page size="A4" orientation="landscape" style={styles.page}>
        <DocumentHeader title={labels.title} project={project} />
        <Particulars sheet={sheet} />
        <SectionTitle title={labels.comparison} />
        <PdfTable
          columns={comparisonColumns(sheet)}
          rows={rows}
          rowKey={(row) => (row.kind === 'line' ? row.line.serial : 'total')}
        />
        <View style={{ flexDirection: 'row', marginTop: 3 }}>
          <Text style={{ flex: 1, color: muted, fontSize: 7.5 }}>{labels.lowestNote.en}</Text>
          <Text style={{ flex: 1, color: muted, fontSize: 7.5, ...styles.rtl, textAlign: 'right' }}>
            {labels.lowestNote.ar}
          </Text>
        </View>
        <Totals totals={sheet.totals} />
        <SectionTitle title={labels.approvals} />
        {sheet.approvals.length > 0 ? (
          <PdfTable
            columns={approvalColumns}
            rows={sheet.approvals}
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
          {sheet.signatures.map((signature) => (
            <SignatureBlock key={signature.title.en} title={signature.title} name={signature.name} />
          ))}
          {verification ? <VerificationQr verification={verification} /> : null}
        </View>
        <PageFooter caption={`${labels.title.en} ${sheet.docnumbr}`} />
      </Page>
    </Document>
  );
}
