import { zodResolver } from "@/components/ui/form-resolver";
import { submissionSchema } from "@/lib/submissions/schema";

/** The form's check in the browser: the same schema POST /api/public/submissions validates with. */
export const submissionResolver = zodResolver(submissionSchema);
