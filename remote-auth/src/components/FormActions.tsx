import styled from 'styled-components';

/** A row of buttons under a form; wraps on narrow phones. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** Links below a form (to the other auth screens). */
export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 1.25rem 0 0;
  a { display: inline-block; min-height: 24px; }
`;
