/**
 * The firm's own help texts on the back-office's screens, in French and English: static content
 * of the knowledge base page's chunk. Each article: a category, a title, a summary, paragraphs or
 * steps, and the screen it speaks of.
 */
import type { Language } from '@shared/schemas/config';
import { PATHS } from '@shared/paths';

export type CategoryId = 'clients' | 'contracts' | 'daily' | 'account';

export interface Category {
  id: CategoryId;
  icon: 'users' | 'file-signature' | 'list-checks' | 'user-cog';
  title: Record<Language, string>;
  text: Record<Language, string>;
}

export interface Article {
  id: string;
  category: CategoryId;
  /** the screen the article speaks of */
  link: string;
  title: Record<Language, string>;
  summary: Record<Language, string>;
  /** paragraphs; a paragraph starting with '- ' is a list item */
  body: Record<Language, string[]>;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'clients',
    icon: 'users',
    title: { fr: 'Clients et dossiers', en: 'Clients and files' },
    text: { fr: 'Créer, retrouver et suivre les clients, leurs documents et leurs échanges.', en: 'Create, find and follow clients, their documents and exchanges.' },
  },
  {
    id: 'contracts',
    icon: 'file-signature',
    title: { fr: 'Contrats et honoraires', en: 'Contracts and fees' },
    text: { fr: 'Le barème, les contrats, les paiements et les factures.', en: 'The fee schedule, contracts, payments and invoices.' },
  },
  {
    id: 'daily',
    icon: 'list-checks',
    title: { fr: 'Suivi au quotidien', en: 'Day-to-day follow-up' },
    text: { fr: 'Tâches, CRM, tableau de bord KPI et recherche.', en: 'Tasks, CRM, KPI dashboard and search.' },
  },
  {
    id: 'account',
    icon: 'user-cog',
    title: { fr: 'Votre compte et l’interface', en: 'Your account and the interface' },
    text: { fr: 'Profil, mot de passe, langue, favoris et personnalisation.', en: 'Profile, password, language, bookmarks and customization.' },
  },
];

export const ARTICLES: readonly Article[] = [
  {
    id: 'create-client',
    category: 'clients',
    link: PATHS.clients,
    title: { fr: 'Créer une fiche client', en: 'Creating a client card' },
    summary: { fr: 'Les champs obligatoires, le numéro de sécurité sociale et l’adresse.', en: 'Required fields, the social security number and the address.' },
    body: {
      fr: [
        'Depuis la liste des clients, le bouton « Créer un compte » ouvre le formulaire de création ; le client reçoit ses accès par e-mail. Le nom, le prénom et l’adresse e-mail sont obligatoires ; l’e-mail doit être libre : le formulaire vous prévient s’il est déjà utilisé par un autre compte.',
        'Le numéro de sécurité sociale se saisit comme il est imprimé sur la carte Vitale, avec ou sans espaces. Sa clé est vérifiée : une clé qui ne correspond pas au numéro est signalée sous le champ.',
        '- Les téléphones s’écrivent librement (06 12 34 56 78, +33 6…) ; ils sont affichés par paires.',
        '- Le code postal français compte cinq chiffres.',
        '- Le conseiller responsable est choisi parmi les membres du cabinet.',
        'Un formulaire commencé et non enregistré est protégé : quitter la page demande une confirmation.',
      ],
      en: [
        'From the clients list, the “Create an account” button opens the creation form; the client receives their access by e-mail. Last name, first name and e-mail are required; the e-mail must be free: the form warns you when another account already uses it.',
        'The social security number is typed as printed on the carte Vitale, with or without spaces. Its key is checked: a key that does not match the number is flagged under the field.',
        '- Phones are typed freely (06 12 34 56 78, +33 6…); they are shown in pairs.',
        '- A French postal code has five digits.',
        '- The responsible consultant is chosen among the firm’s members.',
        'A form started and not saved is protected: leaving the page asks for confirmation.',
      ],
    },
  },
  {
    id: 'client-card',
    category: 'clients',
    link: PATHS.clients,
    title: { fr: 'La fiche client et ses onglets', en: 'The client card and its tabs' },
    summary: { fr: 'Informations, notes, contrats, documents, tâches et commentaires d’un client.', en: 'A client’s information, notes, contracts, documents, tasks and comments.' },
    body: {
      fr: [
        'Cliquez sur un client dans la liste pour ouvrir sa fiche. Les onglets regroupent tout le dossier : Informations (identité, coordonnées, situation), Notes (texte libre du conseiller), Contrats, Documents, Tâches et Commentaires.',
        'L’onglet courant fait partie de l’adresse de la page : vous pouvez copier le lien pour renvoyer un collègue directement sur l’onglet Documents d’un client.',
        'Les clients dont l’accompagnement est terminé ont leur propre liste, « Anciens clients », avec la même recherche et les mêmes fiches.',
      ],
      en: [
        'Click a client in the list to open their card. The tabs hold the whole file: Information (identity, contact details, situation), Notes (the consultant’s free text), Contracts, Documents, Tasks and Comments.',
        'The current tab is part of the page’s address: copy the link to send a colleague straight to a client’s Documents tab.',
        'Clients whose follow-up has ended have their own list, “Former clients”, with the same search and the same cards.',
      ],
    },
  },
  {
    id: 'documents',
    category: 'clients',
    link: PATHS.documents,
    title: { fr: 'Déposer et partager des documents', en: 'Uploading and sharing documents' },
    summary: { fr: 'Relevés de carrière, avis d’imposition : dépôt, téléchargement, visibilité.', en: 'Career statements, tax notices: upload, download, visibility.' },
    body: {
      fr: [
        'L’écran « Mes documents » et l’onglet Documents de la fiche client listent les fichiers du dossier. Déposez vos fichiers dans la zone prévue ou choisissez-les sur votre poste : PDF, images, Word, Excel, PowerPoint, OpenDocument, CSV ou texte, 20 Mo au plus par fichier.',
        'Le client voit les documents de son propre dossier depuis son espace : il peut y déposer ses relevés de carrière et avis d’imposition, que vous retrouvez aussitôt dans sa fiche.',
        'Un document supprimé l’est pour tout le monde ; une confirmation est demandée.',
      ],
      en: [
        'The “My documents” screen and the client card’s Documents tab list the file’s documents. Drop your files on the drop zone or pick them on your computer: PDF, images, Word, Excel, PowerPoint, OpenDocument, CSV or text, 20 MB at most per file.',
        'Clients see the documents of their own file from their space: they can upload their career statements and tax notices, which you find at once on their card.',
        'A deleted document is gone for everyone; a confirmation is asked.',
      ],
    },
  },
  {
    id: 'fee-schedule',
    category: 'contracts',
    link: PATHS.contractTemplate,
    title: { fr: 'Le barème d’honoraires', en: 'The fee schedule' },
    summary: { fr: 'Les sept prestations, leurs prix HT, la TVA et l’acompte.', en: 'The seven services, their prices excluding VAT, VAT and deposit.' },
    body: {
      fr: [
        'Le modèle de contrat fixe le barème utilisé par tous les nouveaux contrats : consultation retraite (tarif horaire, facturée à la minute), simulation et calcul de pension, audit retraite particulier, audit entreprise et profession libérale, liquidation de la pension, mise à jour annuelle de l’audit et rachat de trimestres.',
        'Chaque ligne a un prix unitaire HT, une quantité, un total HT et un total TTC. La TVA (20 % par défaut) et l’acompte (75 % du TTC par défaut) s’appliquent au total ; le solde est la différence, au centime près.',
        'Modifier le barème ne change pas les contrats existants : chacun garde les prix de sa création.',
      ],
      en: [
        'The contract template sets the fee schedule every new contract uses: retirement consultation (hourly rate, billed by the minute), pension simulation and calculation, private-person retirement audit, company and liberal-profession audit, pension settlement, yearly audit update and quarter buy-back.',
        'Each line has a unit price excluding VAT, a quantity, a total excluding VAT and a total including VAT. VAT (20 % by default) and the deposit (75 % of the total by default) apply to the total; the balance is the difference, to the cent.',
        'Changing the schedule does not change existing contracts: each keeps the prices of its creation.',
      ],
    },
  },
  {
    id: 'contract-lifecycle',
    category: 'contracts',
    link: PATHS.contracts,
    title: { fr: 'Suivre un contrat : états et paiements', en: 'Following a contract: states and payments' },
    summary: { fr: 'En attente, en cours, terminé, perdu ; acompte et solde.', en: 'Pending, in progress, finished, lost; deposit and balance.' },
    body: {
      fr: [
        'Un contrat naît « En attente ». Il passe « En cours » quand le client l’a signé, « Terminé » quand la mission est livrée, ou « Perdu » s’il n’aboutit pas.',
        'Les interrupteurs de paiement enregistrent l’acompte puis le solde, avec la date et le mode de règlement. Marquer le solde payé marque aussi l’acompte.',
        'La liste des contrats signale les contrats terminés, impayés et sans mouvement depuis une semaine : ce sont les relances à faire.',
        'Le bouton « Imprimer » produit le contrat sur papier A4 ; le bouton « Facture » ouvre la facture du contrat, prête à imprimer.',
      ],
      en: [
        'A contract starts “Pending”. It becomes “In progress” when the client has signed, “Finished” when the work is delivered, or “Lost” if it does not go ahead.',
        'The payment switches record the deposit, then the balance, with the date and the payment method. Marking the balance paid marks the deposit too.',
        'The contracts list flags finished contracts that are unpaid and untouched for a week: those are the reminders to send.',
        'The “Print” button produces the contract on A4 paper; the “Invoice” button opens the contract’s invoice, ready to print.',
      ],
    },
  },
  {
    id: 'invoice',
    category: 'contracts',
    link: '/pages/invoice',
    title: { fr: 'Établir et imprimer une facture', en: 'Drawing up and printing an invoice' },
    summary: { fr: 'Depuis un contrat ou depuis le barème, sur une page A4.', en: 'From a contract or from the fee schedule, on one A4 page.' },
    body: {
      fr: [
        'Ouvrez un contrat et cliquez sur « Facture » : la facture reprend ses prestations, ses montants HT et TTC, le client et ce qui reste à payer.',
        'Sans contrat, la page Facture part du barème : cochez les prestations, indiquez la durée de la consultation et le destinataire.',
        'Le bouton « Imprimer » n’imprime que la facture, au format A4, sans le menu ni la barre du haut. Choisissez « Enregistrer en PDF » dans la fenêtre d’impression pour l’envoyer par e-mail.',
      ],
      en: [
        'Open a contract and click “Invoice”: the invoice takes its services, its amounts excluding and including VAT, the client and what is left to pay.',
        'Without a contract, the Invoice page starts from the fee schedule: tick the services, give the consultation’s length and the recipient.',
        'The “Print” button prints the invoice alone, on A4, without the menu or the top bar. Choose “Save as PDF” in the print window to send it by e-mail.',
      ],
    },
  },
  {
    id: 'tasks',
    category: 'daily',
    link: PATHS.tasks,
    title: { fr: 'Organiser ses tâches', en: 'Organizing your tasks' },
    summary: { fr: 'Filtres, étoiles, étiquettes, corbeille et badge de nouveautés.', en: 'Filters, stars, tags, trash and the news badge.' },
    body: {
      fr: [
        'L’écran Tâches montre d’abord les tâches urgentes (échéance dépassée, non terminées), puis les autres. Les filtres de gauche réduisent la liste : non lues, favorites, importantes, terminées, par type (relance caisse, appel client…) ou par étiquette.',
        'Le badge du menu compte les tâches non lues. Ouvrir une tâche la marque comme lue.',
        '- L’étoile garde une tâche sous la main dans le filtre Favorites.',
        '- Une tâche supprimée part dans la corbeille ; elle peut en être restaurée.',
        '- La recherche porte sur le titre et la description.',
      ],
      en: [
        'The Tasks screen shows urgent tasks first (past due, not completed), then the others. The filters on the left narrow the list: unread, starred, important, completed, by type (fund reminder, client call…) or by tag.',
        'The menu badge counts unread tasks. Opening a task marks it read.',
        '- The star keeps a task at hand in the Starred filter.',
        '- A deleted task goes to the trash; it can be restored from there.',
        '- The search looks in the title and the description.',
      ],
    },
  },
  {
    id: 'crm-kpi',
    category: 'daily',
    link: PATHS.dashboard,
    title: { fr: 'Lire le tableau de bord KPI et le CRM', en: 'Reading the KPI dashboard and the CRM' },
    summary: { fr: 'Chiffre d’affaires, contrats signés, suivi commercial.', en: 'Revenue, signed contracts, sales follow-up.' },
    body: {
      fr: [
        'Le tableau de bord KPI résume l’activité sur la période choisie : contrats signés, chiffre d’affaires HT et TTC, acomptes et soldes encaissés, répartition par prestation. L’administrateur voit le cabinet entier ; un conseiller voit ses propres dossiers.',
        'Le CRM suit les prospects et les échanges commerciaux : chaque entrée a un état, une date de relance et des commentaires. Les relances du jour apparaissent en tête.',
      ],
      en: [
        'The KPI dashboard sums up activity over the chosen period: signed contracts, revenue excluding and including VAT, deposits and balances collected, split by service. The admin sees the whole firm; a consultant sees their own files.',
        'The CRM follows prospects and sales exchanges: each entry has a state, a follow-up date and comments. Today’s follow-ups come first.',
      ],
    },
  },
  {
    id: 'quick-search',
    category: 'daily',
    link: '/pages/search',
    title: { fr: 'Retrouver un client, un contrat ou une page', en: 'Finding a client, a contract or a page' },
    summary: { fr: 'La recherche rapide (Ctrl+K) et la page de résultats.', en: 'The quick search (Ctrl+K) and the results page.' },
    body: {
      fr: [
        'La loupe de la barre du haut, ou le raccourci Ctrl+K (Cmd+K sur Mac, ou /), ouvre la recherche rapide : tapez deux caractères ou plus pour voir les clients, contrats et pages qui correspondent. Les flèches et Entrée suffisent pour naviguer.',
        'La page Recherche montre tous les résultats, groupés par type avec leur nombre : clients (nom, e-mail ou téléphone), contrats, tâches et pages. Son adresse contient la recherche : vous pouvez la garder en favori.',
        'Vous ne trouvez que ce que votre rôle peut ouvrir.',
      ],
      en: [
        'The magnifier in the top bar, or the Ctrl+K shortcut (Cmd+K on a Mac, or /), opens the quick search: type two characters or more to see matching clients, contracts and pages. Arrows and Enter are enough to move around.',
        'The Search page shows every result, grouped by kind with counts: clients (name, e-mail or phone), contracts, tasks and pages. Its address holds the search: you can bookmark it.',
        'You only find what your role may open.',
      ],
    },
  },
  {
    id: 'profile-password',
    category: 'account',
    link: '/pages/account-settings',
    title: { fr: 'Profil, mot de passe et notifications', en: 'Profile, password and notifications' },
    summary: { fr: 'Ce qui se modifie où, et les règles du mot de passe.', en: 'What is changed where, and the password rules.' },
    body: {
      fr: [
        'Votre nom, votre e-mail et votre téléphone viennent du système du cabinet : l’administrateur les corrige. Vos notes personnelles se modifient sur « Mon profil ».',
        'Le mot de passe se change depuis le menu utilisateur ou les Paramètres du compte. Il compte au moins 8 caractères, une minuscule, une majuscule et un chiffre ou un symbole. Le changer ferme vos autres sessions ouvertes.',
        'L’onglet Notifications des Paramètres du compte choisit les e-mails d’activité, les rappels de tâches et le résumé hebdomadaire ; vos choix suivent votre compte.',
      ],
      en: [
        'Your name, e-mail and phone come from the firm’s system: the administrator corrects them. Your personal notes are edited on “My profile”.',
        'The password is changed from the user menu or the Account settings. It has at least 8 characters, a lower-case letter, an upper-case letter and a digit or a symbol. Changing it closes your other open sessions.',
        'The Notifications tab of the Account settings chooses activity e-mails, task reminders and the weekly digest; your choices follow your account.',
      ],
    },
  },
  {
    id: 'bookmarks-language',
    category: 'account',
    link: PATHS.dashboard,
    title: { fr: 'Favoris, langue et personnalisation', en: 'Bookmarks, language and customization' },
    summary: { fr: 'La barre de favoris, le français et l’anglais, le thème et la mise en page.', en: 'The bookmark bar, French and English, the theme and the layout.' },
    body: {
      fr: [
        'L’étoile de la barre du haut ajoute des pages à vos favoris ; faites glisser les icônes pour les réordonner. Au-delà de la place disponible, les favoris passent dans un menu déroulant. Dix favoris au plus.',
        'Le drapeau de la barre du haut passe l’interface en français ou en anglais ; le choix est retenu sur ce navigateur.',
        'Le bouton d’engrenage (écrans moyens et grands) ouvre le personnalisateur : couleur du menu, disposition verticale ou horizontale, mode clair, sombre ou semi-sombre, menu replié, type de barre et de pied de page, écriture de droite à gauche.',
      ],
      en: [
        'The star in the top bar adds pages to your bookmarks; drag the icons to reorder them. Past the space available, bookmarks go to a drop-down menu. Ten bookmarks at most.',
        'The flag in the top bar switches the interface to French or English; the choice is remembered on this browser.',
        'The gear button (medium and large screens) opens the customizer: menu colour, vertical or horizontal layout, light, dark or semi-dark mode, collapsed menu, navbar and footer type, right-to-left writing.',
      ],
    },
  },
];
