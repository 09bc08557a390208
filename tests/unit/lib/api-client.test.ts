import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, isUnauthorizedError } from "@/lib/api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body || null, { status, statusText })));
}

describe("apiRequest", () => {
  it("sends JSON with credentials and returns the parsed answer", async () => {
    answer(201, '{"id":1}');
    await expect(apiRequest("POST", "/api/favorites", { listId: 1 })).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith("/api/favorites", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"listId":1}',
    });
  });

  it("turns a non-OK answer into an error 'status: body', or the status text when the body is empty", async () => {
    answer(404, '{"message":"List not found."}');
    await expect(apiRequest("GET", "/x")).rejects.toThrow('404: {"message":"List not found."}');
    answer(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("returns nothing for 204", async () => {
    answer(204, "");
    await expect(apiRequest("DELETE", "/x")).resolves.toBeUndefined();
  });
});

describe("error helpers", () => {
  it("recognises the logged-out failure by its status", () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized: please sign in."}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '{"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
  });

  it("reads the server's message and field errors out of an error", () => {
    const error = new ApiError(400, '{"message":"Title is required.","fieldErrors":{"title":["Please enter a title."]}}');
    expect(errorMessage(error)).toBe("Title is required.");
    expect(error.fieldErrors).toEqual({ title: ["Please enter a title."] });
    expect(errorMessage(new ApiError(502, "Bad Gateway"))).toBe("Bad Gateway");
    expect(errorMessage(new Error("not from the API"))).toBeNull();
  });

  it("carries the status for callers to branch on", async () => {
    answer(409, '{"message":"That slug is already taken."}');
    const error = await apiRequest("POST", "/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
