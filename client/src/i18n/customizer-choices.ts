import { bilingual } from './bilingual';

/** The names of the customizer's choices (modes, layouts, navbar and footer types), under `customizer.*` in both shell dictionaries. */
export const CUSTOMIZER_CHOICES = bilingual({
  modes: { light: ['Clair', 'Light'], dark: ['Sombre', 'Dark'], 'semi-dark': ['Semi-sombre', 'Semi dark'] },
  layouts: { vertical: ['Verticale', 'Vertical'], horizontal: ['Horizontale', 'Horizontal'] },
  navbarTypes: { floating: ['Flottante', 'Floating'], sticky: ['Fixe', 'Sticky'], static: ['Statique', 'Static'], hidden: ['Masquée', 'Hidden'] },
  footerTypes: { static: ['Statique', 'Static'], sticky: ['Fixe', 'Sticky'], hidden: ['Masqué', 'Hidden'] },
});
