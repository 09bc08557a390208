// What our providers' profile() callbacks add to next-auth's user: the name split the way the users
// table stores it, and whether the provider vouches for the email address (ADMIN_EMAILS needs that).
import "next-auth";

declare module "next-auth" {
  interface User {
    firstName?: string | null;
    lastName?: string | null;
    emailTrusted?: boolean;
  }

  // events.signIn receives the profile() result under this name.
  interface Profile {
    emailTrusted?: boolean;
  }
}
