import type { CreatedSiteKey } from '@erp-agent/core';

/** The only time a site key's secret is shown, with the snippet its pages need. */
export function SecretNotice({ siteKey, onDone }: { siteKey: CreatedSiteKey; onDone: () => void }) {
  const snippet = `<script src="${window.location.origin}/widget.js" data-site-key="${siteKey.publicKey}" async></script>`;
  return (
    <div className="form">
      <p>
        <strong>{siteKey.name}</strong>: the secret below signs your users' identities on your server. Store it there
        now; it is shown only this once.
      </p>
      <p className="field-label">SECRET</p>
      <code className="secret" data-secret="site-key">
        {siteKey.secret}
      </code>
      <p className="field-label">PUBLIC.KEY</p>
      <code className="secret">{siteKey.publicKey}</code>
      <p className="field-label">EMBED.SNIPPET</p>
      <code className="secret">{snippet}</code>
      <div className="modal-actions">
        <button className="button button-primary" type="button" onClick={onDone}>
          DONE
        </button>
      </div>
    </div>
  );
}
