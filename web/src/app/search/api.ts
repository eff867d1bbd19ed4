/** The top-bar search call (`Search/getSearchList`, added to the spec's list by issue 25). */
import type { SearchAnswer } from '@fleet/shared/platform/search';
import { api } from '../../api/client.ts';

export const searchApi = {
  list: (searchtext: string, signal?: AbortSignal) =>
    api.get<SearchAnswer>('Search/getSearchList', { searchtext }, { signal }),
};
