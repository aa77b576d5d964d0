import { IconTile } from '@/components/ui/icon-tile';
import './i18n';
import '@/components/ui/split-grid.css';
import '@/template/kit/page-breadcrumb.css';
import './knowledge-base.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BookOpen, ChevronRight, ExternalLink, FileSignature, FileText, ListChecks, UserCog, Users } from 'lucide-react';
import type { Language } from '@shared/schemas/config';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { useCurrentLanguage } from '@/i18n/current-language';
import { ARTICLES, CATEGORIES, type Article, type Category } from './articles';

const ICONS = { users: Users, 'file-signature': FileSignature, 'list-checks': ListChecks, 'user-cog': UserCog } as const;
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Articles whose title, summary or text hold every word typed (accents and case aside), titles first. */
function searchArticles(q: string, lang: Language): Article[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const found = ARTICLES.filter((a) => {
    const text = fold(`${a.title[lang]} ${a.summary[lang]} ${a.body[lang].join(' ')}`);
    return words.every((w) => text.includes(w));
  });
  const inTitle = (a: Article) => (words.every((w) => fold(a.title[lang]).includes(w)) ? 0 : 1);
  return [...found].sort((a, b) => inTitle(a) - inTitle(b));
}

const articleLink = (id: string) => `?article=${encodeURIComponent(id)}`;

function ArticleList({ articles, lang }: { articles: readonly Article[]; lang: Language }) {
  return (
    <ul className="kb-article-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={articleLink(article.id)} className="kb-article-link">
            <FileText size={16} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <span className="min-w-0">
              <span className="kb-article-title">{article.title[lang]}</span>
              <span className="kb-article-summary">{article.summary[lang]}</span>
            </span>
            <ChevronRight size={16} aria-hidden="true" className="flip-rtl ms-auto flex-shrink-0 mt-1" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category, lang }: { category: Category; lang: Language }) {
  const { t } = useTranslation();
  const Icon = ICONS[category.icon];
  const articles = ARTICLES.filter((a) => a.category === category.id);
  const titleId = `kb-category-${category.id}`;
  return (
    <section className="card kb-category" aria-labelledby={titleId} data-testid={`kb-category-${category.id}`}>
      <div className="card-body">
        <div className="kb-category-head">
          <IconTile><Icon size={20} /></IconTile>
          <div className="min-w-0">
            <h2 id={titleId} className="kb-category-title">
              <Link to={`?category=${category.id}`} aria-label={t('knowledgeBase.seeCategory', { category: category.title[lang] })}>
                {category.title[lang]}
              </Link>
            </h2>
            <p className="kb-category-text">
              {category.text[lang]} · {t('knowledgeBase.articles', { count: articles.length })}
            </p>
          </div>
        </div>
        <ArticleList articles={articles} lang={lang} />
      </div>
    </section>
  );
}

function Breadcrumb({ category, article, lang }: { category: Category; article?: Article; lang: Language }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('knowledgeBase.breadcrumb')} className="page-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to="?">{t('knowledgeBase.title')}</Link>
        </li>
        {article ? (
          <>
            <li className="breadcrumb-item">
              <Link to={`?category=${category.id}`}>{category.title[lang]}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {article.title[lang]}
            </li>
          </>
        ) : (
          <li className="breadcrumb-item active" aria-current="page">
            {category.title[lang]}
          </li>
        )}
      </ol>
    </nav>
  );
}

function ArticleView({ article, lang }: { article: Article; lang: Language }) {
  const { t } = useTranslation();
  const category = CATEGORIES.find((c) => c.id === article.category)!;
  const related = ARTICLES.filter((a) => a.category === article.category && a.id !== article.id);
  // Consecutive '- ' paragraphs make one list.
  const blocks: Array<{ kind: 'p'; text: string } | { kind: 'ul'; items: string[] }> = [];
  for (const paragraph of article.body[lang]) {
    if (paragraph.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.items.push(paragraph.slice(2));
      else blocks.push({ kind: 'ul', items: [paragraph.slice(2)] });
    } else blocks.push({ kind: 'p', text: paragraph });
  }
  return (
    <>
      <Breadcrumb category={category} article={article} lang={lang} />
      <PageHeading title={article.title[lang]} subtitle={article.summary[lang]} icon={<BookOpen size={22} />} documentTitle={`${article.title[lang]} · ${t('knowledgeBase.title')}`} />
      <div className="kb-article-layout">
        <article className="card kb-article" data-testid="kb-article">
          <div className="card-body">
            {blocks.map((block, index) =>
              block.kind === 'p' ? (
                <p key={index}>{block.text}</p>
              ) : (
                <ul key={index}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
            <div className="kb-article-actions">
              <Link to={article.link} className="btn btn-primary">
                <ExternalLink size={16} aria-hidden="true" />
                {t('knowledgeBase.openScreen')}
              </Link>
              <BackLink to={`?category=${category.id}`} label={category.title[lang]} />
            </div>
          </div>
        </article>
        {related.length > 0 && (
          <aside className="card kb-related" aria-labelledby="kb-related-title">
            <div className="card-body">
              <h2 id="kb-related-title" className="kb-related-title">
                {t('knowledgeBase.related')}
              </h2>
              <ArticleList articles={related} lang={lang} />
            </div>
          </aside>
        )}
      </div>
    </>
  );
}

/**
 * /pages/knowledge-base: categories of the firm's help articles, a search over them (`?q=`), a
 * category (`?category=`) and an article (`?article=`), all in the URL.
 */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const articleId = params.get('article');
  const categoryId = params.get('category');

  if (articleId !== null) {
    const article = ARTICLES.find((a) => a.id === articleId);
    if (article) return <ArticleView article={article} lang={lang} />;
    return (
      <>
        <PageHeading title={t('knowledgeBase.title')} icon={<BookOpen size={22} />} />
        <section className="card">
          <EmptyState icon={<BookOpen size={28} />} title={t('knowledgeBase.notFoundTitle')} text={t('knowledgeBase.notFoundText')} action={<BackLink to="?" label={t('knowledgeBase.back')} />} />
        </section>
      </>
    );
  }

  const category = CATEGORIES.find((c) => c.id === categoryId);
  const setQuery = (next: string) => setParams(next.trim() === '' ? {} : { q: next }, { replace: true });
  const text = q.trim();
  const found = text === '' ? [] : searchArticles(text, lang);

  let content;
  if (text !== '') {
    content = (
      <section className="card" aria-labelledby="kb-results-title">
        <div className="card-body">
          <h2 id="kb-results-title" className="kb-results-title" role="status">
            {t('knowledgeBase.results', { count: found.length, q: text })}
          </h2>
          {found.length === 0 ? <EmptyState icon={<BookOpen size={28} />} title={t('knowledgeBase.noneTitle')} text={t('knowledgeBase.noneText', { q: text })} /> : <ArticleList articles={found} lang={lang} />}
        </div>
      </section>
    );
  } else if (category) {
    content = (
      <>
        <Breadcrumb category={category} lang={lang} />
        <CategoryCard category={category} lang={lang} />
        <div className="mt-3">
          <BackLink to="?" label={t('knowledgeBase.allCategories')} />
        </div>
      </>
    );
  } else {
    content = (
      <div className="split-grid split-grid-lg kb-categories">
        {CATEGORIES.map((c) => (
          <CategoryCard key={c.id} category={c} lang={lang} />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading title={t('knowledgeBase.title')} subtitle={t('knowledgeBase.subtitle')} icon={<BookOpen size={22} />} />
      <section className="card kb-hero" aria-labelledby="kb-hero-title">
        <div className="card-body">
          <h2 id="kb-hero-title" className="kb-hero-title">
            {t('knowledgeBase.heroTitle')}
          </h2>
          <p className="kb-hero-text">{t('knowledgeBase.heroText')}</p>
          <div className="kb-hero-search">
            <SearchBox value={q} onSearch={setQuery} id="kb-search" label={t('knowledgeBase.searchLabel')} />
          </div>
        </div>
      </section>
      {content}
    </>
  );
}
