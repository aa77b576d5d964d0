/** The UI kit's showcase pages and the UI groups' roots, for its browser tests. */
export const KIT_PAGES: ReadonlyArray<[path: string, heading: string, sections: number]> = [
  ['components/alerts', 'Alertes et états', 3],
  ['components/buttons', 'Boutons', 5],
  ['components/badges', 'Badges', 4],
  ['components/cards', 'Composant carte', 3],
  ['forms/elements', 'Champs de formulaire', 3],
  ['forms/layout', 'Mise en page des formulaires', 3],
  ['extensions/sweet-alert', 'Fenêtres et notifications', 3],
  ['extensions/toastr', 'Notifications (toasts)', 3],
  ['cards/basic', 'Cartes', 3],
  ['cards/statistics', 'Cartes de statistiques', 3],
  ['icons/feather', 'Icônes', 1],
  ['colors/colors', 'Couleurs', 4],
];
/** Each UI group's root: an index of its pages, in the catalogue's order. */
export const GROUPS: ReadonlyArray<[root: string, heading: string, pages: string[]]> = [
  ['components', 'Composants : vue d’ensemble', ['/components/alerts', '/components/buttons', '/components/badges', '/components/cards']],
  ['forms', 'Formulaires : vue d’ensemble', ['/forms/elements', '/forms/layout']],
  ['cards', 'Cartes : vue d’ensemble', ['/cards/basic', '/cards/statistics']],
  ['extensions', 'Extensions : vue d’ensemble', ['/extensions/sweet-alert', '/extensions/toastr']],
  ['icons', 'Icônes : vue d’ensemble', ['/icons/feather']],
  ['colors', 'Couleurs : vue d’ensemble', ['/colors/colors']],
  ['charts', 'Graphiques : vue d’ensemble', ['/charts/apex', '/charts/chartjs', '/charts/recharts']],
  ['maps', 'Cartes géographiques : vue d’ensemble', ['/maps/leaflet']],
];
export const ALL_PATHS = [...KIT_PAGES.map(([path]) => path), ...GROUPS.map(([root]) => root)];
