import useSWR, { useSWRConfig } from 'swr';
import { useCurrentLanguage } from '@/i18n/current-language';
import { apiGet, apiRequest } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { withOrder, withStar } from './bookmark-order';
import type { Bookmark, BookmarksResponse, BookmarksUpdate } from '@shared/schemas/bookmarks';
import type { Language } from '@shared/schemas/config';

export const BOOKMARKS_PATH = 'api/search/bookmarks/data';
const UPDATE_PATH = 'api/update/bookmarks';

/** Titles come in the request's language: the key carries it, so a language switch re-fetches. */
export function bookmarksKey(language: Language): readonly [string, Language] {
  return [BOOKMARKS_PATH, language];
}

function fetchBookmarks([path]: readonly [string, Language]): Promise<BookmarksResponse> {
  return apiGet<BookmarksResponse>(path);
}

/*
 * Each answer of the BFF is the whole new state, so updates go one at a time, in order; the screen
 * shows every change at once (optimistic) and takes the BFF's state when the last one has answered.
 */
let queue: Promise<void> = Promise.resolve();
let inFlight = 0;

export interface BookmarksState {
  list: Bookmark[];
  isLoading: boolean;
  error: unknown;
  setStarred: (id: string, starred: boolean) => void;
  /** `order` lists every starred id once */
  reorder: (order: string[]) => void;
}

export function useBookmarks(): BookmarksState {
  const language = useCurrentLanguage();
  const key = bookmarksKey(language);
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR(key, fetchBookmarks, { keepPreviousData: true });

  const send = (body: BookmarksUpdate, optimistic: (list: Bookmark[]) => Bookmark[]): void => {
    void mutate<BookmarksResponse>(key, (current) => current && { searchResult: optimistic(current.searchResult) }, {
      revalidate: false,
    });
    inFlight++;
    queue = queue.then(async () => {
      try {
        const answer = await apiRequest<BookmarksResponse>(UPDATE_PATH, { method: 'POST', body });
        if (inFlight === 1) await mutate(key, answer, { revalidate: false });
      } catch (failure) {
        toastForError(failure);
        // What the BFF holds now, whatever was shown.
        await mutate(key);
      } finally {
        inFlight--;
      }
    });
  };

  return {
    list: data?.searchResult ?? [],
    isLoading,
    error,
    setStarred: (id, starred) => send({ obj: { id, starred } }, (list) => withStar(list, id, starred)),
    reorder: (order) => send({ order }, (list) => withOrder(list, order)),
  };
}
