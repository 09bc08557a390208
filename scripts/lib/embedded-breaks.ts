import { z } from "zod";
import { BROKEN_STATE_MESSAGE, EMBEDDED_DATABASE_STOPPED } from "@/lib/db/embedded-break";

const BREAK_MARKERS = [EMBEDDED_DATABASE_STOPPED, BROKEN_STATE_MESSAGE];

const reportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(z.object({ status: z.string(), failureMessages: z.array(z.string()).nullish() })),
    }),
  ),
});

type FileResult = z.infer<typeof reportSchema>["testResults"][number];

/** Every message a failed file gave: its own (a failing hook) and each failed test's. */
function failureMessages(file: FileResult): string[] {
  const messages = file.assertionResults.filter((test) => test.status === "failed").flatMap((test) => test.failureMessages ?? []);
  return file.message ? [file.message, ...messages] : messages;
}

/**
 * Splits the failed files of a Vitest JSON report: those where every failure says the embedded database
 * broke, and the rest. A file that failed otherwise in any project (the same file runs on both databases)
 * counts among the rest.
 */
export function filesBrokenByEmbeddedDatabase(report: unknown): { broken: string[]; otherFailures: string[] } {
  const failed = reportSchema.parse(report).testResults.filter((file) => file.status === "failed");
  const broken = new Set<string>();
  const otherFailures = new Set<string>();
  for (const file of failed) {
    const messages = failureMessages(file);
    const isBreak = messages.length > 0 && messages.every((message) => BREAK_MARKERS.some((marker) => message.includes(marker)));
    (isBreak ? broken : otherFailures).add(file.name);
  }
  for (const name of otherFailures) broken.delete(name);
  return { broken: [...broken], otherFailures: [...otherFailures] };
}
