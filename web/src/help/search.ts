/**
 * Help search (spec 000 sections 2 and 8): matches title, description and keywords of every topic in
 * both languages, case-insensitively; a query containing '@' or '.jsx' jumps to a topic by keyword
 * ('@LoginHelp.jsx', 'DashboardHelp.jsx'); an unknown keyword is 'Help content not found'; a failure
 * falls back to a Login Help result ('Search encountered an error').
 */
import {
  fallbackTopicId,
  helpTopics,
  type HelpTopicId,
  type HelpTopicMeta,
  type HelpTopicTexts,
} from './topics.ts';
import { helpTopicTexts } from './topic-texts.ts';

export type HelpSearchResult =
  /** Empty query: show every topic. */
  | { kind: 'all' }
  /** A keyword jump found exactly one topic. */
  | { kind: 'topic'; topicId: HelpTopicId }
  /** Matching topics, best first. */
  | { kind: 'results'; topicIds: HelpTopicId[] }
  /** Plain search without a match: 'No matching topics found' / 'No results found'. */
  | { kind: 'noResults'; query: string }
  /** Keyword jump to a topic that does not exist: 'Help content not found'. */
  | { kind: 'notFound'; keyword: string }
  /** The search failed: 'Search encountered an error' with Login Help as the result. */
  | { kind: 'error'; topicIds: HelpTopicId[] };

export interface HelpIndexEntry {
  id: HelpTopicId;
  /** Normalized texts of both languages. */
  titles: string[];
  descriptions: string[];
  keywords: string[];
  /** Normalized jump keys: the id, the meta's jump keys and the keywords, squeezed (no spaces). */
  jumpKeys: string[];
}

export type HelpIndex = readonly HelpIndexEntry[];

const arabicDiacritics = /[\u064B-\u065F\u0670\u0640]/g;

/** Lower case, Arabic letter variants unified and diacritics dropped, whitespace collapsed. */
export function normalizeHelpText(text: string): string {
  return text
    .toLowerCase()
    .replace(arabicDiacritics, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A jump keyword reduced to letters and digits: '@LoginHelp.jsx' -> 'login', 'Job Card' -> 'jobcard'. */
export function normalizeJumpKey(text: string): string {
  const squeezed = normalizeHelpText(text)
    .replace(/@/g, '')
    .replace(/\.jsx\b/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
  const withoutHelp = squeezed.replace(/help$/, '');
  return withoutHelp === '' ? squeezed : withoutHelp;
}

export function buildHelpIndex(
  texts: readonly HelpTopicTexts[] = Object.values(helpTopicTexts),
  topics: readonly HelpTopicMeta[] = helpTopics,
): HelpIndex {
  return topics.map((topic) => {
    const perLanguage = texts.map((language) => language[topic.id]);
    const keywords = perLanguage.flatMap((text) => text.keywords);
    return {
      id: topic.id,
      titles: perLanguage.map((text) => normalizeHelpText(text.title)),
      descriptions: perLanguage.map((text) => normalizeHelpText(text.description)),
      keywords: keywords.map(normalizeHelpText),
      jumpKeys: unique([topic.id, ...topic.jumpKeys, ...keywords].map(normalizeJumpKey).filter(Boolean)),
    };
  });
}

/** True when the query asks for a keyword jump ('@' or '.jsx' anywhere, any case). */
export function isJumpQuery(query: string): boolean {
  return query.includes('@') || /\.jsx/i.test(query);
}

/** The word of the query that carries the '@' or '.jsx', normalized. */
export function jumpKeyword(query: string): string {
  const word = query.split(/\s+/).find(isJumpQuery) ?? query;
  return normalizeJumpKey(word);
}

/** Pure resolution of a query against the index (may throw on a malformed index). */
export function resolveHelpQuery(query: string, index: HelpIndex): HelpSearchResult {
  const trimmed = query.trim();
  if (trimmed === '') return { kind: 'all' };
  return isJumpQuery(trimmed) ? resolveJump(trimmed, index) : searchTopics(trimmed, index);
}

/** `resolveHelpQuery` that never throws: a failure becomes the Login Help fallback. */
export function runHelpSearch(
  query: string,
  index: HelpIndex,
  resolve: typeof resolveHelpQuery = resolveHelpQuery,
): HelpSearchResult {
  try {
    return resolve(query, index);
  } catch {
    return { kind: 'error', topicIds: [fallbackTopicId] };
  }
}

function resolveJump(query: string, index: HelpIndex): HelpSearchResult {
  const keyword = jumpKeyword(query);
  if (keyword === '') return { kind: 'all' };
  const exact = index.filter((entry) => entry.jumpKeys.includes(keyword)).map((entry) => entry.id);
  if (exact.length === 1) return { kind: 'topic', topicId: exact[0] as HelpTopicId };
  if (exact.length > 1) return { kind: 'results', topicIds: exact };
  // While the keyword is still being typed ('@Insp'), offer the topics it could become.
  if (!/\.jsx/i.test(query)) {
    const partial = index
      .filter((entry) => entry.jumpKeys.some((key) => key.startsWith(keyword)))
      .map((entry) => entry.id);
    if (partial.length > 0) return { kind: 'results', topicIds: partial };
  }
  return { kind: 'notFound', keyword: query.split(/\s+/).find(isJumpQuery) ?? query };
}

/** Every term must occur in the title, description or keywords; titles weigh most. */
function searchTopics(query: string, index: HelpIndex): HelpSearchResult {
  const terms = normalizeHelpText(query).split(' ');
  const scored = index
    .map((entry, position) => {
      let score = 0;
      for (const term of terms) {
        const inTitle = entry.titles.some((title) => title.includes(term));
        const inKeywords = entry.keywords.some((keyword) => keyword.includes(term));
        const inDescription = entry.descriptions.some((description) => description.includes(term));
        if (!inTitle && !inKeywords && !inDescription) return { id: entry.id, score: 0, position };
        score += (inTitle ? 3 : 0) + (inKeywords ? 2 : 0) + (inDescription ? 1 : 0);
      }
      return { id: entry.id, score, position };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position);
  return scored.length === 0
    ? { kind: 'noResults', query }
    : { kind: 'results', topicIds: scored.map((hit) => hit.id) };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
