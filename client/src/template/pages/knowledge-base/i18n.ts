import { registerStrings } from '@/components/ui/i18n';

const fr = {
  knowledgeBase: {
    title: 'Base de connaissances',
    subtitle: 'L’aide du cabinet sur les écrans du back-office.',
    heroTitle: 'Comment pouvons-nous vous aider ?',
    heroText: 'Cherchez dans les articles ou parcourez les catégories.',
    searchLabel: 'Rechercher dans l’aide',
    categories: 'Catégories',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
    seeCategory: 'Voir les articles de {{category}}',
    results_one: '{{count}} article pour « {{q}} »',
    results_other: '{{count}} articles pour « {{q}} »',
    noneTitle: 'Aucun article',
    noneText: 'Aucun article ne parle de « {{q}} ». Essayez un autre mot, ou parcourez les catégories.',
    allCategories: 'Toutes les catégories',
    breadcrumb: 'Fil d’Ariane',
    openScreen: 'Ouvrir l’écran concerné',
    related: 'Dans la même catégorie',
    notFoundTitle: 'Article introuvable',
    notFoundText: 'Cet article n’existe pas ou a été déplacé.',
    back: 'Retour à la base de connaissances',
  },
};

const en: typeof fr = {
  knowledgeBase: {
    title: 'Knowledge base',
    subtitle: 'The firm’s help on the back-office’s screens.',
    heroTitle: 'How can we help you?',
    heroText: 'Search the articles or browse the categories.',
    searchLabel: 'Search the help',
    categories: 'Categories',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
    seeCategory: 'See the articles of {{category}}',
    results_one: '{{count}} article for “{{q}}”',
    results_other: '{{count}} articles for “{{q}}”',
    noneTitle: 'No articles',
    noneText: 'No article speaks of “{{q}}”. Try another word, or browse the categories.',
    allCategories: 'All categories',
    breadcrumb: 'Breadcrumb',
    openScreen: 'Open the screen',
    related: 'In the same category',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist or has moved.',
    back: 'Back to the knowledge base',
  },
};

registerStrings(fr, en);
