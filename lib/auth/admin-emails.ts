// ADMIN_EMAILS: comma-separated addresses that get the admin role when they sign in (case-insensitive).

export function adminEmails(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isAdminEmail(email: string | null | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return !!email && adminEmails(env).has(email.trim().toLowerCase());
}
