import { describe, expect, it, vi } from "vitest";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { ApiError } from "@/lib/api-client";

type Values = { name: string; handle: string; slug: string };
const fields = ["name", "handle", "slug"] as const;

describe("showServerFieldErrors", () => {
  it("puts a 400 answer's field errors on the form's own fields and leaves others out", () => {
    const setError = vi.fn();
    const refused = new ApiError(400, JSON.stringify({ message: "Check the fields.", fieldErrors: { name: ["Please enter a name."], secret: ["not a field"] } }));
    showServerFieldErrors<Values>(refused, setError, fields);
    expect(setError.mock.calls).toEqual([["name", { type: "server", message: "Please enter a name." }]]);
  });

  it("puts a 409's message on the field it names", () => {
    const setError = vi.fn();
    const taken = new ApiError(409, JSON.stringify({ message: 'The handle "maya-chen" is already taken: choose another handle.' }));
    showServerFieldErrors<Values>(taken, setError, fields);
    expect(setError.mock.calls).toEqual([["handle", { type: "server", message: 'The handle "maya-chen" is already taken: choose another handle.' }]]);
  });

  it("leaves the form alone for a failure that is not the server refusing input", () => {
    const setError = vi.fn();
    showServerFieldErrors<Values>(new TypeError("Failed to fetch"), setError, fields);
    showServerFieldErrors<Values>(new ApiError(500, ""), setError, fields);
    expect(setError).not.toHaveBeenCalled();
  });
});
