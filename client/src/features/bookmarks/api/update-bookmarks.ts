import { apiRequest } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import type { Bookmark, BookmarksResponse, BookmarksUpdate } from '@shared/schemas/bookmarks';
import type { Language } from '@shared/schemas/config';
import { bookmarkKeys, bookmarksKey } from './get-bookmarks';

const UPDATE_PATH = 'api/update/bookmarks';

/*
 * Each answer of the BFF is the whole new state, so updates go one at a time, in order; the screen
 * shows every change at once (optimistic) and takes the BFF's state when the last one has answered.
 */
let queue: Promise<void> = Promise.resolve();
let inFlight = 0;

/** POST api/update/bookmarks: a star or an order, shown at once (`optimistic`), then the BFF's state. */
export function updateBookmarks(language: Language, body: BookmarksUpdate, optimistic: (list: Bookmark[]) => Bookmark[]): void {
  const key = bookmarksKey(language);
  void bookmarkKeys.set<BookmarksResponse>(key, (current) => current && { searchResult: optimistic(current.searchResult) });
  inFlight++;
  queue = queue.then(async () => {
    try {
      const answer = await apiRequest<BookmarksResponse>(UPDATE_PATH, { method: 'POST', body });
      if (inFlight === 1) await bookmarkKeys.set(key, answer);
    } catch (failure) {
      toastForError(failure);
      // What the BFF holds now, whatever was shown.
      await bookmarkKeys.revalidate(key);
    } finally {
      inFlight--;
    }
  });
}
