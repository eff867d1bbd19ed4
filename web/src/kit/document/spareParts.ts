/**
 * The spare part search of the document forms that price parts from a search (the maintenance invoice,
 * spec 000 sections 2, 3 and 9; the estimation): the search's `q` from a part code and name
 * (`searchSparePartsUnified`), results deduplicated by trimmed item number, and the item number choice
 * filtering by code or name, case-insensitively.
 */
import type { SparePartSearchResult } from '@fleet/shared/platform/lookups';
import type { FieldOption } from '../form/fields.tsx';
import { formatAmount } from '../../i18n/format.ts';

/** The `q` of the search from the part code and name fields. */
export function sparePartQuery(code: string, name: string): string {
  return [code.trim(), name.trim()].filter(Boolean).join(' ');
}

/** The results with one row per trimmed item number (the first, best ranked, wins). */
export function uniqueSpareParts(results: readonly SparePartSearchResult[]): SparePartSearchResult[] {
  const seen = new Set<string>();
  const unique: SparePartSearchResult[] = [];
  for (const result of results) {
    const itemNumber = result.ItemNumber.trim();
    if (!itemNumber || seen.has(itemNumber)) continue;
    seen.add(itemNumber);
    unique.push({ ...result, ItemNumber: itemNumber });
  }
  return unique;
}

/** The results whose item number or description contains `text` (case-insensitive). */
export function filterSpareParts(
  results: readonly SparePartSearchResult[],
  text: string,
): SparePartSearchResult[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...results];
  return results.filter(
    (result) =>
      result.ItemNumber.toLocaleLowerCase().includes(needle) ||
      result.Description.toLocaleLowerCase().includes(needle),
  );
}

/** A result as an item number choice: the code, its description, its unit and price. */
export function sparePartOption(result: SparePartSearchResult): FieldOption & { tags: string[] } {
  return {
    value: result.ItemNumber,
    label: result.ItemNumber,
    description: result.Description,
    tags: [result.SpareUOM, formatAmount(result.UnitPrice)].filter(Boolean),
  };
}
