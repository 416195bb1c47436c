export interface SignInPageOptions {
  action: string;
  suggestedEmails: string[];
  error?: string;
  /** The Content-Security-Policy nonce of this answer, for the page's one style element. */
  styleNonce: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The frame of the development provider's pages (sign-in, sign-out): one card, the app's colours,
 * light and dark. It speaks both languages at once because the provider does not know which one
 * the person chose in the app.
 */
function renderProviderPage({
  title,
  styleNonce,
  content,
}: {
  title: string;
  styleNonce: string;
  content: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">
  :root { color-scheme: light dark; font-family: system-ui, "Noto Sans JP", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #F2F2F7; }
  @media (prefers-color-scheme: dark) { body { background: #16191f; } main { background: #2a2e33; } .secondary { color: #a8c7fa; } }
  main { background: #fff; padding: 32px 24px; border-radius: 16px; width: min(360px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p { margin: 0 0 24px; font-size: .875rem; opacity: .75; }
  label { display: block; font-weight: 600; margin-bottom: 8px; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 12px; border-radius: 8px; border: 1px solid #8e8e93; }
  button { margin-top: 16px; width: 100%; font-size: 1rem; padding: 12px; border: 0; border-radius: 8px; background: #0b57d0; color: #fff; font-weight: 600; }
  button.secondary { margin-top: 8px; background: transparent; color: #0b57d0; }
  .error { color: #b3261e; margin: 8px 0 0; opacity: 1; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** The development provider's sign-in page: one field labelled "Email" and a "Sign in" button. */
export function renderSignInPage({
  action,
  suggestedEmails,
  error,
  styleNonce,
}: SignInPageOptions): string {
  const options = suggestedEmails.map((email) => `<option value="${escapeHtml(email)}"></option>`);
  return renderProviderPage({
    title: 'Kizuki development sign-in',
    styleNonce,
    content: `  <h1>Kizuki</h1>
  <p>Development identity provider (開発用サインイン). Any e-mail address signs in.</p>
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" list="demo-accounts" required autofocus>
    <datalist id="demo-accounts">${options.join('')}</datalist>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Sign in</button>
  </form>`,
  });
}

/**
 * The provider's sign-out question (RP-initiated logout). `form` is the provider's own hidden form
 * (its id is op.logoutForm, with the xsrf token); the buttons submit it with logout=yes or without.
 */
export function renderSignOutPage({ form, styleNonce }: { form: string; styleNonce: string }) {
  return renderProviderPage({
    title: 'Kizuki: sign out',
    styleNonce,
    content: `  <h1 lang="ja">Kizuki からサインアウトしますか？</h1>
  <p>Sign out of Kizuki? (development identity provider)</p>
  ${form}
  <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout"><span lang="ja">サインアウト</span> / Sign out</button>
  <button class="secondary" type="submit" form="op.logoutForm"><span lang="ja">サインインしたままにする</span> / Stay signed in</button>`,
  });
}

/** Shown when sign-out had nowhere to return to (no post_logout_redirect_uri was given). */
export function renderSignedOutPage({ styleNonce }: { styleNonce: string }) {
  return renderProviderPage({
    title: 'Kizuki: signed out',
    styleNonce,
    content: `  <h1 lang="ja">サインアウトしました</h1>
  <p>You are signed out of Kizuki. You can close this page.</p>`,
  });
}
