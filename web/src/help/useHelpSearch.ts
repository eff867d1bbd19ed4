/**
 * Query and selected topic of a help view (overlay or page), with the search result derived from them.
 * The topic lives wherever the caller keeps it (component state in the overlay, the URL on the pages).
 */
import { useCallback, useMemo, useState } from 'react';
import { buildHelpIndex, runHelpSearch, type HelpSearchResult } from './search.ts';
import { fallbackTopicId } from './topics.ts';

const helpIndex = buildHelpIndex();

export interface HelpSearchState {
  query: string;
  setQuery: (query: string) => void;
  /** `undefined` while the query is empty. */
  result: HelpSearchResult | undefined;
  topicId: string | undefined;
  openTopic: (topicId: string) => void;
  showAllTopics: () => void;
  backToLoginHelp: () => void;
  /** Enter in the search: opens the first topic found. */
  submit: () => void;
}

export function useHelpSearch(
  topicId: string | undefined,
  setTopicId: (topicId: string | undefined) => void,
): HelpSearchState {
  const [query, setQueryState] = useState('');
  const result = useMemo(() => (query.trim() === '' ? undefined : runHelpSearch(query, helpIndex)), [query]);

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      if (topicId !== undefined && next.trim() !== '') setTopicId(undefined);
    },
    [topicId, setTopicId],
  );
  const openTopic = useCallback(
    (id: string) => {
      setQueryState('');
      setTopicId(id);
    },
    [setTopicId],
  );
  const showAllTopics = useCallback(() => {
    setQueryState('');
    setTopicId(undefined);
  }, [setTopicId]);
  const backToLoginHelp = useCallback(() => openTopic(fallbackTopicId), [openTopic]);
  const submit = useCallback(() => {
    if (result?.kind === 'results' && result.topicIds[0]) openTopic(result.topicIds[0]);
  }, [result, openTopic]);

  return { query, setQuery, result, topicId, openTopic, showAllTopics, backToLoginHelp, submit };
}
