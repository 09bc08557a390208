// The test identity provider as a process, for Playwright's webServer list:
//   OIDC_TEST_PORT=3403 APP_URL=http://localhost:3303 npx tsx tests/support/oidc/server.ts
import { startTestOidcProvider } from "./provider";

const port = Number(process.env.OIDC_TEST_PORT || 3400);
const appUrl = (process.env.APP_URL || "http://localhost:3100").replace(/\/+$/, "");

startTestOidcProvider({ port, redirectUri: `${appUrl}/api/auth/callback/oidc` })
  .then((provider) => {
    console.log(`Test OpenID Connect provider at ${provider.issuer} (client for ${appUrl})`);
    const stop = () => void provider.close().finally(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
