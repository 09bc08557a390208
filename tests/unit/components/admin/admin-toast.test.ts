// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(() => "saving"), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const loadToasts = () => import("@/components/admin/admin-toast");

const assign = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  vi.stubGlobal("location", { ...window.location, pathname: "/admin/categories", search: "?edit=new", assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const conflict = new ApiError(409, JSON.stringify({ message: 'The slug "travel" is already taken: choose another slug.' }));
const loggedOut = () => new ApiError(401, JSON.stringify({ message: "Unauthorized: please sign in." }));

describe("the admin toast helper", () => {
  it("shows Error and the sentence as written for a failed write, whatever the server said", async () => {
    const { toastFailure } = await loadToasts();
    toastFailure(conflict, "Failed to create category.");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to create category." });
  });

  it("shows the server's message instead where only the server knows why, and the sentence when it said nothing", async () => {
    const { toastFailure } = await loadToasts();
    toastFailure(new ApiError(409, JSON.stringify({ message: "An admin must remain." })), { sentence: "Failed to update user role", serverMessageFirst: true });
    toastFailure(new ApiError(500, "Internal Server Error"), { sentence: "Failed to upload file.", serverMessageFirst: true });
    toastFailure(new ApiError(502, "<html>Bad gateway</html>"), { sentence: "Failed to update user role", serverMessageFirst: true });
    expect(toast.error.mock.calls).toEqual([
      ["Error", { description: "An admin must remain." }],
      ["Error", { description: "Failed to upload file." }],
      ["Error", { description: "Failed to update user role" }],
    ]);
  });

  it("shows Success and the sentence for a write that worked", async () => {
    const { toastSuccess } = await loadToasts();
    toastSuccess("Category created successfully.");
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Category created successfully." });
  });

  // The guard lives as long as the page, so this is the one test whose calls answer 401.
  it("shows Unauthorized once and goes to sign in once, back to the same address, however many calls fail", async () => {
    const { toastFailure, signInAgainIfLoggedOut, LOGIN_REDIRECT_DELAY_MS } = await loadToasts();
    toastFailure(loggedOut(), "Failed to create category.");
    expect(signInAgainIfLoggedOut(loggedOut())).toBe(true);
    toastFailure(loggedOut(), "Failed to delete category.");

    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Unauthorized", { id: "unauthorized", description: "You are logged out. Logging in again..." });
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign.mock.calls).toEqual([[`/api/login?callbackUrl=${encodeURIComponent("/admin/categories?edit=new")}`]]);
  });

  it("turns a save's loading toast into the failure sentence in the same place", async () => {
    const { toastWhileSaving } = await loadToasts();
    const saving = toastWhileSaving(Promise.reject(conflict), { loading: "Saving theme...", success: "Theme settings saved successfully.", sentence: "Failed to save theme settings." });
    await expect(saving).rejects.toBe(conflict);
    expect(toast.loading).toHaveBeenCalledWith("Saving theme...", { description: undefined });
    expect(toast.error).toHaveBeenCalledWith("Error", { id: "saving", description: "Failed to save theme settings." });
  });
});
