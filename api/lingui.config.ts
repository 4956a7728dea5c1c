import { linguiConfigFor } from '../build/catalog/lingui-config';

/** The e-mails' texts (src/mail/mail-language.ts). */
export default linguiConfigFor([{ path: 'src/mail/locales', include: ['src/services/mail-templates.ts', 'src/mail/acknowledgement-mail.ts'] }]);
