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

const saysItBroke = (message: string) => BREAK_MARKERS.some((marker) => message.includes(marker));

/**
 * Whether every failure in the file came with the embedded database's break: each failed test has the
 * break among its messages (its own assertion may have failed first, on an answer the break spoiled; the
 * integration setup adds the break to every test that ends after it), and so has a failing hook's message.
 */
function brokeEveryFailure(file: FileResult): boolean {
  const failedTests = file.assertionResults.filter((test) => test.status === "failed");
  if (failedTests.length === 0 && !file.message) return false;
  return failedTests.every((test) => (test.failureMessages ?? []).some(saysItBroke)) && (!file.message || saysItBroke(file.message));
}

/**
 * Splits the failed files of a Vitest JSON report: those where every failure came with the embedded
 * database's break, and the rest. A file that failed otherwise in any project (the same file runs on both
 * databases) counts among the rest.
 */
export function filesBrokenByEmbeddedDatabase(report: unknown): { broken: string[]; otherFailures: string[] } {
  const failed = reportSchema.parse(report).testResults.filter((file) => file.status === "failed");
  const broken = new Set<string>();
  const otherFailures = new Set<string>();
  for (const file of failed) (brokeEveryFailure(file) ? broken : otherFailures).add(file.name);
  for (const name of otherFailures) broken.delete(name);
  return { broken: [...broken], otherFailures: [...otherFailures] };
}
