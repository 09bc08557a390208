// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AdminContext, type AdminContextValue } from "@/components/admin/admin-context";
import PreviewSection from "@/components/admin/preview/preview-section";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";

afterEach(cleanup);

function renderAs(role: Role) {
  const value: AdminContextValue = {
    user: { id: "u1", initials: "AL", fullName: "Ada Lovelace", role },
    can: (capability) => can(role, capability),
    openSection: () => {},
  };
  render(
    <AdminContext.Provider value={value}>
      <PreviewSection />
    </AdminContext.Provider>,
  );
}

describe("the Live Preview tab", () => {
  it("tells a viewer the frame shows the published site, since unpublished work is for those who write lists", () => {
    renderAs("viewer");
    expect(screen.getByRole("note").textContent).toMatch(/^You are seeing the published site/);
  });

  it("tells a contributor the frame shows unpublished work", () => {
    renderAs("contributor");
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText(/Staff see unpublished theme and settings and draft lists/)).toBeTruthy();
  });
});
