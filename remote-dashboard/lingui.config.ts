import { linguiConfigFor } from '../build/catalog/lingui-config';

/** The dashboard's messages: one catalog per language, loaded with the dashboard. */
export default linguiConfigFor([{ path: 'src/locales', include: ['src'], exclude: ['src/locales/**'] }]);
