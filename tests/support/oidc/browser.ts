import { TEST_ACCOUNT } from "./provider";

// Walks the test provider's side of a sign-in with plain fetch and a cookie jar, as a browser would:
// authorization request, login form, consent (implied), back to the app's callback URL.
export async function signInAtProvider(authorizeUrl: string, credentials: { email: string; password: string } = TEST_ACCOUNT): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair.split(/=(.*)/s);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

  let url = new URL(authorizeUrl);
  const issuer = url.origin;
  for (let step = 0; step < 10; step++) {
    if (url.origin !== issuer) return url; // back at the app
    const response = await send(url);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = page.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`The provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    const submitted = await send(new URL(action, url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: credentials.email, password: credentials.password }).toString(),
    });
    const next = submitted.headers.get("location");
    if (!next) throw new Error(`Sign-in at the provider failed (${submitted.status}): ${(await submitted.text()).slice(0, 300)}`);
    url = new URL(next, url);
  }
  throw new Error("Too many redirects at the provider.");
}
