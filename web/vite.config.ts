import { defineConfig, type Plugin } from 'vite';

/**
 * Cloudscape's global styles embed Open Sans as base64 fonts (about 140 kB gzipped on the sign-in
 * page). The theme sets IBM Plex Sans Arabic, which covers Latin too, so those faces are never used.
 */
function dropOpenSans(): Plugin {
  return {
    name: 'fleet-drop-open-sans',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@cloudscape-design/global-styles/index.css')) return undefined;
      return { code: code.replace(/@font-face\s*\{[^}]*'Open Sans'[^}]*\}/g, ''), map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [dropOpenSans()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // Cloudscape and react-router mark modules "use client" (for React Server Components); meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
  esbuild: { jsx: 'automatic' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } } },
});
