export { defineCatalog, loadCatalog, useCatalog, type Catalog } from './catalog';
export { LanguageProvider } from './LanguageProvider';
export { useLanguage } from './language';
export { translateMessage, useTranslateMessage } from './message-translations';
export { sharedUiCatalogs } from '../locales/shared-ui-catalog';
export { routeIn, useTranslatedPageMeta, type PageHeadMessages } from './page-meta';
