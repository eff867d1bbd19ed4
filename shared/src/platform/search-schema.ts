/** The query of the top-bar search (`GET /api/Search/getSearchList`), parsed on the server. */
import { z } from 'zod';
import { messages } from './messages.ts';
import { searchLimits } from './search-keys.ts';

export const searchListQuery = z.object({
  searchtext: z
    .string({ error: messages.searchTextInvalid })
    .trim()
    .min(1, messages.searchTextInvalid)
    .max(searchLimits.text, messages.searchTextInvalid),
  limit: z.coerce.number().int().min(1).max(searchLimits.hits).default(searchLimits.hits),
});
