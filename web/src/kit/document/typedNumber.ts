/** A number typed in a document's line (a quantity, a price): a decimal comma accepted; NaN when it is not one. */
export const typedNumber = (text: string): number => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
};
