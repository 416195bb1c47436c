export interface SignInPageOptions {
  action: string;
  suggestedEmails: string[];
  error?: string;
  /** The Content-Security-Policy nonce of this answer, for the page's one style element. */
  styleNonce: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The development provider's sign-in page: one field labelled "Email" and a "Sign in" button. */
export function renderSignInPage({
  action,
  suggestedEmails,
  error,
  styleNonce,
}: SignInPageOptions): string {
  const options = suggestedEmails.map((email) => `<option value="${escapeHtml(email)}"></option>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kizuki development sign-in</title>
<style nonce="${escapeHtml(styleNonce)}">
  :root { color-scheme: light dark; font-family: system-ui, "Noto Sans JP", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #F2F2F7; }
  @media (prefers-color-scheme: dark) { body { background: #16191f; } main { background: #2a2e33; } }
  main { background: #fff; padding: 32px 24px; border-radius: 16px; width: min(360px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p { margin: 0 0 24px; font-size: .875rem; opacity: .75; }
  label { display: block; font-weight: 600; margin-bottom: 8px; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #8e8e93; }
  button { margin-top: 16px; width: 100%; font-size: 1rem; padding: 12px; border: 0; border-radius: 8px; background: #0b57d0; color: #fff; font-weight: 600; }
  .error { color: #b3261e; margin: 8px 0 0; opacity: 1; }
</style>
</head>
<body>
<main>
  <h1>Kizuki</h1>
  <p>Development identity provider (開発用サインイン). Any e-mail address signs in.</p>
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" list="demo-accounts" required autofocus>
    <datalist id="demo-accounts">${options.join('')}</datalist>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
