import { registerStrings } from '@/components/ui/i18n';
import { bilingual } from '@/i18n/bilingual';
import './components-i18n';
import './forms-i18n';
import './cards-i18n';
import './extensions-i18n';
import './icons-colors-i18n';

/** A group index's cards: each page's title and what it shows. */
const INDEX_PAGES = bilingual({
  alerts: { title: ['Alertes et états', 'Alerts and states'], text: ['Alertes colorées, états d’une liste (chargement, vide, erreur) et badges.', 'Coloured alerts, list states (loading, empty, error) and badges.'] },
  buttons: { title: ['Boutons', 'Buttons'], text: ['Variantes, tailles et états, boutons icône, choix segmenté et onglets.', 'Variants, sizes and states, icon buttons, segmented choice and tabs.'] },
  badges: { title: ['Badges', 'Badges'], text: ['Étiquettes de statut, compteurs, pastilles de présence et prestations.', 'Status labels, counters, presence dots and services.'] },
  componentCards: { title: ['Composant carte', 'Card component'], text: ['L’anatomie d’une carte, ses variantes de ton et ses dispositions.', 'A card’s anatomy, its tone variants and its layouts.'] },
  formElements: { title: ['Champs de formulaire', 'Form elements'], text: ['Champs, listes, cases, interrupteurs et états de validation.', 'Fields, lists, boxes, switches and validation states.'] },
  formLayout: { title: ['Mise en page des formulaires', 'Form layout'], text: ['Formulaire vertical, horizontal et en sections sur deux colonnes.', 'Vertical and horizontal forms, and sections on two columns.'] },
  sweetAlert: { title: ['Fenêtres et notifications', 'Dialogs and notifications'], text: ['Fenêtre de dialogue, confirmation avant suppression et toasts.', 'Dialog, confirmation before a deletion and toasts.'] },
  toastr: { title: ['Notifications (toasts)', 'Notifications (toasts)'], text: ['Les quatre types de toasts, leur durée et la suite d’une action.', 'The four kinds of toasts, how long they stay and an action’s outcome.'] },
  cardsBasic: { title: ['Cartes', 'Cards'], text: ['Carte de section, liste de faits et chiffres clés.', 'Section card, fact list and key figures.'] },
  cardsStatistics: { title: ['Cartes de statistiques', 'Statistics cards'], text: ['Chiffres du cabinet avec icône, évolution et objectifs.', 'The firm’s figures with an icon, a trend and goals.'] },
  icons: { title: ['Icônes', 'Icons'], text: ['Toutes les icônes nommées, à rechercher ; un clic copie le nom.', 'Every named icon, searchable; a click copies the name.'] },
  colors: { title: ['Couleurs', 'Colours'], text: ['Chaque variable de couleur, sa valeur en clair et en sombre.', 'Each colour variable, its value light and dark.'] },
  apexCharts: { title: ['Graphiques Apex', 'Apex charts'], text: ['Courbes et aires des honoraires de l’année.', 'Lines and areas of the year’s fees.'] },
  chartJs: { title: ['Graphiques Chart.js', 'Chart.js charts'], text: ['Barres et anneaux des prestations.', 'Bars and donuts of the services.'] },
  recharts: { title: ['Graphiques Recharts', 'Recharts charts'], text: ['Radar et nuage de points de l’équipe.', 'Radar and scatter of the team.'] },
  leaflet: { title: ['Carte des clients', 'Clients map'], text: ['Les clients du cabinet par département, avec sa liste.', 'The firm’s clients per département, with its list.'] },
});

/** The kit's own words and its group index, under `kit.*`; each group's pages have theirs in a file of their own, imported above. */
const fr = {
  kit: {
    purpose: 'À quoi ça sert',
    usage: 'Quand l’utiliser',
    example: 'Exemple',
    onThisPage: 'Sur cette page',
    index: {
      label: 'Pages du groupe',
      open: 'Ouvrir la page',
      groups: {
        componentsIndex: 'Les composants de base des écrans : alertes, boutons, badges et cartes, tels que le produit les utilise.',
        formsIndex: 'Les champs de saisie et la façon de les disposer dans un formulaire.',
        cardsIndex: 'Les cartes qui découpent les écrans : cartes de contenu et cartes de chiffres.',
        extensionsIndex: 'Ce qui vient se poser sur l’écran : fenêtres, confirmations et notifications.',
        iconsIndex: 'Le jeu d’icônes du menu et des pages, à rechercher et à copier.',
        colorsIndex: 'Les couleurs du thème, en clair et en sombre, avec leurs variables CSS.',
        chartsIndex: 'Les graphiques du produit, dessinés sur les chiffres du cabinet.',
        mapsIndex: 'La carte des clients par département.',
      },
      pages: INDEX_PAGES.fr,
    },
  },
};

type Strings = typeof fr;

const en: Strings = {
  kit: {
    purpose: 'What it is for',
    usage: 'When to use it',
    example: 'Example',
    onThisPage: 'On this page',
    index: {
      label: 'Pages of the group',
      open: 'Open the page',
      groups: {
        componentsIndex: 'The basic components of the screens: alerts, buttons, badges and cards, as the product uses them.',
        formsIndex: 'The input fields and how to lay them out in a form.',
        cardsIndex: 'The cards screens are cut into: content cards and figure cards.',
        extensionsIndex: 'What comes over the screen: dialogs, confirmations and notifications.',
        iconsIndex: 'The icon set of the menu and pages, to search and copy.',
        colorsIndex: 'The theme’s colours, light and dark, with their CSS variables.',
        chartsIndex: 'The product’s charts, drawn from the firm’s figures.',
        mapsIndex: 'The map of the clients per département.',
      },
      pages: INDEX_PAGES.en,
    },
  },
};

registerStrings(fr, en);
