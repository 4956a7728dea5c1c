import { linguiConfigFor } from '../build/catalog/lingui-config';

/**
 * Messages of the shared components (one catalog each app loads), the translations of the
 * contract's messages (validation, the API's texts), which only Hindi and Marathi pages load, and
 * the forms' fixed choices, which only the parts that show them load.
 */
export default linguiConfigFor([
  { path: 'src/locales', include: ['src'], exclude: ['src/locales/**', 'src/i18n/contract-translations.ts', 'src/i18n/form-choices.ts'] },
  { path: 'src/locales/contract', include: ['src/i18n/contract-translations.ts'] },
  { path: 'src/locales/form-choices', include: ['src/i18n/form-choices.ts'] },
]);
