/**
 * Starred bookmarks per signed-in user, in memory (they survive a new sign-in, not a restart).
 * The order is the user's; the first BOOKMARK_BAR_SIZE show in the bar, the rest wait in the
 * overflow and move up when one before them is un-starred.
 */
import { pagesFor } from '../../shared/catalogue.js';
import { visibleMenu } from '../../shared/menu.js';
import type { CataloguePage } from '../../shared/template-pages.js';
import type { Role } from '../../shared/schemas/people.js';
import type { Bookmark } from '../../shared/schemas/bookmarks.js';
import type { Language } from '../../shared/schemas/config.js';

const DEFAULT_STARRED = 4;

export class BookmarkError extends Error {}

export class BookmarkStore {
  private readonly starredByUser = new Map<string, string[]>();

  private starred(userKey: string, role: Role | null, pages: CataloguePage[]): string[] {
    let ids = this.starredByUser.get(userKey);
    if (!ids) {
      ids = visibleMenu(role).slice(0, DEFAULT_STARRED).map((item) => item.id);
      this.starredByUser.set(userKey, ids);
    }
    // A page the role can no longer open (role changed upstream) drops out quietly.
    const openable = new Set(pages.map((p) => p.id));
    return ids.filter((id) => openable.has(id));
  }

  list(userKey: string, role: Role | null, lang: Language): Bookmark[] {
    const pages = pagesFor(role);
    const starred = this.starred(userKey, role, pages);
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

  setStarred(userKey: string, role: Role | null, id: string, starred: boolean): void {
    const pages = pagesFor(role);
    if (!pages.some((p) => p.id === id)) throw new BookmarkError(`unknown page: ${id}`);
    const current = this.starred(userKey, role, pages).filter((existing) => existing !== id);
    this.starredByUser.set(userKey, starred ? [...current, id] : current);
  }

  reorder(userKey: string, role: Role | null, order: string[]): void {
    const current = this.starred(userKey, role, pagesFor(role));
    const same = order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
    if (!same) throw new BookmarkError('the order must list each starred bookmark once');
    this.starredByUser.set(userKey, [...order]);
  }
}
