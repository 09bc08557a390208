// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FullPageNavigation } from "@/components/public/full-page-navigation";

afterEach(() => cleanup());

function renderPage(handlers: { onLinkClick: () => void; onButtonClick: () => void; onSubmit: () => void }) {
  render(
    <>
      <FullPageNavigation />
      <a href="/topics/travel" onClick={(event) => (event.preventDefault(), handlers.onLinkClick())}>
        Travel
      </a>
      <a href="https://example.com/" onClick={(event) => (event.preventDefault(), handlers.onLinkClick())}>
        Elsewhere
      </a>
      <button type="button" onClick={handlers.onButtonClick}>
        Menu
      </button>
      <form action="/search" method="get" aria-label="Search" onSubmit={(event) => (event.preventDefault(), handlers.onSubmit())}>
        <input name="q" defaultValue="packing" />
      </form>
    </>,
  );
}

describe("FullPageNavigation", () => {
  it("keeps a click on a link to this site from the page's handlers, so the browser follows it", () => {
    const handlers = { onLinkClick: vi.fn(), onButtonClick: vi.fn(), onSubmit: vi.fn() };
    renderPage(handlers);
    const followed = fireEvent.click(screen.getByRole("link", { name: "Travel" }));
    expect(handlers.onLinkClick).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });

  it("keeps a form's submission from the page's handlers, so the browser sends it", () => {
    const handlers = { onLinkClick: vi.fn(), onButtonClick: vi.fn(), onSubmit: vi.fn() };
    renderPage(handlers);
    fireEvent.submit(screen.getByRole("form", { name: "Search" }));
    expect(handlers.onSubmit).not.toHaveBeenCalled();
  });

  it("leaves buttons and links to other sites to their handlers", () => {
    const handlers = { onLinkClick: vi.fn(), onButtonClick: vi.fn(), onSubmit: vi.fn() };
    renderPage(handlers);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(handlers.onButtonClick).toHaveBeenCalledOnce();
    expect(handlers.onLinkClick).toHaveBeenCalledOnce();
  });
});
