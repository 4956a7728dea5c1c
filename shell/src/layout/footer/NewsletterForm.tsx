import type { FormEvent } from 'react';
import { API_PATHS, messageResponseSchema, newsletterRequestSchema, useHost } from 'shared-contracts';
import { Banner, Button, TextField, useSchemaForm, useSubmitState } from 'shared-ui';

/** Footer newsletter: one required e-mail field (spec §2), stored by the backend. */
export function NewsletterForm() {
  const { api } = useHost();
  const form = useSchemaForm(newsletterRequestSchema, { email: '' });
  const submission = useSubmitState();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    const sent = await submission.run(async () => {
      const { data } = await api.post(API_PATHS.submit('newsletter'), payload);
      return messageResponseSchema.parse(data).message;
    });
    if (sent) form.reset();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <TextField label="Subscribe to our newsletter" type="email" autoComplete="email" required placeholder="you@example.com" {...form.field('email')} />
      <Button type="submit" busy={submission.busy}>
        Subscribe
      </Button>
      {submission.outcome && <Banner tone={submission.outcome.tone}>{submission.outcome.message}</Banner>}
    </form>
  );
}
