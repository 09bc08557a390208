// What the sign-in page says for next-auth's error codes (and our own: Cookies, UnknownProvider).
const messages: Record<string, string> = {
  OAuthSignin: "Sign-in could not start with that provider. Please try again in a moment.",
  OAuthCallback: "The sign-in provider's answer could not be verified. Please try again.",
  Callback: "The sign-in provider's answer could not be verified. Please try again.",
  OAuthCreateAccount: "Your account could not be created. Please try again.",
  OAuthAccountNotLinked:
    "An account with this email address already exists and signs in another way. Please sign in the way you did before.",
  AccessDenied: "Access was denied by the sign-in provider.",
  Configuration: "Sign-in is misconfigured on the server. The site's operator can find the details in the server logs.",
  Cookies: "Your browser did not keep the sign-in cookie. Please allow cookies for this site and try again.",
  UnknownProvider: "That sign-in method is not available here. Please choose one of the options below.",
};

export function signInErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  return messages[code] ?? "Sign-in did not complete. Please try again.";
}
