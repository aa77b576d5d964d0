import { registerStrings } from '@/components/ui/i18n';

/** The products' vocabulary (the data list's products are the shop's and the e-commerce dashboard's too). */
const fr = {
  product: {
    popularityOf: 'Popularité : {{value}} %',
    statuses: { 'on hold': 'Suspendue', delivered: 'Livrée', canceled: 'Annulée', pending: 'En attente' },
    categories: { Audio: 'Audio', Informatique: 'Informatique', Sport: 'Sport', Maison: 'Maison', Bureau: 'Bureau', Livres: 'Livres' },
  },
};

const en: typeof fr = {
  product: {
    popularityOf: 'Popularity: {{value}}%',
    statuses: { 'on hold': 'On hold', delivered: 'Delivered', canceled: 'Canceled', pending: 'Pending' },
    categories: { Audio: 'Audio', Informatique: 'Computers', Sport: 'Sport', Maison: 'Home', Bureau: 'Office', Livres: 'Books' },
  },
};

registerStrings(fr, en);
