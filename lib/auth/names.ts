// Providers that give one display name ("Ada King Lovelace") fill firstName/lastName from it: the first
// word is the first name, the rest the last name.

export function splitName(name: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0], lastName: words.length > 1 ? words.slice(1).join(" ") : null };
}

export function fullName(user: { firstName: string | null; lastName: string | null; email?: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Signed-in user";
}

/** How the panel names a person to other staff: their name, never their email address. */
export function displayName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || "A user without a name";
}

export function initials(user: { firstName: string | null; lastName: string | null; email?: string | null }): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()[0] ?? "").join("");
  return (letters || user.email?.[0] || "?").toUpperCase();
}
