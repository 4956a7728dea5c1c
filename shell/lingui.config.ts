import { linguiConfigFor } from '../build/catalog/lingui-config';

/** The frame's messages: one catalog per language, loaded before the page starts. */
export default linguiConfigFor([{ path: 'src/locales', include: ['src'], exclude: ['src/locales/**'] }]);
