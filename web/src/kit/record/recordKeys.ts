/**
 * What the record forms of the masters repeat: empty text values of named fields, and a record's key
 * fields as the form's one `docnumbr` URL parameter (joined by `|`, which no key holds) and read back.
 */

/** Empty form values of the fields `names`. */
export const blankValues = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;

const separator = '|';

/** The key fields `names` joined as the form's `docnumbr`, and read back (undefined unless all are there). */
export function docKeys<K extends string>(...names: K[]) {
  return {
    docId: (key: Record<K, string>) => names.map((name) => key[name]).join(separator),
    keyOf: (docId: string): Record<K, string> | undefined => {
      const parts = docId.split(separator);
      if (parts.length !== names.length || parts.some((part) => !part.trim())) return undefined;
      return Object.fromEntries(names.map((name, index) => [name, parts[index]!])) as Record<K, string>;
    },
  };
}
