import { registerStrings } from '@/components/ui/i18n';

/** Strings of the kit’s icons and colours pages, under `kit.icons` and `kit.colors`. */
const fr = {
  kit: {
    icons: {
      title: 'Icônes',
      subtitle: 'Les icônes du menu et des pages : cliquez sur une icône pour copier son nom.',
      set: {
        title: 'Jeu d’icônes',
        purpose: 'Les icônes nommées du menu et du catalogue des pages (noms Feather, dessins Lucide).',
        usage: 'Pour donner un repère visuel à un libellé, jamais seules sans nom.',
      },
      search: 'Rechercher une icône',
      count_one: '{{count}} icône',
      count_other: '{{count}} icônes',
      copy: 'Copier le nom « {{name}} »',
      copyPrefix: 'Copier le nom',
      copied: 'Nom copié : {{name}}',
      copyFailed: 'Copie impossible : le nom est « {{name}} ».',
      none: 'Aucune icône ne correspond à « {{q}} ».',
    },
    colors: {
      title: 'Couleurs',
      subtitle: 'Les couleurs du thème, en clair et en sombre, avec leur variable CSS et leur valeur.',
      variable: 'Variable CSS',
      light: 'Clair',
      dark: 'Sombre',
      brand: {
        title: 'Couleur principale',
        purpose: 'La couleur du cabinet : actions principales, liens, élément actif du menu.',
        usage: 'Pour ce qui se clique en premier ; le texte sur fond clair utilise la variante « text », plus contrastée.',
      },
      states: {
        title: 'Couleurs d’état',
        purpose: 'Réussite, information, avertissement, erreur, neutre : les badges, alertes et toasts.',
        usage: 'Toujours avec un mot : la couleur seule ne suffit pas à tous.',
      },
      fills: {
        title: 'Fonds pleins et texte dessus',
        purpose: 'Les fonds des badges et boutons pleins, chacun avec la couleur de texte lisible dessus.',
        usage: 'Employez la paire « fill » et « on » ensemble : le contraste est vérifié pour les deux thèmes.',
      },
      surfaces: {
        title: 'Surfaces et textes',
        purpose: 'Le fond de la page et des cartes, le texte, le texte secondaire, les bordures.',
        usage: 'Ne codez jamais une couleur en dur : ces variables suivent le thème clair ou sombre.',
      },
    },
  },
};

const en: typeof fr = {
  kit: {
    icons: {
      title: 'Icons',
      subtitle: 'The icons of the menu and pages: click an icon to copy its name.',
      set: {
        title: 'Icon set',
        purpose: 'The named icons of the menu and of the page catalogue (Feather names, Lucide drawings).',
        usage: 'To give a label a visual cue, never alone without a name.',
      },
      search: 'Search an icon',
      count_one: '{{count}} icon',
      count_other: '{{count}} icons',
      copy: 'Copy the name “{{name}}”',
      copyPrefix: 'Copy the name',
      copied: 'Name copied: {{name}}',
      copyFailed: 'Could not copy: the name is “{{name}}”.',
      none: 'No icon matches “{{q}}”.',
    },
    colors: {
      title: 'Colours',
      subtitle: 'The theme’s colours, light and dark, with their CSS variable and value.',
      variable: 'CSS variable',
      light: 'Light',
      dark: 'Dark',
      brand: {
        title: 'Main colour',
        purpose: 'The firm’s colour: main actions, links, the menu’s active item.',
        usage: 'For what is clicked first; text on a light background uses the “text” variant, with more contrast.',
      },
      states: {
        title: 'State colours',
        purpose: 'Success, information, warning, error, neutral: badges, alerts and toasts.',
        usage: 'Always with a word: colour alone is not enough for everyone.',
      },
      fills: {
        title: 'Solid fills and the text on them',
        purpose: 'The backgrounds of solid badges and buttons, each with the text colour readable on it.',
        usage: 'Use the “fill” and “on” pair together: its contrast is checked in both themes.',
      },
      surfaces: {
        title: 'Surfaces and text',
        purpose: 'The page’s and cards’ background, the text, the secondary text, the borders.',
        usage: 'Never hard-code a colour: these variables follow the light or dark theme.',
      },
    },
  },
};

registerStrings(fr, en);
