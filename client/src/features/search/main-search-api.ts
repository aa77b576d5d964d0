import useSWR from 'swr';
import { useCurrentLanguage } from '@/i18n/current-language';
import { apiGet } from '@/lib/api-client';
import type { Language } from '@shared/schemas/config';
import type { MainSearchResponse } from '@shared/schemas/bookmarks';

const MAIN_SEARCH_PATH = 'api/main-search/data';

function fetchMainSearch([path]: readonly [string, Language]): Promise<MainSearchResponse> {
  return apiGet<MainSearchResponse>(path);
}

/** The catalogue of pages the role may open, in the interface language; asked for once needed. */
export function useMainSearch(enabled: boolean): MainSearchResponse['searchArr'] {
  const language = useCurrentLanguage();
  const { data } = useSWR(enabled ? ([MAIN_SEARCH_PATH, language] as const) : null, fetchMainSearch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return data?.searchArr ?? [];
}
