import { registerStrings } from '@/components/ui/i18n';

/** Strings of the contract template screen, under `contracts.template`. */
const fr = {
  contracts: {
    template: {
      title: 'Modèle de contrat',
      subtitle: 'Les prestations, tarifs et conditions dont part chaque nouveau contrat.',
      save: 'Sauvegarder le contrat',
      saving: 'Sauvegarde…',
      saved: 'Modèle de contrat sauvegardé',
      reset: 'Annuler les modifications',
      dirty: 'Modifications non enregistrées',
      clean: 'Tout est enregistré',
      sections: 'Prestations',
      sectionsHint: 'Titres, descriptions et tarifs repris dans chaque nouveau contrat. Les prestations cochées sont proposées par défaut.',
      conditions: 'Conditions générales de vente',
      conditionsHint: 'Imprimées à la fin de chaque contrat.',
      invalid: 'Corrigez les champs signalés avant de sauvegarder.',
      titleRequired: 'Donnez un titre à chaque prestation.',
      fields: { form: 'Tarifs et prestations proposées', texts: 'Titres et descriptions des prestations', generalConditions: 'Conditions générales de vente' },
    },
  },
};

const en: typeof fr = {
  contracts: {
    template: {
      title: 'Contract template',
      subtitle: 'The services, prices and terms every new contract starts from.',
      save: 'Save the contract',
      saving: 'Saving…',
      saved: 'Contract template saved',
      reset: 'Discard the changes',
      dirty: 'Unsaved changes',
      clean: 'Everything is saved',
      sections: 'Services',
      sectionsHint: 'Titles, descriptions and prices copied into every new contract. Ticked services are offered by default.',
      conditions: 'General terms of sale',
      conditionsHint: 'Printed at the end of every contract.',
      invalid: 'Fix the flagged fields before saving.',
      titleRequired: 'Give every service a title.',
      fields: { form: 'Prices and services offered', texts: 'Titles and descriptions of the services', generalConditions: 'General terms of sale' },
    },
  },
};

registerStrings(fr, en);
