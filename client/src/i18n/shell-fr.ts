/**
 * The strings of the signed-in shell (customizer, bookmarks, quick search, template pages) and of
 * the template's blank pages: loaded with those chunks, not with the login page.
 */
import { CUSTOMIZER_CHOICES } from './customizer-choices';

export const shellFr = {
  layout: {
    pinMenu: 'Garder le menu déplié',
    more: 'Plus',
    moreMenu: 'Plus d’entrées du menu ({{count}})',
    scrollToTop: 'Revenir en haut de la page',
  },
  customizer: {
    open: 'Personnaliser le thème',
    close: 'Fermer la personnalisation',
    title: 'Personnalisation du thème',
    subtitle: 'Les changements s’appliquent tout de suite et sont gardés dans ce navigateur.',
    reset: 'Réinitialiser',
    darkMode: 'Mode sombre',
    theming: 'Thème',
    menuColor: 'Couleur du menu',
    mode: 'Mode',
    ...CUSTOMIZER_CHOICES.fr,
    semiDarkVerticalOnly: 'Le mode semi-sombre n’existe qu’avec la mise en page verticale.',
    layoutSection: 'Mise en page',
    layout: 'Disposition du menu',
    horizontalBreakpoint: 'À 1199 px de large ou moins, la mise en page horizontale devient verticale.',
    sidebarCollapsed: 'Menu réduit',
    verticalOnly: 'Seulement avec la mise en page verticale.',
    navbarColor: 'Couleur de la barre de navigation',
    colors: {
      default: 'Par défaut',
      primary: 'Violet (principale)',
      success: 'Vert',
      danger: 'Rouge',
      info: 'Cyan',
      warning: 'Orange',
      dark: 'Sombre',
    },
    navbarType: 'Type de barre de navigation',
    hiddenNavbarHint: 'Sous 1200 px de large, la barre reste visible : elle porte le bouton du menu.',
    footerType: 'Type de pied de page',
    misc: 'Divers',
    rtl: 'De droite à gauche (RTL)',
    hideScrollToTop: 'Masquer le bouton « Revenir en haut »',
  },
  bookmarks: {
    bar: 'Favoris',
    moveHelp: 'Alt + flèche gauche ou droite pour déplacer ce favori.',
    moved: '« {{title}} » déplacé en position {{position}} sur {{count}}.',
    all_one: 'Favoris ({{count}})',
    all_other: 'Favoris ({{count}})',
    overflow_one: '{{count}} autre favori',
    overflow_other: '{{count}} autres favoris',
    overflowTitle: 'Autres favoris',
    manage: 'Gérer les favoris',
    searchLabel: 'Ajouter ou retirer des favoris',
    searchPlaceholder: 'Rechercher une page…',
    count_one: '{{count}} favori : les {{max}} premiers vont dans la barre, les suivants dans « Autres favoris ».',
    count_other: '{{count}} favoris : les {{max}} premiers vont dans la barre, les suivants dans « Autres favoris ».',
    pages: 'Pages disponibles',
    star: 'Favori : {{title}}',
    noMatch: 'Aucune page ne correspond.',
  },
  search: {
    open: 'Rechercher une page (Ctrl+K)',
    label: 'Rechercher une page',
    placeholder: 'Rechercher une page, un client, un contrat…',
    close: 'Fermer la recherche',
    results: 'Résultats',
    clients: 'Clients',
    contracts: 'Contrats',
    contractDetail: '{{state}} · créé le {{date}}',
    count_one: '{{count}} résultat',
    count_other: '{{count}} résultats',
    noResult: 'Aucun résultat pour « {{query}} ».',
  },
  templatePage: {
    breadcrumb: 'Fil d’Ariane',
    groups: { business: 'Back-office', apps: 'Applications', pages: 'Pages', ui: 'Interface', misc: 'Divers' },
  },

  profilePage: {
    title: 'Profil',
    today: 'Aujourd’hui : {{date}}',
    about: 'À propos',
    name: 'Nom',
    role: 'Rôle',
    language: 'Langue',
    status: 'Statut',
    demoTitle: 'Page de profil du modèle',
    demoText:
      'Cette page de profil vient du modèle d’administration : elle montre le compte connecté et replie le menu latéral. Vos informations détaillées sont dans « Modifier son profil ».',
  },
  authPages: {
    backToLogin: 'Retour à la connexion',
    fields: {
      name: 'Nom',
      namePlaceholder: 'Prénom Nom',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmer le mot de passe',
    },
    errors: {
      name: 'Veuillez saisir votre nom.',
      email: 'Saisissez une adresse e-mail valide.',
      password: 'Le mot de passe doit contenir au moins {{min}} caractères.',
      passwordRequired: 'Saisissez votre mot de passe.',
      confirm: 'Les deux mots de passe doivent être identiques.',
      terms: 'Acceptez les conditions d’utilisation pour continuer.',
    },
    register: {
      title: 'Créer un compte 🚀',
      subtitle: 'Rejoignez l’espace de travail du cabinet.',
      terms: 'J’accepte les conditions d’utilisation et la politique de confidentialité',
      submit: 'Créer le compte',
      haveAccount: 'Vous avez déjà un compte ?',
      demo: 'Démonstration : la création de compte se fait par un administrateur.',
    },
    forgot: {
      title: 'Mot de passe oublié ? 🔒',
      subtitle: 'Saisissez votre e-mail : nous vous dirons comment réinitialiser votre mot de passe.',
      submit: 'Envoyer le lien',
      demo: 'Démonstration : aucun e-mail n’est envoyé ; demandez la réinitialisation à l’administrateur du cabinet.',
    },
    reset: {
      title: 'Réinitialiser le mot de passe 🔒',
      subtitle: 'Le nouveau mot de passe doit être différent des précédents.',
      submit: 'Enregistrer le mot de passe',
      demo: 'Démonstration : le mot de passe se change auprès de l’administrateur du cabinet.',
    },
    lock: {
      title: 'Session verrouillée 🔐',
      subtitle: 'Saisissez votre mot de passe pour reprendre là où vous en étiez.',
      submit: 'Déverrouiller',
      guest: 'Utilisateur',
      notYou: 'Ce n’est pas vous ?',
      otherAccount: 'Se connecter avec un autre compte',
      demo: 'Démonstration : l’écran verrouillé n’est pas actif, votre session reste telle quelle.',
    },
  },
  miscPages: {
    error500: {
      title: 'Erreur interne du serveur 👨🏻‍💻',
      text: 'Un problème est survenu de notre côté. Réessayez dans quelques instants.',
    },
    maintenance: {
      title: 'En maintenance 🚧',
      text: 'Le back-office fait l’objet d’une maintenance programmée. Merci de votre patience.',
    },
    comingSoon: {
      title: 'Bientôt disponible 🚀',
      text: 'Cette fonctionnalité arrive bientôt. Laissez votre e-mail pour être prévenu.',
      notify: 'Me prévenir',
      demo: 'Démonstration : aucune notification n’est enregistrée.',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type ShellResource = Strings<typeof shellFr>;
