/**
 * The brand theme's stylesheet (generated at build time from brand-theme.ts, see vite.config.ts) and
 * the fonts it names.
 */
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import 'virtual:brand-theme.css';
