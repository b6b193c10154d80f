/** Shown while the first screen's code arrives, instead of an empty page. */
export function RouteLoading() {
  return (
    <main className="centered-page">
      <p role="status">LOADING...</p>
    </main>
  );
}
