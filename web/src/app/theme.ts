/**
 * The brand theme through Cloudscape's theming API: IBM Plex Sans Arabic (bundled from @fontsource,
 * no CDN) as the base font for both languages, and the brand colour #333991 as the primary palette.
 */
import { applyTheme, type Theme } from '@cloudscape-design/components/theming';
import { fontFamilyBase } from '@cloudscape-design/design-tokens';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';

export const brandColour = '#333991';

export const brandTheme: Theme = {
  referenceTokens: { color: { primary: { seed: brandColour } } },
  tokens: {
    fontFamilyBase: "'IBM Plex Sans Arabic', 'Helvetica Neue', Roboto, Arial, sans-serif",
    colorBackgroundButtonPrimaryDefault: brandColour,
    colorBorderButtonPrimaryDefault: brandColour,
    colorTextLinkDefault: { light: brandColour, dark: '#a9adf0' },
    colorTextAccent: { light: brandColour, dark: '#a9adf0' },
  },
};

export function applyBrandTheme(): void {
  applyTheme({ theme: brandTheme });
  // Text outside Cloudscape components (the brand name in the bars) uses the same font token.
  document.body.style.fontFamily = fontFamilyBase;
}
