// The partner's page: it gets a signed identity from its own server (never the site secret), and
// passes it to the assistant, which sends it with every request as X-Erp-Identity.
const status = document.getElementById('status');

const response = await fetch('token', { method: 'POST' });
if (response.ok) {
  const { token } = await response.json();
  const assistant = window.ErpAssistant.init({
    siteKey: 'pk_examples_demo',
    id: 'signed-identity',
    storage: 'session',
    user: { token },
  });
  assistant.on('error', (error) => {
    status.textContent = `The assistant reported: ${error.message}`;
  });
  status.textContent = 'Signed in: the assistant acts as this portal user.';
} else {
  status.textContent = `Could not sign in (${response.status}).`;
}
