import { registerStrings } from '@/components/ui/i18n';

const fr = {
  grid: {
    title: 'Grille avancée',
    subtitle: '300 contacts de démonstration : triez, filtrez par colonne, choisissez les colonnes et exportez.',
    label: 'Contacts',
    columns: {
      firstname: 'Prénom',
      lastname: 'Nom',
      company: 'Entreprise',
      city: 'Ville',
      zip: 'Code postal',
      email: 'E-mail',
      phone: 'Téléphone',
      followers: 'Abonnés',
      joined: 'Inscription',
    },
    filterOf: 'Filtrer « {{column}} »',
    atLeast: '≥',
    from: 'Depuis',
    columnsMenu: 'Colonnes',
    columnsMenuLabel: 'Colonnes affichées',
    export: 'Exporter en CSV',
    exported: 'Fichier CSV exporté : les lignes filtrées, colonnes affichées.',
    clearFilters: 'Effacer les filtres',
    emptyTitle: 'Aucune ligne',
    emptyText: 'Aucune ligne ne correspond aux filtres.',
    filename: 'grille-contacts',
  },
};

const en: typeof fr = {
  grid: {
    title: 'Advanced grid',
    subtitle: '300 demo contacts: sort, filter by column, choose the columns and export.',
    label: 'Contacts',
    columns: {
      firstname: 'First name',
      lastname: 'Last name',
      company: 'Company',
      city: 'City',
      zip: 'Postal code',
      email: 'E-mail',
      phone: 'Phone',
      followers: 'Followers',
      joined: 'Joined',
    },
    filterOf: 'Filter “{{column}}”',
    atLeast: '≥',
    from: 'From',
    columnsMenu: 'Columns',
    columnsMenuLabel: 'Columns shown',
    export: 'Export as CSV',
    exported: 'CSV file exported: the filtered rows, shown columns.',
    clearFilters: 'Clear filters',
    emptyTitle: 'No rows',
    emptyText: 'No row matches the filters.',
    filename: 'grid-contacts',
  },
};

registerStrings(fr, en);
