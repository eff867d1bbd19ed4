/** Colours, sizes and the shared styles of the printed documents. */
import { StyleSheet } from '@react-pdf/renderer';
import { pdfFontFamily } from './pdfFonts.ts';

export const pdfFont = pdfFontFamily;
export const brand = '#333991';
export const ink = '#1d2433';
export const muted = '#5f6b7a';
export const rule = '#c9cce0';
export const tint = '#f3f4fa';

export const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFont,
    fontSize: 9,
    color: ink,
    paddingTop: 28,
    paddingBottom: 44,
    paddingHorizontal: 32,
  },
  /**
   * Right-to-left text. Give it a textAlign too: React-PDF aligns right-to-left text to the right of
   * the width it was measured against, which in a row is wider than the text's own box.
   */
  rtl: { direction: 'rtl' },
  bold: { fontWeight: 700 },
  muted: { color: muted },

  header: { flexDirection: 'row', alignItems: 'center' },
  headerSide: { flex: 1, flexDirection: 'row', alignItems: 'center' },
  headerSideEnd: { flex: 1, flexDirection: 'row', justifyContent: 'flex-end' },
  headerCentre: { flex: 1.6, alignItems: 'center' },
  productName: { fontSize: 10, fontWeight: 700, color: brand },
  productNameAr: { fontSize: 9, color: brand, direction: 'rtl', textAlign: 'left' },
  title: { fontSize: 16, fontWeight: 700, color: brand, textAlign: 'center' },
  titleAr: { fontSize: 15, fontWeight: 700, color: brand, textAlign: 'center', direction: 'rtl' },
  headerRule: { borderBottomWidth: 2, borderBottomColor: brand, marginTop: 8, marginBottom: 10 },

  table: { borderWidth: 0.75, borderColor: rule },
  headRow: { flexDirection: 'row', backgroundColor: brand, color: '#fff' },
  headCell: { paddingVertical: 4, paddingHorizontal: 4, justifyContent: 'center' },
  headEn: { fontSize: 7.5, fontWeight: 700 },
  headAr: { fontSize: 7.5, direction: 'rtl' },
  row: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: rule },
  rowTint: { backgroundColor: tint },
  cell: { paddingVertical: 3.5, paddingHorizontal: 4, justifyContent: 'center' },
  subText: { fontSize: 7.5, color: muted },

  footer: {
    position: 'absolute',
    bottom: 20,
    left: 32,
    right: 32,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: rule,
    paddingTop: 4,
    fontSize: 7,
    color: muted,
  },
});
