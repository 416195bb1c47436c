import { createHash, randomBytes } from 'node:crypto';

/** A minimal cookie jar: enough for the provider's interaction and session cookies on one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(header = '') {
    for (const pair of header.split('; ').filter(Boolean)) {
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface CodeFlowOptions {
  baseUrl: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  /** Cookies of an earlier sign-in (`cookies` of its answer): the provider's session. */
  cookies?: string;
  /** `none`: the provider must answer with a code at once, from its session, or this fails. */
  prompt?: 'none';
}

/**
 * Signs in through the development provider exactly as a browser would (authorization code with
 * PKCE), and returns the tokens. Used by server tests that need a real access token.
 */
export async function signInWithCodeFlow(options: CodeFlowOptions) {
  const jar = new CookieJar(options.cookies);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${options.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...(options.prompt ? { prompt: options.prompt } : {}),
  }).toString();

  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, options.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };

  let response = await request(authorize.toString());
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (location?.startsWith(options.redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      const token = await fetch(`${options.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId,
          code_verifier: verifier,
        }),
      });
      if (!token.ok)
        throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
      const tokens = (await token.json()) as {
        access_token: string;
        id_token: string;
        expires_in: number;
        refresh_token?: string;
      };
      return { ...tokens, cookies: jar.header() };
    }
    if (location) {
      response = await request(location);
      continue;
    }
    if (options.prompt === 'none') throw new Error(`prompt=none answered ${response.status}`);
    const html = await response.text();
    const formAction = html.match(/<form method="post" action="([^"]+)"/)?.[1] ?? null;
    if (!formAction) throw new Error(`unexpected page (${response.status}): ${html.slice(0, 300)}`);
    response = await request(formAction, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: options.email }).toString(),
    });
  }
  throw new Error('sign-in did not reach the redirect URI');
}
