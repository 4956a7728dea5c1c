import { linguiConfigFor } from '../build/catalog/lingui-config';

/** The e-mails' texts (src/mail/mail-language.ts). */
export default linguiConfigFor([{ path: 'src/mail/locales', include: ['src/mail'] }]);
