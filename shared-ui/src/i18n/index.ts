export { defineCatalog, loadCatalog, useCatalog, type Catalog } from './catalog';
export { translatedPage, type TranslatedPage } from './translated-page';
export { LanguageProvider } from './LanguageProvider';
export { activateLanguage, useLanguage } from './language';
export { usePageLocale } from './page-locale';
export { translatedFailureOf, translateMessage, useTranslateMessage } from './message-translations';
export { sharedUiCatalogs } from '../locales/shared-ui-catalog';
export { CALL_BACK_TOPIC_LABELS, formChoicesCatalog, PROGRAM_LABELS } from './form-choices';
export { routeIn, useTranslatedPageMeta, type PageHeadMessages } from './page-meta';
