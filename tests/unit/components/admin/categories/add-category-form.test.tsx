// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const { AddCategoryForm } = await import("@/components/admin/categories/category-forms");
const { PRIMARY } = await import("@/components/admin/categories/category-api");
const { createAdminQueryClient } = await import("@/components/admin/query-client");

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openForm() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <AddCategoryForm kind={PRIMARY} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Add Category" }));
  const form = screen.getByRole("form", { name: "Add Category" });
  return { form, onCreated, name: screen.getByLabelText("Name") };
}

describe("Add Category", () => {
  it("shows the slug the server gives a name with no letter or digit an address can use", () => {
    const { name } = openForm();
    fireEvent.change(name, { target: { value: "سفر" } });
    expect(screen.getByLabelText("Slug")).toHaveValue("category");
    expect(screen.getByText(/it gets category \(with a number if taken\)/)).toBeInTheDocument();
  });

  it("ignores a blank name without a call or a message", async () => {
    const { form, name } = openForm();
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.submit(form);
    // A validation and a request both finish within microtasks: after the next task either would show.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText("Please enter a name.")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(form).toBeInTheDocument();
  });

  it("sends the name and the slug made from it, says so, and closes", async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 9, name: "Home Garden", slug: "home-garden", isVisible: true, sortOrder: 9, listCount: 0 }, 201));
    const { form, name, onCreated } = openForm();
    fireEvent.change(name, { target: { value: " Home Garden " } });
    expect(screen.getByLabelText("Slug")).toHaveValue("home-garden");
    fireEvent.submit(form);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Category created successfully." }));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: "Home Garden", slug: "home-garden" });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect(form).not.toBeInTheDocument();
  });

  it("keeps the form open with Error and the sentence when the server refuses", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'The slug "travel" is already taken: choose another slug.' }, 409));
    const { form, name } = openForm();
    fireEvent.change(name, { target: { value: "Travel" } });
    fireEvent.submit(form);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to create category." }));
    expect(form).toBeInTheDocument();
    // The slug is made from the name and read-only: the name field says which address is taken.
    expect(await screen.findByText('This name makes the address "travel", which another category already has: choose another name.')).toBeInTheDocument();
  });
});
