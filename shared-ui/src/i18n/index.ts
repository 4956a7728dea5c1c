export { defineCatalog, hasCatalog, loadCatalog, useCatalog, type Catalog } from './catalog';
export { LanguageProvider } from './LanguageProvider';
export { useLanguage } from './language';
