import { registerStrings } from '@/components/ui/i18n';

/** The first sign-in's "Choisissez votre mot de passe" screen, under `choosePassword.*`. */
const fr = {
  choosePassword: {
    title: 'Choisissez votre mot de passe',
    subtitle: 'Vous avez ouvert une session avec un mot de passe provisoire. Choisissez le vôtre pour accéder à votre espace : le mot de passe provisoire ne servira plus.',
    greeting: 'Bonjour {{name}}',
    signOut: 'Se déconnecter',
  },
};

const en: typeof fr = {
  choosePassword: {
    title: 'Choose your password',
    subtitle: 'You signed in with a temporary password. Choose your own to open your space: the temporary one will no longer work.',
    greeting: 'Hello {{name}}',
    signOut: 'Sign out',
  },
};

registerStrings(fr, en);
