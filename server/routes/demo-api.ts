/**
 * The template demo endpoints of spec §7 that the shell uses, served from memory per signed-in
 * user: bookmarks and the quick-search catalogue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagesFor } from '../../shared/catalogue.js';
import type { PageGroup } from '../../shared/template-pages.js';
import type { BookmarksResponse, BookmarksUpdate, Language, MainSearchResponse } from '../../shared/types.js';
import { BookmarkError, BookmarkStore } from '../demo-api/bookmarks.js';
import { HttpError } from '../http-error.js';

const GROUP_TITLES: Record<PageGroup, Record<Language, string>> = {
  business: { fr: 'Back-office', en: 'Back-office' },
  apps: { fr: 'Applications', en: 'Apps' },
  pages: { fr: 'Pages', en: 'Pages' },
  ui: { fr: 'Interface', en: 'User interface' },
  misc: { fr: 'Divers', en: 'Miscellaneous' },
};

const pageId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

const updateBody = {
  type: 'object',
  oneOf: [
    {
      type: 'object',
      required: ['obj'],
      properties: {
        obj: {
          type: 'object',
          required: ['id', 'starred'],
          properties: { id: pageId, starred: { type: 'boolean' } },
        },
      },
    },
    {
      type: 'object',
      required: ['order'],
      properties: { order: { type: 'array', maxItems: 200, items: pageId } },
    },
  ],
} as const;

/** The language of the titles: the client sends its interface language as Accept-Language. */
function languageOf(request: FastifyRequest): Language {
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}

function userKeyOf(request: FastifyRequest): string {
  return String(request.session!.user.id);
}

export default async function demoApiRoutes(app: FastifyInstance): Promise<void> {
  const bookmarks = new BookmarkStore();
  app.addHook('preHandler', app.requireSession);

  app.get('/api/search/bookmarks/data', async (request): Promise<BookmarksResponse> => {
    const { role } = request.session!.user;
    return { searchResult: bookmarks.list(userKeyOf(request), role, languageOf(request)) };
  });

  app.post<{ Body: BookmarksUpdate }>('/api/update/bookmarks', { schema: { body: updateBody } }, async (request): Promise<BookmarksResponse> => {
    const { role } = request.session!.user;
    const key = userKeyOf(request);
    try {
      if ('obj' in request.body) bookmarks.setStarred(key, role, request.body.obj.id, request.body.obj.starred);
      else bookmarks.reorder(key, role, request.body.order);
    } catch (err) {
      if (err instanceof BookmarkError) throw new HttpError(400, 'invalid_request', `Favoris : ${err.message}.`);
      throw err;
    }
    return { searchResult: bookmarks.list(key, role, languageOf(request)) };
  });

  app.get('/api/main-search/data', async (request): Promise<MainSearchResponse> => {
    const lang = languageOf(request);
    const groups = new Map<PageGroup, MainSearchResponse['searchArr'][number]>();
    for (const page of pagesFor(request.session!.user.role)) {
      let group = groups.get(page.group);
      if (!group) groups.set(page.group, (group = { groupTitle: GROUP_TITLES[page.group][lang], data: [] }));
      group.data.push({ id: page.id, title: page.title[lang], link: page.link, icon: page.icon, target: page.id });
    }
    return { searchArr: [...groups.values()] };
  });
}
