import { BOOKMARK_BAR_SIZE, type Bookmark } from '@shared/schemas/bookmarks';

export interface BookmarkGroups {
  /** the first BOOKMARK_BAR_SIZE starred, in the user's order */
  bar: Bookmark[];
  /** the starred ones past the bar, waiting for a place (spec §4) */
  overflow: Bookmark[];
  starred: Bookmark[];
}

export function groupBookmarks(list: readonly Bookmark[]): BookmarkGroups {
  const starred = list.filter((bookmark) => bookmark.starred);
  return { bar: starred.slice(0, BOOKMARK_BAR_SIZE), overflow: starred.slice(BOOKMARK_BAR_SIZE), starred };
}

/** `ids` with the one at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** What the BFF will answer to a star toggle, shown at once (starring appends at the end). */
export function withStar(list: readonly Bookmark[], id: string, starred: boolean): Bookmark[] {
  const target = list.find((bookmark) => bookmark.id === id);
  if (!target) return [...list];
  const others = list.filter((bookmark) => bookmark.id !== id);
  const starredOnes = others.filter((bookmark) => bookmark.starred);
  const rest = others.filter((bookmark) => !bookmark.starred);
  // Starred: last of the starred ones; un-starred: first of the others (the BFF then sorts them).
  return [...starredOnes, { ...target, starred }, ...rest];
}

/** The list with its starred ones in `order` (which lists every starred id once). */
export function withOrder(list: readonly Bookmark[], order: readonly string[]): Bookmark[] {
  const byId = new Map(list.map((bookmark) => [bookmark.id, bookmark]));
  const starred = order.map((id) => byId.get(id)).filter((bookmark): bookmark is Bookmark => bookmark !== undefined);
  return [...starred, ...list.filter((bookmark) => !bookmark.starred)];
}
