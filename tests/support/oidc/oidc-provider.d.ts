// The parts of oidc-provider 9 (which ships no types) that the test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface OidcContext {
    oidc: {
      provider: Provider;
      result?: { consent?: { grantId?: string } };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
    };
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    pkce: { required: () => boolean };
    ttl: Record<string, number>;
    claims: Record<string, string[]>;
    features: Record<string, { enabled: boolean }>;
    interactions: { url: (ctx: OidcContext, interaction: { uid: string }) => string };
    findAccount(ctx: OidcContext, sub: string): Promise<Account | undefined>;
    loadExistingGrant(ctx: OidcContext): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    Client: { find(id: string): Promise<{ clientName?: string } | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
