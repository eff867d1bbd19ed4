/**
 * The verification mark of a printed document (issue 12): a QR code of the absolute link of the public
 * `/verify` page, the short hash of what was printed and the caption "Scan to verify / امسح للتحقق".
 * The QR code is drawn as vector paths (`qrcode`'s matrix, no canvas), so it is sharp at any print size
 * and renders the same in the browser and in Node.
 */
import { Link, Path, Svg, Text, View } from '@react-pdf/renderer';
import { create } from 'qrcode';
import { printedHash } from '@fleet/shared/platform/verification';
import type { Bilingual } from './text.ts';
import { ink, muted, rule, styles } from './theme.ts';
import type { PdfVerification } from './verification.ts';

export type { PdfVerification };

export const verificationCaption: Bilingual = { en: 'Scan to verify', ar: 'امسح للتحقق' };

/** White modules around the code (the page around it is white too). */
const quietZone = 2;

/**
 * The QR code of `text` as one SVG path in module units: a `M x y h n v 1 h -n z` rectangle per run of
 * dark modules in a row; `size` counts the quiet zone on both sides.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      const run = column - start;
      parts.push(`M${start + quietZone} ${row + quietZone}h${run}v1h-${run}z`);
    }
  }
  return { size: count + 2 * quietZone, d: parts.join('') };
}

/** The QR code with the hash and the bilingual caption; the code links to the page in PDF viewers too. */
export function VerificationQr({
  verification,
  size = 78,
}: {
  verification: PdfVerification;
  size?: number;
}) {
  const qr = qrPath(verification.url);
  return (
    <View style={{ width: size + 16, alignItems: 'center' }} wrap={false}>
      <Link src={verification.url}>
        <Svg width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`}>
          <Path d={qr.d} fill={ink} />
        </Svg>
      </Link>
      <Text style={{ fontSize: 6.5, color: ink, marginTop: 2, letterSpacing: 0.3 }}>
        {printedHash(verification.hash)}
      </Text>
      <View
        style={{
          alignSelf: 'stretch',
          borderTopWidth: 0.5,
          borderTopColor: rule,
          marginTop: 2,
          paddingTop: 1,
        }}
      >
        <Text style={{ fontSize: 7, color: muted, textAlign: 'center' }}>{verificationCaption.en}</Text>
        <Text style={{ fontSize: 7, color: muted, ...styles.rtl, textAlign: 'center' }}>
          {verificationCaption.ar}
        </Text>
      </View>
    </View>
  );
}
