import { useLocation } from 'react-router-dom';

/**
 * The user screens exist twice (spec §2): under /app/user (the apps) and /pages/user (the pages);
 * a screen links to the list and record of its own family. The edit screen is under /app only.
 */
export function useUserPaths() {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/pages/') ? '/pages/user' : '/app/user';
  return {
    list: `${base}/list`,
    view: (id: number) => `${base}/view?id=${id}`,
    edit: (id: number) => `/app/user/edit?id=${id}`,
  };
}

/** The `?id=` of a user screen: a positive whole number, or null (the first user then). */
export function idParam(params: URLSearchParams): number | null {
  const raw = params.get('id');
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
