import i18n from 'i18next';
import { shellEn } from './shell-en';
import { shellFr } from './shell-fr';

// Deep-merged into the one namespace, so t('customizer.title') reads like every other key.
i18n.addResourceBundle('fr', 'translation', shellFr, true, false);
i18n.addResourceBundle('en', 'translation', shellEn, true, false);
