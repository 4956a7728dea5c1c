import { Trans, useLingui } from '@lingui/react/macro';
import { newsletterRequestSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Button, FormOutcome, HoneypotField, IdScope, TextField, useJsonFormSubmission } from 'shared-ui';

/** Footer newsletter: one required e-mail field (spec §2), stored by the backend. */
export function NewsletterForm() {
  const { api } = useHost();
  const { t } = useLingui();
  const { form, submission, onSubmit, formRef } = useJsonFormSubmission('newsletter', newsletterRequestSchema, { email: '' }, (request, trap, requestKey) =>
    api.submitForm('newsletter', request, trap, requestKey),
  );

  return (
    <IdScope name="newsletter">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t`Newsletter`}>
        <TextField label={t`Subscribe to our newsletter`} type="email" autoComplete="email" required placeholder="you@example.com" {...form.field('email')} />
        <HoneypotField />
        <Button type="submit" busy={submission.busy}>
          <Trans>Subscribe</Trans>
        </Button>
        <FormOutcome outcome={submission.outcome} />
      </form>
    </IdScope>
  );
}
