/** Shown for the moment a screen's code is still on its way. */
export function PageLoading() {
  return (
    <p role="status" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      Loading...
    </p>
  );
}
