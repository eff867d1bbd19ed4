/**
 * The line rules the document forms share: change one line, remove one, and add a part (one line per
 * item: an item added again adds to its line's quantity, codes compared without case or surrounding
 * blanks; beyond the document's most lines a new item is not added).
 */

/** The lines with line `index` changed. */
export const updateLine = <L>(lines: readonly L[], index: number, change: Partial<L>): L[] =>
  lines.map((line, i) => (i === index ? { ...line, ...change } : line));

/** The lines without line `index`. */
export const removeLine = <L>(lines: readonly L[], index: number): L[] => lines.filter((_, i) => i !== index);

const sameItem = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Adds a part's line, or its quantity to the line of the same item; at most `maxLines` lines. */
export function addPartLine<L extends { sparepart: string; qty: number }>(
  lines: readonly L[],
  line: L,
  maxLines: number,
): L[] {
  const index = lines.findIndex((entry) => sameItem(entry.sparepart, line.sparepart));
  if (index >= 0) return updateLine(lines, index, { qty: lines[index]!.qty + line.qty } as Partial<L>);
  if (lines.length >= maxLines) return [...lines];
  return [...lines, line];
}

/**
 * A document taken against a source (an invoice against its order, a credit against its invoice), as an
 * edit reopens it: its own lines with `refresh` taking what the source holds now (`fresh`, the source's
 * lines as the server reads them now), and the source's lines it did not take added (`added`), by line.
 */
export function mergeSourceLines<L extends { serlnumb: number }>(
  lines: readonly L[],
  fresh: readonly L[] | undefined,
  refresh: (line: L, now: L) => L,
  added: (line: L) => L = (line) => line,
): L[] {
  if (!fresh) return [...lines];
  const now = new Map(fresh.map((line) => [line.serlnumb, line]));
  const merged = lines.map((line) => {
    const current = now.get(line.serlnumb);
    return current ? refresh(line, current) : line;
  });
  const have = new Set(lines.map((line) => line.serlnumb));
  for (const line of fresh) if (!have.has(line.serlnumb)) merged.push(added(line));
  return merged.sort((a, b) => a.serlnumb - b.serlnumb);
}
