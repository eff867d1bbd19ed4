/**
 * Parts both documents share: the header (two marks, bilingual title), the page footer, a table
 * whose header row repeats on every page, and text that takes its direction from its content.
 * English and Arabic always sit in separate text nodes, Arabic ones right-to-left.
 */
import type { ReactNode } from 'react';
import { Text, View, type Styles } from '@react-pdf/renderer';
import { productName, textDirection, type Bilingual } from './text.ts';
import { ProductLogo, ProjectMark } from './logos.tsx';
import { styles } from './theme.ts';

type Style = Styles[string];

export function DocumentHeader({ title, project }: { title: Bilingual; project: string }) {
  return (
    <View>
      <View style={styles.header}>
        <View style={styles.headerSide}>
          <ProductLogo size={40} />
          <View style={{ marginLeft: 8 }}>
            <Text style={styles.productName}>{productName.en}</Text>
            <Text style={styles.productNameAr}>{productName.ar}</Text>
          </View>
        </View>
        <View style={styles.headerCentre}>
          <Text style={styles.title}>{title.en}</Text>
          <Text style={styles.titleAr}>{title.ar}</Text>
        </View>
        <View style={styles.headerSideEnd}>
          <ProjectMark code={project} size={44} />
        </View>
      </View>
      <View style={styles.headerRule} />
    </View>
  );
}

/** Repeated at the bottom of every page: what the document is and the page number. */
export function PageFooter({ caption }: { caption: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{caption}</Text>
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  );
}

/** A value printed in its own direction: right-to-left when it starts with an Arabic letter. */
export function Value({ text, style }: { text: string; style?: Style }) {
  return <Text style={{ ...style, ...(textDirection(text) === 'rtl' ? styles.rtl : {}) }}>{text}</Text>;
}

/** A name with its Arabic name beneath, when it has one. */
export function Names({ name, nameAr }: { name: string; nameAr: string }) {
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
  align?: 'left' | 'center' | 'right';
  cell: (row: R) => ReactNode;
}

const columnBox = (column: PdfColumn<never>): Style =>
  column.width ? { width: column.width } : { flexGrow: 1, flexBasis: 0 };

/** A plain cell text, aligned as its column. */
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
}: {
  columns: PdfColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string;
  /** A closing row (totals). */
  footer?: ReactNode;
}) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        {columns.map((column) => (
          <View
            key={column.label.en}
            style={{ ...styles.headCell, ...columnBox(column as PdfColumn<never>) }}
          >
            <Text style={{ ...styles.headEn, textAlign: column.align ?? 'left' }}>{column.label.en}</Text>
            <Text style={{ ...styles.headAr, textAlign: column.align ?? 'left' }}>{column.label.ar}</Text>
          </View>
        ))}
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
