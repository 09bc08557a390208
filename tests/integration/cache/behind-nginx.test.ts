import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasProductionBuild, startAppServer, type AppServer } from "@/tests/support/integration/app-server";
import { freePort } from "@/tests/support/free-port";

// The production server behind nginx configured as deploy/nginx.conf says (the README points there): an
// edit made through the site is live on the very next request through the proxy, a conditional request
// for an unchanged page is answered 304, and Next.js's immutable files come from nginx's own cache. Runs
// once, on the embedded database, when a build and nginx exist (npm test installs nginx).
const NGINX = "/usr/sbin/nginx";
const run = hasProductionBuild() && !process.env.DATABASE_URL && existsSync(NGINX);

describe.runIf(run)("the site behind an nginx cache configured as the README says", () => {
  let folder: string;
  let app: AppServer;
  let nginx: ChildProcess;
  let proxy: string;
  let session = "";

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "behind-nginx-"));
    const port = await freePort();
    // The site's public address is the proxy's, as in production.
    proxy = `http://localhost:${port}`;
    app = await startAppServer(null, {
      embeddedDir: path.join(folder, "pglite"),
      env: { SITE_URL: proxy, UPLOAD_DIR: path.join(folder, "uploads"), AUTH_DEV_LOGIN: "true", ADMIN_EMAILS: "proxy.admin@example.com", TRUST_PROXY: "1" },
    });
    nginx = await startNginx(folder, port, new URL(app.url).port);
    const signIn = await fetch(`${proxy}/api/auth/dev-signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxy },
      body: JSON.stringify({ email: "proxy.admin@example.com", firstName: "Proxy" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    session = signIn.headers.getSetCookie()[0].split(";")[0];
  }, 240_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await app?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const admin = (method: string, address: string, body?: unknown) =>
    fetch(`${proxy}${address}`, { method, headers: { "content-type": "application/json", origin: proxy, cookie: session }, body: body === undefined ? undefined : JSON.stringify(body) });

  it("shows an edit on the next request through the proxy, and answers 304 while nothing changed", async () => {
    const created = await admin("POST", "/api/admin/content-lists", { title: "Before the edit", slug: "behind-the-proxy", status: "published", content: "<p>Through nginx.</p>" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const first = await fetch(`${proxy}/lists/behind-the-proxy`);
    expect(await first.text()).toContain("Before the edit");
    const again = await fetch(`${proxy}/lists/behind-the-proxy`);
    expect(again.headers.get("cache-control")).toBe("public, no-cache");
    const etag = again.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await fetch(`${proxy}/lists/behind-the-proxy`, { headers: { "if-none-match": etag } })).status).toBe(304);

    expect((await admin("PATCH", `/api/admin/content-lists/${id}`, { title: "After the edit" })).status).toBe(200);
    const edited = await fetch(`${proxy}/lists/behind-the-proxy`);
    const html = await edited.text();
    expect(html).toContain("After the edit");
    expect(html).not.toContain("Before the edit");
    expect((await fetch(`${proxy}/lists/behind-the-proxy`, { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it("serves Next.js's immutable files from nginx's cache", async () => {
    const home = await (await fetch(`${proxy}/`)).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    await fetch(`${proxy}${script}`);
    const cached = await fetch(`${proxy}${script}`);
    expect(cached.headers.get("x-cache-status")).toBe("HIT");
  });

  it("counts the client nginx saw, not an address the client wrote", async () => {
    const me = await fetch(`${proxy}/api/auth/user`, { headers: { cookie: session, "x-forwarded-for": "203.0.113.99" } });
    expect(me.status).toBe(200);
    // The development sign-in checks every forwarded address is this machine's: a forged one is refused.
    const forged = await fetch(`${proxy}/api/auth/dev-signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxy, "x-forwarded-for": "203.0.113.99" },
      body: JSON.stringify({ email: "forged@example.com", firstName: "Forged" }),
    });
    expect(forged.status).toBe(403);
  });
});

/** nginx with deploy/nginx.conf, made to run here: plain HTTP on `port`, the app on `appPort`, files in `folder`. */
async function startNginx(folder: string, port: number, appPort: string): Promise<ChildProcess> {
  const site = readFileSync(path.resolve("deploy/nginx.conf"), "utf8")
    .replace("/var/cache/nginx/the-lists", path.join(folder, "nginx-cache"))
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
    .replace("listen 443 ssl;", `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate.*$/gm, "");
  const prefix = path.join(folder, "nginx");
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const temp = (name: string) => `${name} ${path.join(prefix, name)};`;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off; master_process off; pid ${path.join(prefix, "nginx.pid")}; error_log ${path.join(prefix, "logs", "error.log")} warn;
events { worker_connections 256; }
http { access_log off; ${temp("client_body_temp_path")} ${temp("proxy_temp_path")} ${temp("fastcgi_temp_path")} ${temp("uwsgi_temp_path")} ${temp("scgi_temp_path")}
${site}
}`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not start: ${output}`);
}
