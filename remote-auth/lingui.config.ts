import { linguiConfigFor } from '../build/catalog/lingui-config';

/** The auth screens' messages: one catalog per language, small enough to load with any screen. */
export default linguiConfigFor([{ path: 'src/locales', include: ['src'], exclude: ['src/locales/**'] }]);
