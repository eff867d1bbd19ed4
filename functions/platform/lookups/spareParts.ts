/**
 * Unified spare part search (spec 000 section 7 `searchSparePartsUnified`, section 9 defaults): the
 * item master and the suppliers' tender prices searched together, ranked, and deduplicated by
 * trimmed item number.
 */
import type {
  ItemSource,
  SparePart,
  SparePartSearchResult,
  TenderPrice,
} from '@fleet/shared/platform/lookups';

export interface SparePartSearch {
  q: string;
  includeTender: boolean;
  includeMaster: boolean;
  maxRows: number;
}

/** A tender row with its supplier's name resolved. */
export type TenderOffer = TenderPrice & { vendname: string };

/** The dedupe key of an item number (spec: deduplicated by trimmed item number). */
export const itemKey = (itemNumber: string) => itemNumber.trim();

export function fromMaster(part: SparePart): SparePartSearchResult {
  return {
    ItemNumber: itemKey(part.sparepart),
    Description: part.sparenam,
    SpareUOM: part.spareuom,
    SpareCat: part.sparecat,
    Source: 'MASTER',
    VendorName: '',
    PriceSource: 'MASTER',
    UnitPrice: part.sparepric,
  };
}

export function fromTender(offer: TenderOffer): SparePartSearchResult {
  return {
    ItemNumber: itemKey(offer.sparepart),
    Description: offer.sparenam,
    SpareUOM: offer.spareuom,
    SpareCat: offer.sparecat,
    Source: 'TENDER',
    VendorName: offer.vendname,
    PriceSource: 'TENDER',
    UnitPrice: offer.tenderpric,
  };
}

const sourceOrder: Record<ItemSource, number> = { MASTER: 0, TENDER: 1 };

/**
 * How well a row matches the search: 0 exact item number, 1 item number prefix, 2 a word of the
 * description starts with the search, 3 anywhere; undefined when some search word is missing.
 */
export function matchRank(row: { itemNumber: string; text: string }, q: string): number | undefined {
  const needle = q.trim().toLowerCase();
  if (needle === '') return 3;
  const itemNumber = row.itemNumber.trim().toLowerCase();
  const haystack = `${itemNumber} ${row.text.toLowerCase()}`;
  const words = needle.split(/\s+/);
  if (!words.every((word) => haystack.includes(word))) return undefined;
  if (itemNumber === needle) return 0;
  if (itemNumber.startsWith(needle)) return 1;
  if (haystack.split(/[\s\-/(),]+/).some((word) => word.startsWith(words[0] ?? needle))) return 2;
  return 3;
}

/**
 * Searches master parts and tender offers. Best match first; for the same item the master record
 * wins over tenders and the cheapest tender over dearer ones; at most `maxRows` rows.
 */
export function searchSpareParts(
  search: SparePartSearch,
  master: readonly SparePart[],
  tenders: readonly TenderOffer[],
): SparePartSearchResult[] {
  const candidates: { rank: number; result: SparePartSearchResult }[] = [];
  if (search.includeMaster) {
    for (const part of master) {
      const rank = matchRank(
        { itemNumber: part.sparepart, text: `${part.sparenam} ${part.sparenamar}` },
        search.q,
      );
      if (rank !== undefined) candidates.push({ rank, result: fromMaster(part) });
    }
  }
  if (search.includeTender) {
    for (const offer of tenders) {
      const rank = matchRank(
        { itemNumber: offer.sparepart, text: `${offer.sparenam} ${offer.vendname}` },
        search.q,
      );
      if (rank !== undefined) candidates.push({ rank, result: fromTender(offer) });
    }
  }
  candidates.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.result.ItemNumber.localeCompare(b.result.ItemNumber) ||
      sourceOrder[a.result.Source] - sourceOrder[b.result.Source] ||
      a.result.UnitPrice - b.result.UnitPrice,
  );
  const seen = new Set<string>();
  const results: SparePartSearchResult[] = [];
  for (const { result } of candidates) {
    if (seen.has(result.ItemNumber)) continue;
    seen.add(result.ItemNumber);
    results.push(result);
    if (results.length >= search.maxRows) break;
  }
  return results;
}

/** Filter of getSparePartsNew: code and name contain the given texts (case-insensitive). */
export function filterSpareParts(
  parts: readonly SparePart[],
  filter: { sparepart?: string; sparenam?: string },
): SparePart[] {
  const code = filter.sparepart?.trim().toLowerCase() ?? '';
  const name = filter.sparenam?.trim().toLowerCase() ?? '';
  return parts.filter(
    (part) =>
      part.sparepart.toLowerCase().includes(code) &&
      (part.sparenam.toLowerCase().includes(name) || part.sparenamar.includes(name)),
  );
}
