// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const { HeaderSearch } = await import("@/components/public/header-search");

beforeEach(() => push.mockReset());
afterEach(() => cleanup());

function submitWith(value: string) {
  render(<HeaderSearch />);
  const input = screen.getByPlaceholderText("Search lists...");
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest("form")!);
}

describe("HeaderSearch", () => {
  it("is a GET form to /search with the query in q, so it works without JavaScript", () => {
    render(<HeaderSearch />);
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(screen.getByLabelText("Search lists").getAttribute("name")).toBe("q");
  });

  it("opens /search with the query URL-encoded", () => {
    submitWith("carry on & go");
    expect(push).toHaveBeenCalledWith("/search?q=carry%20on%20%26%20go");
  });

  it("does nothing for a blank query", () => {
    submitWith("");
    expect(push).not.toHaveBeenCalled();
  });

  it("does nothing for a whitespace-only query", () => {
    submitWith("   ");
    expect(push).not.toHaveBeenCalled();
  });
});
