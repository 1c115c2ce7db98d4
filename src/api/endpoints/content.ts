/**
 * Content calls: the 404 page's trending stories (SPEC section 2; the endpoint is ours, path in
 * ./paths).
 */
import { validateTrendingStoriesResponse } from '../../generated/validatorLoaders';
import { type TrendingStory } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

export type { TrendingStory };

export interface TrendingParams {
  /** Locale code of the stories. */
  readonly lang?: string;
  readonly limit?: number;
}

/** A failure hides the column: no stories. */
const TRENDING_STORIES_DEFAULT: readonly TrendingStory[] = /* @__PURE__ */ frozen([]);

export const trendingStoriesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'trendingStories',
  method: 'GET',
  path: PATHS.trendingStories,
  validate: validateTrendingStoriesResponse,
  query: (p: TrendingParams) => ({ lang: p.lang, limit: p.limit }),
  select: (body): readonly TrendingStory[] => body.data.list,
  fallback: TRENDING_STORIES_DEFAULT,
});
export const fetchTrendingStories = /* @__PURE__ */ endpointFn(trendingStoriesEndpoint);
