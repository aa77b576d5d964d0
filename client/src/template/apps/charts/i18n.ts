import { registerStrings } from '@/components/ui/i18n';

/** Strings of the charts showcase (/charts/apex, /charts/chartjs, /charts/recharts), under `tplCharts.*`. */
const fr = {
  tplCharts: {
    subtitle: 'Les six types de graphiques du produit, sur les chiffres réels du cabinet en {{year}}.',
    oneKit:
      'Le produit dessine tous ses graphiques avec un seul jeu de composants SVG maison, sans bibliothèque de graphiques : les pages « Apex », « Chart.js » et « Recharts » du modèle montrent les mêmes graphiques, accessibles (chaque image a son résumé et son tableau de données), aux couleurs du thème clair ou sombre et à la largeur de l’écran.',
    emphasis: {
      apex: 'Cette page met en avant les courbes et les aires : l’évolution du chiffre d’affaires au fil des mois.',
      chartjs: 'Cette page met en avant les barres et l’anneau : des quantités à comparer et des parts d’un total.',
      recharts: 'Cette page met en avant les aires, le nuage de points et le radar : des cumuls, des corrélations et des profils.',
    },
    pages: 'Pages de graphiques',
    loading: 'Chargement des chiffres…',
    source: 'Source : statistiques du cabinet (tableau de bord KPI), année {{year}}.',
    month: 'Mois',
    kinds: { line: 'Courbes', bar: 'Barres', area: 'Aires', donut: 'Anneau', radar: 'Radar', scatter: 'Nuage de points' },
    line: {
      title: 'Chiffre d’affaires et opportunités par mois',
      revenue: 'Chiffre d’affaires',
      opportunities: 'Opportunités',
      summary: 'Chiffre d’affaires {{year}} : {{revenue}} ; opportunités : {{opportunities}}.',
    },
    bar: {
      title: 'Acomptes et soldes encaissés par mois',
      deposits: 'Acomptes',
      balances: 'Soldes',
      total: 'Total',
      summary: '{{deposits}} acomptes et {{balances}} soldes encaissés en {{year}}.',
    },
    area: {
      title: 'Chiffre d’affaires cumulé',
      series: 'Cumul {{year}}',
      summary: 'Cumul de l’année à ce jour : {{total}}.',
    },
    donut: {
      title: 'Contrats en cours, par prestation',
      center: 'prestations',
      empty: 'Aucun contrat en cours.',
    },
    radar: {
      title: 'Prestations par état des contrats',
      axis: 'Prestation',
      waiting: 'En attente',
      running: 'En cours',
      ended: 'Terminés',
      summary: 'Prestations des contrats créés en {{year}} : {{waiting}} en attente, {{running}} en cours, {{ended}} terminées.',
    },
    scatter: {
      title: 'Équipe : contrats et montant',
      member: 'Membre',
      contracts: 'Contrats',
      amount: 'Montant TTC',
      summary: '{{count}} membres de l’équipe ; le plus gros montant : {{name}} ({{amount}}).',
      empty: 'Aucun contrat créé cette année.',
    },
  },
};

const en: typeof fr = {
  tplCharts: {
    subtitle: 'The product’s six kinds of charts, on the firm’s real figures for {{year}}.',
    oneKit:
      'The product draws every chart with one set of its own SVG components, with no charting library: the template’s “Apex”, “Chart.js” and “Recharts” pages show the same charts, accessible (each picture has its summary and its data table), in the colours of the light or dark theme and at the width of the screen.',
    emphasis: {
      apex: 'This page puts lines and areas first: how the revenue moves month after month.',
      chartjs: 'This page puts bars and the donut first: amounts to compare and shares of a whole.',
      recharts: 'This page puts areas, the scatter and the radar first: running totals, correlations and profiles.',
    },
    pages: 'Chart pages',
    loading: 'Loading the figures…',
    source: 'Source: the firm’s statistics (KPI dashboard), year {{year}}.',
    month: 'Month',
    kinds: { line: 'Lines', bar: 'Bars', area: 'Areas', donut: 'Donut', radar: 'Radar', scatter: 'Scatter' },
    line: {
      title: 'Revenue and opportunities per month',
      revenue: 'Revenue',
      opportunities: 'Opportunities',
      summary: 'Revenue {{year}}: {{revenue}}; opportunities: {{opportunities}}.',
    },
    bar: {
      title: 'Deposits and balances received per month',
      deposits: 'Deposits',
      balances: 'Balances',
      total: 'Total',
      summary: '{{deposits}} deposits and {{balances}} balances received in {{year}}.',
    },
    area: {
      title: 'Cumulative revenue',
      series: 'Running total {{year}}',
      summary: 'The year’s running total to date: {{total}}.',
    },
    donut: {
      title: 'Running contracts, by service',
      center: 'services',
      empty: 'No running contract.',
    },
    radar: {
      title: 'Services by contract state',
      axis: 'Service',
      waiting: 'Waiting',
      running: 'Running',
      ended: 'Finished',
      summary: 'Services of the contracts created in {{year}}: {{waiting}} waiting, {{running}} running, {{ended}} finished.',
    },
    scatter: {
      title: 'Team: contracts and amount',
      member: 'Member',
      contracts: 'Contracts',
      amount: 'Amount incl. VAT',
      summary: '{{count}} team members; the largest amount: {{name}} ({{amount}}).',
      empty: 'No contract created this year.',
    },
  },
};

registerStrings(fr, en);
