import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  flex-wrap: wrap;
  > div {
    margin-bottom: 0;
    flex: 1 1 16rem;
  }
`;

interface SearchFormProps {
  label: string;
  hint?: string;
  /** The search the list shows now (from the address): the field shows it, and Clear stays while it applies. */
  query: string;
  onSearch(query: string): void;
}

/** A text filter applied on submit, so slow connections send one request instead of one per key. */
export function SearchForm({ label, hint, query, onSearch }: SearchFormProps) {
  const [text, setText] = useState(query);
  const form = useRef<HTMLFormElement>(null);
  // Back and Forward change the search shown; the field follows.
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  // Clear goes away with the search; the field, empty, is where the next one is typed.
  const clear = () => {
    setText('');
    onSearch('');
    form.current?.querySelector('input')?.focus();
  };

  return (
    <Form ref={form} role="search" onSubmit={submit}>
      <TextField label={label} hint={hint} type="search" value={text} maxLength={SEARCH_QUERY_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
      <Button type="submit">
        <Trans context="A button">Search</Trans>
      </Button>
      {(text !== '' || query !== '') && (
        <Button variant="secondary" onClick={clear}>
          <Trans>Clear</Trans>
        </Button>
      )}
    </Form>
  );
}
