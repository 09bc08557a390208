import { describe, expect, it } from "vitest";
import { filesBrokenByEmbeddedDatabase } from "@/scripts/lib/embedded-breaks";

const BREAK = "Error: The embedded database stopped answering: PostgreSQL was interrupted by RuntimeError: null function or function signature mismatch in: SELECT 1";

const file = (name: string, status: string, failures: string[][], message = "") => ({
  name,
  status,
  message,
  assertionResults: failures.map((failureMessages) => ({ status: failureMessages.length ? "failed" : "passed", failureMessages })),
});

describe("which failed test files the embedded database broke", () => {
  it("names a file whose every failure says the embedded database broke", () => {
    const report = { testResults: [file("/a.test.ts", "failed", [[], [BREAK], [BREAK]]), file("/b.test.ts", "passed", [[]])] };
    expect(filesBrokenByEmbeddedDatabase(report)).toEqual({ broken: ["/a.test.ts"], otherFailures: [] });
  });

  it("counts PostgreSQL's broken error handling as a break too", () => {
    const report = { testResults: [file("/a.test.ts", "failed", [["error: ERRORDATA_STACK_SIZE exceeded"]])] };
    expect(filesBrokenByEmbeddedDatabase(report).broken).toEqual(["/a.test.ts"]);
  });

  it("treats a file with any other failure as a real failure", () => {
    const report = { testResults: [file("/a.test.ts", "failed", [["AssertionError: expected 1 to be 2"], [BREAK]])] };
    expect(filesBrokenByEmbeddedDatabase(report)).toEqual({ broken: [], otherFailures: ["/a.test.ts"] });
  });

  it("names a file whose failed tests each came with the break, whatever they asserted first", () => {
    const spoiled = ["AssertionError: expected 500 to be 404", BREAK];
    const report = { testResults: [file("/a.test.ts", "failed", [spoiled, ["TypeError: answer.body.map is not a function", BREAK], [BREAK]])] };
    expect(filesBrokenByEmbeddedDatabase(report)).toEqual({ broken: ["/a.test.ts"], otherFailures: [] });
  });

  it("treats a file that broke on one database and failed otherwise on the other as a real failure", () => {
    const report = { testResults: [file("/a.test.ts", "failed", [[BREAK]]), file("/a.test.ts", "failed", [["AssertionError: expected 1 to be 2"]])] };
    expect(filesBrokenByEmbeddedDatabase(report)).toEqual({ broken: [], otherFailures: ["/a.test.ts"] });
  });

  it("reads a failing hook's message on the file", () => {
    expect(filesBrokenByEmbeddedDatabase({ testResults: [file("/a.test.ts", "failed", [], BREAK)] }).broken).toEqual(["/a.test.ts"]);
    expect(filesBrokenByEmbeddedDatabase({ testResults: [file("/b.test.ts", "failed", [], "TypeError: x is undefined")] }).otherFailures).toEqual(["/b.test.ts"]);
  });

  it("names nothing when a file failed without a message", () => {
    expect(filesBrokenByEmbeddedDatabase({ testResults: [file("/a.test.ts", "failed", [])] })).toEqual({ broken: [], otherFailures: ["/a.test.ts"] });
  });
});
