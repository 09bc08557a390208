// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AdminContext, type AdminContextValue } from "@/components/admin/admin-context";
import { ListEditorDialog } from "@/components/admin/content/list-editor-dialog";
import { NEW_LIST } from "@/components/admin/content/list-form-values";
import { createAdminQueryClient } from "@/components/admin/query-client";
import { TooltipProvider } from "@/components/ui/tooltip";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const contributor: AdminContextValue = {
  user: { id: "me", initials: "CC", fullName: "Cora Contributor", role: "contributor" },
  can: (capability) => capability === "content.write" || capability === "dashboard.read",
  openSection: () => {},
};
const versions = [
  { id: 12, versionNumber: 2, title: "Packing list", content: "<p>two</p>", slug: "packing-list", status: "draft", restoredFrom: null, createdAt: "2026-11-30T10:00:00.000Z", createdBy: "Ed Editor", preview: "two" },
  { id: 11, versionNumber: 1, title: "Packing", content: "<p>one</p>", slug: "packing-list", status: "draft", restoredFrom: null, createdAt: "2026-11-29T10:00:00.000Z", createdBy: "Ed Editor", preview: "one" },
];

function openList(createdById: string) {
  const list = { ...NEW_LIST, id: 5, title: "Packing list", slug: "packing-list", content: "<p>two</p>", createdById };
  vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockImplementation(async (url) => json(String(url).endsWith("/versions") ? versions : list)));
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <AdminContext.Provider value={contributor}>
        <TooltipProvider>
          <ListEditorDialog target={{ kind: "edit", id: 5 }} options={{ categories: [], experts: [], failed: [] }} onClose={() => {}} />
        </TooltipProvider>
      </AdminContext.Provider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the list editor for a contributor", () => {
  it("shows someone else's list for reading only: fields disabled, no save and no restore, and says why", async () => {
    openList("someone-else");
    expect(await screen.findByRole("note")).toHaveTextContent("You can only change lists you created. Ask an editor to change this one.");
    expect(screen.getByLabelText("Title")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(screen.getByRole("button", { name: "Close" })).toBeEnabled();
    expect(await screen.findByText("Version 1")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Restore version 1" })).toBeNull();
  });

  it("lets them change and restore a list they created", async () => {
    openList("me");
    expect(await screen.findByRole("button", { name: "Save Changes" })).toBeEnabled();
    expect(screen.getByLabelText("Title")).toBeEnabled();
    expect(screen.queryByRole("note")).toBeNull();
    expect(await screen.findByRole("button", { name: "Restore version 1" })).toBeEnabled();
  });
});
