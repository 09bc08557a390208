import { vi } from "vitest";
// Imported first: it also answers next-auth's require("next/headers"), which vi.mock does not reach.
import "./request-scope";

// Integration tests call route handlers and server actions outside Next: in every test file, next/headers
// answers from the request the test built (see request-scope.ts).
vi.mock("next/headers", async () => (await import("./request-scope")).nextHeadersMock);
