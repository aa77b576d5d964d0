import { registerStrings } from '@/components/ui/i18n';

const fr = {
  dataTables: {
    title: 'Tableaux de données',
    subtitle: 'Les 300 contacts de démonstration : triez, filtrez, cochez des lignes et exportez-les en CSV.',
    label: 'Contacts',
    search: 'Filtrer les contacts',
    searchPlaceholder: 'Nom, entreprise, ville, e-mail…',
    city: 'Ville',
    allCities: 'Toutes les villes',
    columns: { name: 'Nom', company: 'Entreprise', city: 'Ville', email: 'E-mail', followers: 'Abonnés', joined: 'Inscription' },
    selectAllPage: 'Sélectionner les lignes de la page',
    selectRow: 'Sélectionner {{name}}',
    selected_one: '{{count}} ligne sélectionnée',
    selected_other: '{{count}} lignes sélectionnées',
    selectAllFiltered: 'Sélectionner les {{count}} lignes filtrées',
    clearSelection: 'Désélectionner tout',
    exportSelected: 'Exporter la sélection',
    exportFiltered: 'Exporter les lignes filtrées',
    exportedSelection: 'Fichier CSV exporté : les lignes sélectionnées.',
    exportedFiltered: 'Fichier CSV exporté : les lignes filtrées.',
    clearFilters: 'Effacer les filtres',
    emptyTitle: 'Aucun contact',
    emptyText: 'Aucun contact ne correspond aux filtres.',
    filename: 'contacts',
  },
};

const en: typeof fr = {
  dataTables: {
    title: 'Data tables',
    subtitle: 'The 300 demo contacts: sort, filter, tick rows and export them as CSV.',
    label: 'Contacts',
    search: 'Filter the contacts',
    searchPlaceholder: 'Name, company, city, e-mail…',
    city: 'City',
    allCities: 'All cities',
    columns: { name: 'Name', company: 'Company', city: 'City', email: 'E-mail', followers: 'Followers', joined: 'Joined' },
    selectAllPage: 'Select the rows of the page',
    selectRow: 'Select {{name}}',
    selected_one: '{{count}} row selected',
    selected_other: '{{count}} rows selected',
    selectAllFiltered: 'Select the {{count}} filtered rows',
    clearSelection: 'Clear the selection',
    exportSelected: 'Export the selection',
    exportFiltered: 'Export the filtered rows',
    exportedSelection: 'CSV file exported: the selected rows.',
    exportedFiltered: 'CSV file exported: the filtered rows.',
    clearFilters: 'Clear the filters',
    emptyTitle: 'No contact',
    emptyText: 'No contact matches the filters.',
    filename: 'contacts',
  },
};

registerStrings(fr, en);
