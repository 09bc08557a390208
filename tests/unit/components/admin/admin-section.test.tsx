// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAdminSection } from "@/components/admin/use-admin-section";

// The address Next.js rendered the page for; its router never hears of the History API calls below, as
// in the moment after hydration before its own effects have run.
vi.mock("next/navigation", () => ({ usePathname: () => "/admin", useSearchParams: () => new URLSearchParams() }));

function Panel() {
  const [section, open] = useAdminSection("dashboard");
  return (
    <>
      <h1>{section}</h1>
      <button type="button" onClick={() => open("experts")}>
        Experts
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the admin panel's open section", () => {
  it("follows the address it writes, and Back, without waiting for Next's router", async () => {
    window.history.replaceState(null, "", "/admin");
    render(<Panel />);
    expect(screen.getByRole("heading").textContent).toBe("dashboard");

    act(() => screen.getByRole("button", { name: "Experts" }).click());
    expect(window.location.pathname).toBe("/admin/experts");
    expect(screen.getByRole("heading").textContent).toBe("experts");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByRole("heading").textContent).toBe("dashboard");
  });
});
