import { registerStrings } from '@/components/ui/i18n';

/** The register page on the template's authentication (spec §7): its outcome and the BFF's refusals, mapped. */
const fr = {
  templateRegister: {
    created: 'Compte de démonstration créé pour {{email}}.',
    createdText: 'Il sert aux démonstrations du modèle (authentification de démonstration) et n’ouvre pas le back-office : connectez-vous avec un compte du cabinet.',
    createdToast: 'Compte de démonstration créé',
    emailTaken: 'Cette adresse e-mail est déjà utilisée.',
    nameMissing: 'Veuillez saisir votre nom.',
    password: 'Le mot de passe doit contenir {{rules}}.',
    full: 'Le nombre maximal de comptes de démonstration est atteint. Réessayez plus tard.',
  },
};

const en: typeof fr = {
  templateRegister: {
    created: 'Demo account created for {{email}}.',
    createdText: 'It is for the template’s demos (the demo authentication) and does not open the back-office: sign in with an account of the firm.',
    createdToast: 'Demo account created',
    emailTaken: 'This email is already in use.',
    nameMissing: 'Please enter your name.',
    password: 'The password must contain {{rules}}.',
    full: 'The maximum number of demo accounts is reached. Try again later.',
  },
};

registerStrings(fr, en);
