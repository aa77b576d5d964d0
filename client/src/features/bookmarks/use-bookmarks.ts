import { useCurrentLanguage } from '@/i18n/current-language';
import { withOrder, withStar } from './bookmark-order';
import { useBookmarkList } from './api/get-bookmarks';
import { updateBookmarks } from './api/update-bookmarks';
import type { Bookmark } from '@shared/schemas/bookmarks';

export interface BookmarksState {
  list: Bookmark[];
  isLoading: boolean;
  error: unknown;
  setStarred: (id: string, starred: boolean) => void;
  /** `order` lists every starred id once */
  reorder: (order: string[]) => void;
}

/** The bookmarks in the interface language, and the changes the bar makes to them. */
export function useBookmarks(): BookmarksState {
  const language = useCurrentLanguage();
  const { data, error, isLoading } = useBookmarkList(language);
  return {
    list: data?.searchResult ?? [],
    isLoading,
    error,
    setStarred: (id, starred) => updateBookmarks(language, { obj: { id, starred } }, (list) => withStar(list, id, starred)),
    reorder: (order) => updateBookmarks(language, { order }, (list) => withOrder(list, order)),
  };
}
