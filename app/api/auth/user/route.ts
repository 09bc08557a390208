import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// The signed-in user; 401 {message} when signed out (the wrapper answers that).
export const GET = route({ auth: "user" }, async ({ user }) =>
  privateJson({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  }),
);
