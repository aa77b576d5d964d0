/**
 * Starred bookmarks per signed-in user, in the store (document `user:<id>:bookmarks`): they survive
 * a new sign-in, and with Redis a restart, and every instance reads the same.
 * The order is the user's; the first BOOKMARK_BAR_SIZE show in the bar, the rest wait in the
 * overflow and move up when one before them is un-starred.
 */
import { pagesFor } from '../../shared/catalogue.js';
import { visibleMenu } from '../../shared/menu.js';
import type { CataloguePage } from '../../shared/template-pages.js';
import type { Role } from '../../shared/schemas/people.js';
import type { Bookmark } from '../../shared/schemas/bookmarks.js';
import type { Language } from '../../shared/schemas/config.js';
import type { KeyValueStore } from '../store/store.js';

const DEFAULT_STARRED = 4;

export class BookmarkError extends Error {}

const DOCUMENT = 'bookmarks';

export class BookmarkStore {
  constructor(private readonly store: KeyValueStore) {}

  private async starred(userKey: string, role: Role | null, pages: CataloguePage[]): Promise<string[]> {
    const saved = await this.store.forUser(userKey).get<string[]>(DOCUMENT);
    const ids = saved ?? visibleMenu(role).slice(0, DEFAULT_STARRED).map((item) => item.id);
    // A page the role can no longer open (role changed upstream) drops out quietly.
    const openable = new Set(pages.map((p) => p.id));
    return ids.filter((id) => openable.has(id));
  }

  private save(userKey: string, ids: string[]): Promise<void> {
    return this.store.forUser(userKey).set(DOCUMENT, ids);
  }

  async list(userKey: string, role: Role | null, lang: Language): Promise<Bookmark[]> {
    const pages = pagesFor(role);
    const starred = await this.starred(userKey, role, pages);
    const byId = new Map(pages.map((p) => [p.id, p]));
    const starredSet = new Set(starred);
    const toBookmark = (page: CataloguePage, isStarred: boolean): Bookmark => ({
      id: page.id,
      title: page.title[lang],
      link: page.link,
      icon: page.icon,
      target: page.id,
      starred: isStarred,
    });
    return [
      ...starred.map((id) => toBookmark(byId.get(id)!, true)),
      ...pages.filter((p) => !starredSet.has(p.id)).map((p) => toBookmark(p, false)),
    ];
  }

  async setStarred(userKey: string, role: Role | null, id: string, starred: boolean): Promise<void> {
    const pages = pagesFor(role);
    if (!pages.some((p) => p.id === id)) throw new BookmarkError(`unknown page: ${id}`);
    const current = (await this.starred(userKey, role, pages)).filter((existing) => existing !== id);
    await this.save(userKey, starred ? [...current, id] : current);
  }

  async reorder(userKey: string, role: Role | null, order: string[]): Promise<void> {
    const current = await this.starred(userKey, role, pagesFor(role));
    const same = order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
    if (!same) throw new BookmarkError('the order must list each starred bookmark once');
    await this.save(userKey, [...order]);
  }
}
