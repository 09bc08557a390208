import { devSignIn } from "@/lib/auth/dev-sign-in";
import { devSignInSchema } from "@/lib/auth/dev-sign-in-schema";
import { signInStartLimit } from "@/lib/auth/sign-in-limits";
import { route } from "@/lib/http/route";

// The development sign-in (AUTH_DEV_LOGIN=true only): creates the user and a database session and sets
// the same session cookie next-auth would. Answers { redirectTo } for the form to follow.
export const POST = route("POST /api/auth/dev-signin", { body: devSignInSchema, rateLimit: signInStartLimit }, async ({ request, body }) =>
  devSignIn(request, body),
);
