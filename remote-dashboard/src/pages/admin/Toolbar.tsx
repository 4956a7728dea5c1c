import styled from 'styled-components';

/** Filter on the left, actions on the right; stacks on phones. */
export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
  margin: 1rem 0;
  > form {
    flex: 1 1 20rem;
  }
`;
