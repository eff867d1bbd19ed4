/**
 * The two header marks, drawn with React-PDF's SVG primitives (it cannot embed an SVG file): the
 * product logo (web/src/app/logo.svg, path for path) and the project's seal with its code.
 */
import { Circle, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { brand, pdfFont } from './theme.ts';

export function ProductLogo({ size }: { size: number }) {
  return (
    <Svg viewBox="0 0 32 32" width={size} height={size}>
      <Rect width={32} height={32} rx={7} fill={brand} />
      <Path d="M5 20.5V10.8A1.8 1.8 0 0 1 6.8 9h11.4A1.8 1.8 0 0 1 20 10.8v9.7z" fill="#fff" />
      <Path d="M20.8 12.5h3.6a1.6 1.6 0 0 1 1.3.7l1.8 2.7a1.6 1.6 0 0 1 .3.9v3.7h-7z" fill="#fff" />
      <Path d="M22.4 14.2h2.2l1.2 1.9h-3.4z" fill={brand} />
      <Circle cx={10} cy={22.2} r={3} fill="#fff" stroke={brand} strokeWidth={1.6} />
      <Circle cx={23} cy={22.2} r={3} fill="#fff" stroke={brand} strokeWidth={1.6} />
      <Path
        d="M15.6 11.4a2.6 2.6 0 0 0-3.3 3.3l-2.7 2.7 1.2 1.2 2.7-2.7a2.6 2.6 0 0 0 3.3-3.3l-1.5 1.5-1.3-.3-.3-1.3z"
        fill={brand}
      />
    </Svg>
  );
}

/** The project's (tenant's) seal: a double ring with the project code, e.g. MOI or KPTC. */
export function ProjectMark({ code, size }: { code: string; size: number }) {
  const label = code.trim().toUpperCase().slice(0, 5);
  return (
    <View style={{ width: size, height: size }}>
      <Svg viewBox="0 0 40 40" width={size} height={size}>
        <Circle cx={20} cy={20} r={19} fill="#fff" stroke={brand} strokeWidth={1.6} />
        <Circle cx={20} cy={20} r={15.5} fill="none" stroke={brand} strokeWidth={0.6} />
        <Path d="M20 3.2l1 1.9-1 1.9-1-1.9z M20 33l1 1.9-1 1.9-1-1.9z" fill={brand} />
      </Svg>
      <View
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: size,
          height: size,
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <Text
          style={{
            fontFamily: pdfFont,
            fontWeight: 700,
            color: brand,
            fontSize: label.length > 3 ? size * 0.2 : size * 0.26,
          }}
        >
          {label}
        </Text>
      </View>
    </View>
  );
}
