/**
 * The template endpoints of spec §7 that the shell uses, per signed-in user: bookmarks (in
 * the store) and the quick-search catalogue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagesFor } from '../../../shared/catalogue.js';
import { BookmarksResponse, BookmarksUpdate, MainSearchResponse } from '../../../shared/schemas/bookmarks.js';
import type { Language } from '../../../shared/schemas/config.js';
import type { PageGroup } from '../../../shared/template-pages.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { BookmarkError, BookmarkStore } from '../../template-api/bookmarks.js';
import { HttpError } from '../../http-error.js';
import { languageOf } from '../../request-language.js';
import { errorAnswers } from '../../schemas/error-answers.js';
import { defaultReach, reach } from '../../reach/route-reach.js';
import { defaultJournal } from '../../journal/journal-plugin.js';

const GROUP_TITLES: Record<PageGroup, Record<Language, string>> = {
  business: { fr: 'Back-office', en: 'Back-office' },
  apps: { fr: 'Applications', en: 'Apps' },
  pages: { fr: 'Pages', en: 'Pages' },
  ui: { fr: 'Interface', en: 'User interface' },
  misc: { fr: 'Divers', en: 'Miscellaneous' },
};
const tags = ['Bookmarks'];


const bookmarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defaultReach(app, reach.own);
  // Personal preferences and the template's demo apps are left out of the journal (issue 26).
  defaultJournal(app, false);
  const bookmarks = new BookmarkStore(app.records);
  app.addHook('preHandler', app.requireSession);

  app.get('/api/search/bookmarks/data', {
    schema: {
      operationId: 'listBookmarks', summary: "The caller's bookmarks, starred first in their order", tags,
      response: { 200: BookmarksResponse, ...errorAnswers(401) },
    },
  }, async (request) => {
    const { id, role } = signedInUser(request);
    return { searchResult: await bookmarks.list(String(id), role, languageOf(request)) };
  });

  app.post('/api/update/bookmarks', {
    schema: {
      operationId: 'updateBookmarks', summary: 'Star or un-star one page, or reorder the starred ones', tags,
      body: BookmarksUpdate,
      response: { 200: BookmarksResponse, ...errorAnswers(400, 401, 403, 413, 415) },
    },
  }, async (request) => {
    const { id, role } = signedInUser(request);
    const key = String(id);
    if ('obj' in request.body && 'order' in request.body) {
      throw new HttpError(400, 'invalid_request', 'Favoris : envoyez soit obj, soit order, pas les deux.', 'order');
    }
    try {
      if ('obj' in request.body) await bookmarks.setStarred(key, role, request.body.obj.id, request.body.obj.starred);
      else await bookmarks.reorder(key, role, request.body.order);
    } catch (err) {
      if (err instanceof BookmarkError) throw new HttpError(400, 'invalid_request', `Favoris : ${err.message}.`);
      throw err;
    }
    return { searchResult: await bookmarks.list(key, role, languageOf(request)) };
  });

  app.get('/api/main-search/data', {
    schema: {
      operationId: 'listSearchablePages', summary: 'The pages the caller may open, by group (the page search)', tags,
      response: { 200: MainSearchResponse, ...errorAnswers(401) },
    },
  }, async (request) => {
    const lang = languageOf(request);
    const groups = new Map<PageGroup, MainSearchResponse['searchArr'][number]>();
    for (const page of pagesFor(signedInUser(request).role)) {
      let group = groups.get(page.group);
      if (!group) groups.set(page.group, (group = { groupTitle: GROUP_TITLES[page.group][lang], data: [] }));
      group.data.push({ id: page.id, title: page.title[lang], link: page.link, icon: page.icon, target: page.id });
    }
    return { searchArr: [...groups.values()] };
  });
};

export default bookmarkRoutes;
