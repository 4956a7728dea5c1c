import { linguiConfigFor } from '../build/catalog/lingui-config';

/**
 * Messages of the shared components (one catalog each app loads), and the translations of the
 * contract's messages (validation, the API's texts), which only Hindi and Marathi pages load.
 */
export default linguiConfigFor([
  { path: 'src/locales', include: ['src'], exclude: ['src/locales/**', 'src/i18n/message-translations.ts'] },
  { path: 'src/locales/contract', include: ['src/i18n/message-translations.ts'] },
]);
