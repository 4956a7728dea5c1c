import { linguiConfigFor } from '../build/catalog/lingui-config';

/** Messages of the shared components and of the contract (validation, the API's texts): one catalog each app loads. */
export default linguiConfigFor([{ path: 'src/locales', include: ['src'], exclude: ['src/locales/**'] }]);
