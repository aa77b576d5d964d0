/** Routes of the clients area (the list's path comes from shared/menu.ts). */
export const CLIENT_TABS = ['info', 'notes', 'contracts', 'documents', 'tasks', 'comments'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export const CREATE_CLIENT_PATH = '/app/user/createUser';
export const CREATE_MEMBER_PATH = '/app/member/createUser';

export function clientCardPath(id: number, tab: ClientTab = 'info'): string {
  return `/app/user/edit/${id}/${tab}`;
}
