/**
 * The firm's own help texts on the back-office's screens, in French and English: static content
 * of the knowledge base page's chunk, kept as data in articles.json. Each article: a category, a
 * title, a summary, paragraphs or steps, and the screen it speaks of.
 */
import type { Language } from '@shared/schemas/config';
import { PATHS } from '@shared/paths';
import { TEMPLATE_PAGES } from '@shared/template-pages';
import content from './articles.json';

export type CategoryId = 'clients' | 'contracts' | 'daily' | 'account';

export interface Category {
  id: CategoryId;
  icon: 'users' | 'file-signature' | 'list-checks' | 'user-cog';
  title: Record<Language, string>;
  text: Record<Language, string>;
}

export interface Article {
  id: string;
  category: CategoryId;
  /** the screen the article speaks of */
  link: string;
  title: Record<Language, string>;
  summary: Record<Language, string>;
  /** paragraphs; a paragraph starting with '- ' is a list item */
  body: Record<Language, string[]>;
}

/** The data names a screen by its key in PATHS or, for a template page, by its catalogue id, so that a path is written once. */
function linkOf(screen: string): string {
  const link = PATHS[screen as keyof typeof PATHS] ?? TEMPLATE_PAGES.find((page) => page.id === screen)?.link;
  if (!link) throw new Error(`knowledge base: unknown screen ${screen}`);
  return link;
}

export const CATEGORIES = content.categories as readonly Category[];

export const ARTICLES: readonly Article[] = content.articles.map(({ screen, ...article }) => ({
  ...article,
  category: article.category as CategoryId,
  link: linkOf(screen),
}));
