import { useState, type FormEvent } from 'react';
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

/** A text filter applied on submit, so slow connections send one request instead of one per key. */
export function SearchForm({ label, onSearch }: { label: string; onSearch(query: string): void }) {
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  const clear = () => {
    setText('');
    onSearch('');
  };

  return (
    <Form role="search" onSubmit={submit}>
      <TextField label={label} type="search" value={text} maxLength={SEARCH_QUERY_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
      {text !== '' && (
        <Button variant="secondary" onClick={clear}>
          <Trans>Clear</Trans>
        </Button>
      )}
    </Form>
  );
}
