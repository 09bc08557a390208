import { zodResolver } from "@hookform/resolvers/zod";
import { config } from "zod/v4/core";

// The one resolver every form in the browser validates with. zod would first probe whether it may
// compile validators with `new Function`; the site's Content-Security-Policy forbids that, so each form
// page reported a policy violation. In the browser zod validates uncompiled instead (the same rules,
// and forms are small); the server keeps compiled validators for the API.
if (typeof window !== "undefined") config({ jitless: true });

export { zodResolver };
