// The partner's page: it gets a signed identity from its own server (never the site secret), and
// passes it to the assistant, which sends it with every request as X-Erp-Identity. When the
// portal's user changes, the page tells the assistant (setUser); at sign-out it passes undefined.
const status = document.getElementById('status');
const form = document.getElementById('switch-user');

async function identityFor(email) {
  const response = await fetch('token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(email ? { email } : {}),
  });
  if (!response.ok) {
    const failure = await response.json().catch(() => ({}));
    throw new Error(failure.message ?? `Could not sign in (${response.status}).`);
  }
  const { token, email: signedIn } = await response.json();
  return { user: { token }, email: signedIn };
}

let assistant;
try {
  const { user, email } = await identityFor('');
  assistant = window.ErpAssistant.init({
    siteKey: 'pk_examples_demo',
    id: 'signed-identity',
    storage: 'session',
    user,
  });
  assistant.on('error', (error) => {
    status.textContent = `The assistant reported: ${error.message}`;
  });
  status.textContent = `Signed in as ${email}: the assistant acts as this portal user.`;
} catch (error) {
  status.textContent = error.message;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const { user, email } = await identityFor(new FormData(form).get('email'));
    assistant?.setUser(user);
    status.textContent = `Signed in as ${email}: the assistant acts as this portal user.`;
  } catch (error) {
    status.textContent = error.message;
  }
});

document.getElementById('sign-out').addEventListener('click', () => {
  assistant?.setUser(undefined);
  status.textContent = 'Signed out of the portal: the assistant talks to an anonymous visitor.';
});
