/** The shell's template endpoints (spec §7): navbar bookmarks and the page search catalogue. */
import { Type, type Static } from 'typebox';

/** A navbar bookmark (spec §3). Starred ones, in the user's order, come first in `searchResult`. */
export const Bookmark = Type.Object({
  id: Type.String(),
  title: Type.String(),
  link: Type.String(),
  icon: Type.String(),
  target: Type.String(),
  starred: Type.Boolean(),
});
export type Bookmark = Static<typeof Bookmark>;

/** GET /api/search/bookmarks/data. The first BOOKMARK_BAR_SIZE starred show in the bar, the rest in the overflow. */
export const BookmarksResponse = Type.Object({ searchResult: Type.Array(Bookmark) });
export type BookmarksResponse = Static<typeof BookmarksResponse>;

export const BOOKMARK_BAR_SIZE = 10;

const PageId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const StarOne = Type.Object({ obj: Type.Object({ id: PageId, starred: Type.Boolean() }, { additionalProperties: false }) });
const Reorder = Type.Object({ order: Type.Array(PageId, { maxItems: 200 }) });

/**
 * POST /api/update/bookmarks: star or un-star one page (`obj`), or reorder the starred ones (`order`); exactly one
 * (the route refuses both). One closed object rather than a oneOf, so that an unknown field is named as such
 * (a oneOf would report the first branch's missing `obj`).
 */
export const BookmarksUpdate = Type.Unsafe<Static<typeof StarOne> | Static<typeof Reorder>>({
  type: 'object',
  properties: { ...StarOne.properties, ...Reorder.properties },
  additionalProperties: false,
  minProperties: 1,
});
export type BookmarksUpdate = Static<typeof BookmarksUpdate>;

export const SearchItem = Type.Object({ id: Type.String(), title: Type.String(), link: Type.String(), icon: Type.String(), target: Type.String() });
export type SearchItem = Static<typeof SearchItem>;

/** GET /api/main-search/data: the pages the role may open, by group. */
export const MainSearchResponse = Type.Object({
  searchArr: Type.Array(Type.Object({ groupTitle: Type.String(), data: Type.Array(SearchItem) })),
});
export type MainSearchResponse = Static<typeof MainSearchResponse>;
