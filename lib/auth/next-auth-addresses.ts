/** The route next-auth answers its endpoints from: every address under /api/auth that no other route takes. */
export const NEXT_AUTH_ROUTE = "/api/auth/[...nextauth]";

/** Whether a path under /api/auth is one of next-auth's endpoints: signin/{provider} and callback/{provider} take a provider, the others nothing. */
export function isNextAuthAddress(action: string[]): boolean {
  const [name, ...rest] = action;
  if (name === "callback") return rest.length === 1;
  if (name === "signin") return rest.length <= 1;
  return ["csrf", "session", "providers", "signout", "error"].includes(name) && rest.length === 0;
}
