/**
 * A record form's values declared by its save request (`z.input` of the shared body schema): every field
 * the request sends, none optional, with the stored number and version of a loaded record.
 */
export type RequestValues<R> = Required<Omit<R, 'docnumbr' | 'version'>> & {
  docnumbr: string;
  version?: number;
};
