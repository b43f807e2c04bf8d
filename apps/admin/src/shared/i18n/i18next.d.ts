// Translation keys are checked at compile time against the English catalogue.
import type en from '../../i18n/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
