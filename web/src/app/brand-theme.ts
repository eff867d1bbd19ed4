/**
 * The brand theme: IBM Plex Sans Arabic (bundled from @fontsource, no CDN) as the base font for both
 * languages, and the brand colour #333991 as the primary palette. Data only: vite.config.ts turns it
 * into a stylesheet at build time with Cloudscape's `generateThemeStylesheet` (the runtime `applyTheme`
 * would put Cloudscape's whole theming table, about 500 KB minified, into the sign-in page).
 */
import type { Theme } from '@cloudscape-design/components/theming';

export const brandColour = '#333991';

export const brandFontFamily = "'IBM Plex Sans Arabic', 'Helvetica Neue', Roboto, Arial, sans-serif";

export const brandTheme: Theme = {
  referenceTokens: { color: { primary: { seed: brandColour } } },
  tokens: {
    fontFamilyBase: brandFontFamily,
    colorBackgroundButtonPrimaryDefault: brandColour,
    colorBorderButtonPrimaryDefault: brandColour,
    colorTextLinkDefault: { light: brandColour, dark: '#a9adf0' },
    colorTextAccent: { light: brandColour, dark: '#a9adf0' },
  },
};
