// A real OpenID Connect provider for tests (oidc-provider): discovery, authorization code flow with PKCE
// required, signed ID tokens, userinfo. One account, one client registered for the app's callback URL.
// Consent is implied for that first-party client; the login page is a plain form.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { TEST_ACCOUNT, TEST_CLIENT } from "./test-account";

export { TEST_ACCOUNT, TEST_CLIENT };

export interface TestOidcProvider {
  issuer: string;
  server: Server;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function loginPage(uid: string, clientName: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider: sign in</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>Test identity provider</h1>
<p>Sign in to continue to ${escapeHtml(clientName)}.</p>
${error ? `<p role="alert" style="color: #b00020">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<p><label>Email <input name="email" type="email" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(html);
}

/** An account of the test provider; `email_verified` is left out of its claims when undefined. */
export interface TestProviderAccount {
  sub: string;
  email: string;
  password: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

/**
 * Starts the provider on `port`, or on a port the system picks when none is given (its address is then in
 * `issuer`); `redirectUri` is the app's `<SITE_URL>/api/auth/callback/oidc`. `accounts` replaces the one
 * verified test account, for sign-ins the provider does not vouch for.
 */
export async function startTestOidcProvider(options: { port?: number; redirectUri: string; accounts?: TestProviderAccount[] }): Promise<TestOidcProvider> {
  // The server listens first: the issuer's address names the port it got.
  let handle = (_request: IncomingMessage, response: ServerResponse) => sendHtml(response, 503, "<p>Starting.</p>");
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Every interface, so "localhost" works whether it resolves to 127.0.0.1 or ::1.
    server.listen(options.port ?? 0, resolve);
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const accounts: TestProviderAccount[] = options.accounts ?? [{ ...TEST_ACCOUNT, email_verified: true }];
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        client_name: "the Lists",
        redirect_uris: [options.redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-signing-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["test-oidc-cookie-key-not-secret"] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.find((candidate) => candidate.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            ...(account.email_verified !== undefined && { email_verified: account.email_verified }),
            name: `${account.given_name} ${account.family_name}`,
            given_name: account.given_name,
            family_name: account.family_name,
            picture: `${issuer}/avatar.svg`,
          };
        },
      };
    },
    // The app is this provider's own first-party client: consent is implied.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleOidc = provider.callback();

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, uid: string, submitted: boolean) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) return sendHtml(response, 400, "<p>This sign-in request has expired. Start again from the app.</p>");
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? "the app";
    if (!submitted) return sendHtml(response, 200, loginPage(uid, clientName));
    const form = await readForm(request);
    const account = accounts.find((candidate) => candidate.email === form.get("email")?.trim().toLowerCase() && candidate.password === form.get("password"));
    if (!account) return sendHtml(response, 401, loginPage(uid, clientName, "Wrong email or password."));
    await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  handle = (request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    if (url.pathname === "/avatar.svg") {
      response.writeHead(200, { "Content-Type": "image/svg+xml" });
      response.end(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#4d3b2d"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">OT</text></svg>`);
      return;
    }
    const interaction = url.pathname.match(/^\/interaction\/([^/]+)(\/login)?$/);
    if (interaction) {
      const submitted = interaction[2] === "/login" && request.method === "POST";
      handleInteraction(request, response, decodeURIComponent(interaction[1]), submitted).catch((error: unknown) => {
        sendHtml(response, 400, `<p>Sign-in failed: ${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`);
      });
      return;
    }
    handleOidc(request, response);
  };
  return {
    issuer,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
