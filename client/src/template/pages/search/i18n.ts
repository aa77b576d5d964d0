import { registerStrings } from '@/components/ui/i18n';

const fr = {
  searchPage: {
    title: 'Recherche',
    subtitle: 'Clients, contrats, tâches et pages du back-office que votre rôle peut ouvrir.',
    label: 'Rechercher dans le back-office',
    kinds: 'Types de résultats',
    all: 'Tout',
    kind: { clients: 'Clients', contracts: 'Contrats', tasks: 'Tâches', pages: 'Pages' },
    summary_one: '{{count}} résultat pour « {{q}} »',
    summary_other: '{{count}} résultats pour « {{q}} »',
    searching: 'Recherche en cours…',
    tooShort: 'Saisissez au moins {{count}} caractères pour lancer la recherche.',
    startTitle: 'Que cherchez-vous ?',
    startText: 'Un nom de client, un e-mail, un numéro de téléphone, un contrat, une tâche ou une page.',
    noneTitle: 'Aucun résultat',
    noneText: 'Rien ne correspond à « {{q}} ». Vérifiez l’orthographe ou essayez un autre mot.',
    groupNone: 'Aucun résultat dans cette catégorie.',
    seeAll_one: 'Voir le résultat dans la liste',
    seeAll_other: 'Voir les {{count}} résultats dans la liste',
    shown: '{{shown}} affichés sur {{count}}',
    groupError: 'Cette catégorie n’a pas pu être chargée.',
    retry: 'Réessayer',
    due: 'Échéance {{date}}',
    noDue: 'Sans échéance',
    completed: 'Terminée',
  },
};

const en: typeof fr = {
  searchPage: {
    title: 'Search',
    subtitle: 'Clients, contracts, tasks and back-office pages your role may open.',
    label: 'Search the back-office',
    kinds: 'Kinds of results',
    all: 'All',
    kind: { clients: 'Clients', contracts: 'Contracts', tasks: 'Tasks', pages: 'Pages' },
    summary_one: '{{count}} result for “{{q}}”',
    summary_other: '{{count}} results for “{{q}}”',
    searching: 'Searching…',
    tooShort: 'Type at least {{count}} characters to search.',
    startTitle: 'What are you looking for?',
    startText: 'A client’s name, an e-mail, a phone number, a contract, a task or a page.',
    noneTitle: 'No results',
    noneText: 'Nothing matches “{{q}}”. Check the spelling or try another word.',
    groupNone: 'No results in this category.',
    seeAll_one: 'See the result in the list',
    seeAll_other: 'See the {{count}} results in the list',
    shown: '{{shown}} shown of {{count}}',
    groupError: 'This category could not be loaded.',
    retry: 'Retry',
    due: 'Due {{date}}',
    noDue: 'No due date',
    completed: 'Completed',
  },
};

registerStrings(fr, en);
