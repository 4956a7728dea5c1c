/** While a page's code or the session is still on its way. */
export function PageLoading() {
  return <p role="status">Loading...</p>;
}
