/**
 * The source of a small classic script that index.html loads `async` beside the entry (vite.config.ts
 * writes it at build time with the hashed file names): for a stored session it asks at once for the
 * code, styles and texts a signed-in start needs (the frame, the landing page at the landing path,
 * the language's texts), which the entry could ask for only after its own download and
 * evaluation; and it asks for the runtime config (`/config.json`), which the entry would ask for only
 * once its evaluation has begun. A signed-out visitor's sign-in page loads nothing more than this script. A classic
 * file, not an inline script: the content security policy allows scripts from the site only.
 */

export interface SignedInFiles {
  /** Module chunks and stylesheets of every signed-in start. */
  frame: { js: string[]; css: string[] };
  /** Those of the landing page (`landingPath`), beyond the frame's. */
  landing: { js: string[]; css: string[] };
  /** Module chunks of each language's texts. */
  texts: Record<string, string[]>;
  /** Font files (woff2) the first paint in each language uses. */
  fonts: Record<string, string[]>;
}

/**
 * What the script reads: session.ts stores a session under these keys, i18n/index.ts the language; and
 * where it leaves the runtime config's request for config.ts (`loadConfig`) to take.
 */
export const preloadKeys = {
  session: ['usecode', 'project', 'sessionToken'],
  language: 'lang',
  defaultLanguage: 'en',
  configRequest: '__fleetConfigRequest',
} as const;

export function signedInPreloadScript(files: SignedInFiles, landingPath: string): string {
  const data = JSON.stringify({ ...files, keys: preloadKeys, landingPath });
  return `(function () {
  try {
    var d = ${data}, s = window.localStorage;
    for (var i = 0; i < d.keys.session.length; i++) if (!s.getItem(d.keys.session[i])) return;
    // The runtime config, asked for now instead of once the entry has been evaluated (a signed-in
    // start waits for it before the tokens and the first render); the entry takes this response.
    // Not when the entry already asked (this script came in after it): loadConfig leaves the key, empty.
    if (!(d.keys.configRequest in window)) {
      try {
        var config = window.fetch('/config.json', { cache: 'no-store' });
        config.catch(function () {});
        window[d.keys.configRequest] = config;
      } catch (error) {
        // The entry asks for it itself.
      }
    }
    var add = function (list, rel) {
      for (var j = 0; j < list.length; j++) {
        var link = document.createElement('link');
        link.rel = rel;
        if (rel === 'preload') link.as = 'style';
        if (rel === 'font') {
          link.rel = 'preload';
          link.as = 'font';
          link.type = 'font/woff2';
        }
        // As Vite's own preloads (CORS mode): the entry's requests then reuse these responses.
        link.crossOrigin = '';
        link.href = list[j];
        document.head.appendChild(link);
      }
    };
    var parts = [d.frame];
    if (location.pathname === d.landingPath) parts.push(d.landing);
    for (var k = 0; k < parts.length; k++) {
      add(parts[k].css, 'preload');
      add(parts[k].js, 'modulepreload');
    }
    var language = d.texts[s.getItem(d.keys.language)] ? s.getItem(d.keys.language) : d.keys.defaultLanguage;
    add(d.texts[language] || [], 'modulepreload');
    add(d.fonts[language] || [], 'font');
  } catch (error) {
    // Only a head start: the entry loads the same files.
  }
})();
`;
}
