/**
 * The template apps' endpoints (spec §7): calendar, chat, data list and grid, mail, the account
 * settings' preferences, shop, todo and the sample users, each signed-in user's own state in the
 * store (server/template-api/). One guard for them all: the template pages' permissions (401, 403).
 * The folder's two others keep theirs: bookmarks.ts serves every signed-in user (the shell's
 * bookmarks and page search), auth.ts is public and rate-limited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTemplateUser } from '../../auth/role-guard.js';
import { defaultReach, reach } from '../../reach/route-reach.js';
import calendarRoutes from './calendar.js';
import chatRoutes from './chat.js';
import dataListRoutes from './datalist.js';
import gridRoutes from './grid.js';
import mailRoutes from './email.js';
import preferenceRoutes from './preferences.js';
import shopRoutes from './shop.js';
import todoRoutes from './todo.js';
import userRoutes from './users.js';
import { defaultJournal } from '../../journal/journal-plugin.js';

const templateAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireTemplateUser);
  // Each signed-in user's own copy of the demo data: no record of the firm.
  defaultReach(app, reach.own);
  // Personal preferences and the template's demo apps are left out of the journal (issue 26).
  defaultJournal(app, false);
  await app.register(mailRoutes);
  await app.register(dataListRoutes);
  await app.register(gridRoutes);
  await app.register(shopRoutes);
  await app.register(todoRoutes);
  await app.register(userRoutes);
  await app.register(preferenceRoutes);
  await app.register(chatRoutes);
  await app.register(calendarRoutes);
};

export default templateAppRoutes;
