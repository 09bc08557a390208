// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useApiResource } from "@/components/admin/use-api-resource";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useApiResource", () => {
  it("reports a failed load with the server's message and loads again on reload", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ message: "The database is unavailable." }, 503))
      .mockResolvedValueOnce(json([{ id: 1 }]));
    vi.stubGlobal("fetch", fetchMock);

    const { result } = renderHook(() => useApiResource<{ id: number }[]>("/api/admin/experts"));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current).toMatchObject({ data: null, loading: false });
    expect(String(result.current.error)).toContain("The database is unavailable.");

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, error: null });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1 }]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the shown data while the answer for a new address is on its way", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ page: 1 }))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchMock);

    const { result, rerender } = renderHook(({ url }) => useApiResource<{ page: number }>(url), { initialProps: { url: "/api/admin/content-lists" } });
    await waitFor(() => expect(result.current.data).toEqual({ page: 1 }));

    rerender({ url: "/api/admin/content-lists?page=2" });
    expect(result.current).toMatchObject({ data: { page: 1 }, loading: true });
    await act(async () => release(json({ page: 2 })));
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: 2 }, loading: false }));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/admin/content-lists?page=2", expect.anything());
  });

  it("applies a section's own change to the loaded data without another request", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json([{ id: 1 }, { id: 2 }]));
    vi.stubGlobal("fetch", fetchMock);

    const { result } = renderHook(() => useApiResource<{ id: number }[]>("/api/admin/media"));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    act(() => result.current.update((rows) => rows.filter((row) => row.id !== 1)));
    expect(result.current.data).toEqual([{ id: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
