import { sectionTitlesIn } from '@shared/services';
import { registerStrings } from '@/components/ui/i18n';
import './template-i18n';
import './list-i18n';
import './create-i18n';
import './contract-page-i18n';

/**
 * Strings of the contract screens, under `contracts.*`: here what every one of them says of a contract (its
 * label, payment methods, fields, fee lines, totals, problems); each screen's own in its file, imported here.
 */
const fr = {
  contracts: {
    label: 'Contrat {{name, of}}',
    methods: {
      'Virement bancaire': 'Virement bancaire',
      'Chèque de banque': 'Chèque de banque',
      'Carte bancaire': 'Carte bancaire',
      Espèces: 'Espèces',
      Autre: 'Autre',
      none: 'Non renseigné',
    },
    sectionDefaults: sectionTitlesIn('fr'),
    section: 'Prestation {{n}}',
    abbr: { ht: 'HT', ttc: 'TTC' },
    fields: {
      title: 'Titre',
      description: 'Description',
      minutes: 'Durée',
      minutesUnit: 'min',
      hourlyRate: 'Taux horaire HT',
      perHour: '€ / h',
      flatPrice: 'Prix forfaitaire HT',
      extras: 'Unités supplémentaires',
      extrasQuantity: 'Quantité',
      extrasUnit: 'Prix unitaire HT',
      replace5: 'Les unités remplacent le forfait',
      vat: 'TVA',
      deposit: 'Acompte',
      balance: 'Solde',
      balanceHint: 'Solde = 100 % − acompte',
      defaultOn: 'Proposée par défaut',
      choose: 'Choisir',
      amounts: 'Montant de la prestation',
    },
    problems: {
      format: 'Saisissez un nombre.',
      decimals: 'Deux décimales au plus.',
      integer: 'Saisissez un nombre entier.',
      min: 'Pas de valeur négative.',
      max: 'Au plus {{max}}.',
    },
    lines: {
      consultation: '{{minutes}} min à {{rate}} HT / h',
      flat: 'Forfait',
      extra: '{{quantity}} × {{unit}} HT',
      extraLabel: 'Unités supplémentaires',
      amount: '{{detail}} = {{amount}} HT',
      notChosen: 'non retenue',
    },
    totals: {
      title: 'Récapitulatif',
      chosen_one: '{{count}} prestation choisie',
      chosen_other: '{{count}} prestations choisies',
      none: 'Aucune prestation choisie : cochez celles du contrat.',
      noneTemplate: 'Aucune prestation proposée par défaut : les totaux portent sur les prestations cochées.',
      totalHt: 'Total HT',
      vat: 'TVA ({{percent}})',
      totalTtc: 'Total TTC',
      deposit: 'Acompte ({{percent}})',
      balance: 'Solde ({{percent}})',
      depositWhen: 'à la signature',
      balanceWhen: 'à la fin de la mission',
      percentages: 'TVA et échéancier',
    },
    unsaved: {
      title: 'Modifications non enregistrées',
      text: 'Vos modifications n’ont pas été enregistrées. Quitter la page quand même ?',
      leave: 'Quitter sans enregistrer',
      stay: 'Rester sur la page',
    },
  },
};

const en: typeof fr = {
  contracts: {
    label: 'Contract of {{name}}',
    methods: {
      'Virement bancaire': 'Bank transfer',
      'Chèque de banque': 'Banker’s draft',
      'Carte bancaire': 'Bank card',
      Espèces: 'Cash',
      Autre: 'Other',
      none: 'Not set',
    },
    sectionDefaults: sectionTitlesIn('en'),
    section: 'Service {{n}}',
    abbr: { ht: 'excl. VAT', ttc: 'incl. VAT' },
    fields: {
      title: 'Title',
      description: 'Description',
      minutes: 'Duration',
      minutesUnit: 'min',
      hourlyRate: 'Hourly rate excl. VAT',
      perHour: '€ / h',
      flatPrice: 'Flat price excl. VAT',
      extras: 'Extra units',
      extrasQuantity: 'Quantity',
      extrasUnit: 'Unit price excl. VAT',
      replace5: 'The units replace the flat price',
      vat: 'VAT',
      deposit: 'Deposit',
      balance: 'Balance',
      balanceHint: 'Balance = 100 % − deposit',
      defaultOn: 'Offered by default',
      choose: 'Choose',
      amounts: 'Amount of the service',
    },
    problems: {
      format: 'Enter a number.',
      decimals: 'Two decimals at most.',
      integer: 'Enter a whole number.',
      min: 'No negative value.',
      max: 'At most {{max}}.',
    },
    lines: {
      consultation: '{{minutes}} min at {{rate}} excl. VAT / h',
      flat: 'Flat price',
      extra: '{{quantity}} × {{unit}} excl. VAT',
      extraLabel: 'Extra units',
      amount: '{{detail}} = {{amount}} excl. VAT',
      notChosen: 'not chosen',
    },
    totals: {
      title: 'Summary',
      chosen_one: '{{count}} service chosen',
      chosen_other: '{{count}} services chosen',
      none: 'No service chosen: tick those of the contract.',
      noneTemplate: 'No service offered by default: the totals cover the ticked services.',
      totalHt: 'Total excl. VAT',
      vat: 'VAT ({{percent}})',
      totalTtc: 'Total incl. VAT',
      deposit: 'Deposit ({{percent}})',
      balance: 'Balance ({{percent}})',
      depositWhen: 'on signature',
      balanceWhen: 'at the end of the assignment',
      percentages: 'VAT and schedule',
    },
    unsaved: {
      title: 'Unsaved changes',
      text: 'Your changes have not been saved. Leave the page anyway?',
      leave: 'Leave without saving',
      stay: 'Stay on the page',
    },
  },
};

registerStrings(fr, en);
