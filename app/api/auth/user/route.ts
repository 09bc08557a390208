import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// The signed-in user, or null when nobody is signed in (a normal state, not an error).
export const GET = route("GET /api/auth/user", { withUser: true }, async ({ user }) =>
  privateJson(
    user && {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
    },
  ),
);
