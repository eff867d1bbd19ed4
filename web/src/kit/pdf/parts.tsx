/**
 * Parts every document shares: the header (two marks, bilingual title), the page footer, a table
 * whose header row repeats on every page, text that takes its direction from its content, and (since
 * the third document) the bilingual field row, the totals box, section titles and signature blocks.
 * English and Arabic always sit in separate text nodes, Arabic ones right-to-left.
 */
import type { ReactNode } from 'react';
import { Document, Page, Text, View, type Styles } from '@react-pdf/renderer';
import type { PdfAlign } from './document.ts';
import { productName, textDirection, type Bilingual } from './text.ts';
import { ProductLogo, ProjectMark } from './logos.tsx';
import { brand, muted, rule, styles, tint } from './theme.ts';

type Style = Styles[string];

/** The marks and the bilingual title; `rtl` (a report printed for an Arabic reader) mirrors it, Arabic first. */
export function DocumentHeader({
  title,
  project,
  rtl,
}: {
  title: Bilingual;
  project: string;
  rtl?: boolean;
}) {
  const mirrored: Style = rtl ? { flexDirection: 'row-reverse' } : {};
  const english = <Text style={styles.title}>{title.en}</Text>;
  const arabic = <Text style={styles.titleAr}>{title.ar}</Text>;
  return (
    <View>
      <View style={{ ...styles.header, ...mirrored }}>
        <View style={{ ...styles.headerSide, ...mirrored }}>
          <ProductLogo size={40} />
          <View style={rtl ? { marginRight: 8 } : { marginLeft: 8 }}>
            <Text style={styles.productName}>{productName.en}</Text>
            <Text style={styles.productNameAr}>{productName.ar}</Text>
          </View>
        </View>
        <View style={styles.headerCentre}>
          {rtl ? arabic : english}
          {rtl ? english : arabic}
        </View>
        <View style={{ ...styles.headerSideEnd, ...(rtl ? { justifyContent: 'flex-start' } : {}) }}>
          <ProjectMark code={project} size={44} />
        </View>
      </View>
      <View style={styles.headerRule} />
    </View>
  );
}

/** Repeated at the bottom of every page: what the document is and the page number. */
export function PageFooter({ caption, rtl }: { caption: string; rtl?: boolean }) {
  return (
    <View style={{ ...styles.footer, ...(rtl ? { flexDirection: 'row-reverse' } : {}) }} fixed>
      <Value text={caption} style={{ textAlign: rtl ? 'right' : 'left' }} />
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  );
}

/**
 * The frame of every PDF: its properties (the name, the product as author, the reader's language) and
 * the A4 pages under the header band (`title`), the footer on each naming the document (`caption`, by
 * default the product and the title in the reader's language).
 */
export function PdfPages({
  title,
  project,
  rtl = false,
  landscape = false,
  name = rtl ? title.ar : title.en,
  caption = `${rtl ? productName.ar : productName.en}  ·  ${name}`,
  children,
}: {
  title: Bilingual;
  project: string;
  rtl?: boolean;
  landscape?: boolean;
  /** The PDF's own title; default the title in the reader's language. */
  name?: string;
  caption?: string;
  children: ReactNode;
}) {
  return (
    <Document
      title={name}
      author={productName.en}
      creator={productName.en}
      producer={productName.en}
      language={rtl ? 'ar' : 'en'}
    >
      <Page size="A4" orientation={landscape ? 'landscape' : 'portrait'} style={styles.page}>
        <DocumentHeader title={title} project={project} rtl={rtl} />
        {children}
        <PageFooter caption={caption} rtl={rtl} />
      </Page>
    </Document>
  );
}

/** A value printed in its own direction: right-to-left when it starts with an Arabic letter. */
export function Value({ text, style }: { text: string; style?: Style }) {
  return <Text style={{ ...style, ...(textDirection(text) === 'rtl' ? styles.rtl : {}) }}>{text}</Text>;
}

/** A name with its Arabic name beneath, when it has one; `rtl` (an Arabic reader): the Arabic name first. */
export function Names({ name, nameAr, rtl }: { name: string; nameAr: string; rtl?: boolean }) {
  if (rtl && nameAr)
    return (
      <View>
        <Value text={nameAr} style={{ textAlign: 'right' }} />
        <Text style={{ ...styles.subText, textAlign: 'right' }}>{name}</Text>
      </View>
    );
  return (
    <View>
      <Value text={name} style={{ textAlign: 'left' }} />
      {nameAr ? <Text style={{ ...styles.rtl, ...styles.subText, textAlign: 'left' }}>{nameAr}</Text> : null}
    </View>
  );
}

export interface PdfColumn<R> {
  label: Bilingual;
  /** Fixed width in points; without it the column takes the remaining width. */
  width?: number;
  align?: PdfAlign;
  cell: (row: R) => ReactNode;
}

const columnBox = (column: PdfColumn<never>): Style =>
  column.width ? { width: column.width } : { flexGrow: 1, flexBasis: 0 };

export type { PdfAlign };
/** A cell's alignment on a page laid out right to left. */
export const mirroredAlign: Record<PdfAlign, PdfAlign> = { left: 'right', right: 'left', center: 'center' };

export function CellText({
  text,
  align,
  bold,
}: {
  text: string;
  align?: PdfColumn<never>['align'];
  bold?: boolean;
}) {
  return <Value text={text} style={{ textAlign: align ?? 'left', ...(bold ? styles.bold : {}) }} />;
}

export function PdfTable<R>({
  columns,
  rows,
  rowKey,
  footer,
  arabicFirst,
}: {
  columns: PdfColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string;
  /** A closing row (totals). */
  footer?: ReactNode;
  /** Column labels Arabic above English (a table laid out right to left for an Arabic reader). */
  arabicFirst?: boolean;
}) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        {columns.map((column) => {
          const english = (
            <Text style={{ ...styles.headEn, textAlign: column.align ?? 'left' }}>{column.label.en}</Text>
          );
          const arabic = (
            <Text style={{ ...styles.headAr, textAlign: column.align ?? 'left' }}>{column.label.ar}</Text>
          );
          return (
            <View
              key={column.label.en}
              style={{ ...styles.headCell, ...columnBox(column as PdfColumn<never>) }}
            >
              {arabicFirst ? arabic : english}
              {arabicFirst ? english : arabic}
            </View>
          );
        })}
      </View>
      {rows.map((row, index) => (
        <View
          key={rowKey(row, index)}
          style={{ ...styles.row, ...(index % 2 === 1 ? styles.rowTint : {}) }}
          wrap={false}
        >
          {columns.map((column) => (
            <View key={column.label.en} style={{ ...styles.cell, ...columnBox(column as PdfColumn<never>) }}>
              {column.cell(row)}
            </View>
          ))}
        </View>
      ))}
      {footer}
    </View>
  );
}

const fieldLabelWidth = 70;
const signatureLabels = {
  name: { en: 'Name', ar: 'الاسم' },
  signature: { en: 'Signature', ar: 'التوقيع' },
  date: { en: 'Date', ar: 'التاريخ' },
} satisfies Record<string, Bilingual>;

/** `Estimation No | value | رقم التقدير`: the English label before the value, the Arabic one after. */
export function Field({ label, children }: { label: Bilingual; children: ReactNode }) {
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

/**
 * The totals box: label in both languages and the KWD text; the last row is the grand total. `rtl` (an
 * Arabic reader): the box on the left, the Arabic label on the right and the amount on the left.
 */
export function Totals({ totals, rtl }: { totals: { label: Bilingual; text: string }[]; rtl?: boolean }) {
  return (
    <View
      style={{ flexDirection: 'row', justifyContent: rtl ? 'flex-start' : 'flex-end', marginTop: 10 }}
      wrap={false}
    >
      <View style={{ width: 270, borderWidth: 0.75, borderColor: rule }}>
        {totals.map((total, index) => {
          const last = index === totals.length - 1;
          const english = <Text style={{ flex: 1, ...styles.bold }}>{total.label.en}</Text>;
          // As wide as it reads: the English label takes the rest of the row.
          const arabic = (
            <Text style={{ marginHorizontal: 6, ...styles.rtl, textAlign: 'right', fontSize: 8.5 }}>
              {total.label.ar}
            </Text>
          );
          const amount = (
            <Text style={{ width: 100, textAlign: rtl ? 'left' : 'right', ...styles.bold }}>
              {total.text}
            </Text>
          );
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
              {rtl ? amount : english}
              {rtl ? english : arabic}
              {rtl ? arabic : amount}
            </View>
          );
        })}
      </View>
    </View>
  );
}

/** A bilingual text across a row: English on the left, Arabic on the right, each half the width. */
export function Across({ text, style }: { text: Bilingual; style?: Style }) {
  return (
    <>
      <Text style={{ ...style, flex: 1 }}>{text.en}</Text>
      <Text style={{ ...style, ...styles.rtl, flex: 1, textAlign: 'right' }}>{text.ar}</Text>
    </>
  );
}

const titled: Style = { ...styles.bold, color: brand };

/** A section title in both languages. */
export function SectionTitle({ title }: { title: Bilingual }) {
  return (
    <View style={{ flexDirection: 'row', marginTop: 16, marginBottom: 4 }} wrap={false}>
      <Across text={title} style={titled} />
    </View>
  );
}

/**
 * A signature block: its title, the name (printed: the employee's name, its Arabic beneath when given)
 * and a line to sign on, and one for the date when it is `dated`; `width` for several in a row.
 */
export function SignatureBlock({
  title,
  name = '',
  width = 250,
  dated,
  rtl,
}: {
  title: Bilingual;
  name?: string | Bilingual;
  width?: number;
  dated?: boolean;
  rtl?: boolean;
}) {
  const printed = typeof name === 'string' ? { en: name, ar: '' } : name;
  const line = (label: Bilingual, value?: Bilingual) => (
    <View style={{ flexDirection: 'row', alignItems: 'flex-end', marginTop: 14 }}>
      <Text style={{ width: 52, color: muted, fontSize: 8 }}>{label.en}</Text>
      <View style={{ flex: 1, borderBottomWidth: 0.75, borderBottomColor: muted, marginHorizontal: 4 }}>
        {value ? <Names name={value.en} nameAr={value.ar} rtl={rtl} /> : <Text>{''}</Text>}
      </View>
      <Text style={{ width: 44, color: muted, fontSize: 8, ...styles.rtl, textAlign: 'right' }}>
        {label.ar}
      </Text>
    </View>
  );
  return (
    <View style={{ width, borderWidth: 0.75, borderColor: rule, padding: 8, marginTop: 24 }} wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <Across text={title} style={titled} />
      </View>
      {line(signatureLabels.name, printed)}
      {line(signatureLabels.signature)}
      {dated ? line(signatureLabels.date) : null}
    </View>
  );
}
