/** The console's front door until the landing page and the signed-in shell arrive. */
export function HomePage() {
  return (
    <main className="centered-page">
      <h1 className="page-title">ERP.AI.AGENT</h1>
      <p>Operate NetSuite, Dynamics 365 and SAP Business One by asking in plain English.</p>
    </main>
  );
}
