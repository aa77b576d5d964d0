import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';
import type { BookmarksResponse } from '@shared/schemas/bookmarks';
import type { Language } from '@shared/schemas/config';

export const bookmarkKeys = resourceKeys('api/search/bookmarks/data');

/** Titles come in the request's language: the key carries it, so a language switch re-fetches. */
export function bookmarksKey(language: Language): readonly [string, Language] {
  return bookmarkKeys.derived(language);
}

function fetchBookmarks([path]: readonly [string, Language]): Promise<BookmarksResponse> {
  return apiGet<BookmarksResponse>(path);
}

/** GET api/search/bookmarks/data: the pages the user may star, the starred ones first in their order. */
export function useBookmarkList(language: Language) {
  return useSWR(bookmarksKey(language), fetchBookmarks, { keepPreviousData: true });
}
