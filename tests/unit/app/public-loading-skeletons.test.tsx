// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import CuratorLoading from "@/app/(public)/(.)curators/[handle]/loading";
import ListLoading from "@/app/(public)/(.)lists/[slug]/loading";
import SearchLoading from "@/app/(public)/(.)search/loading";
import TopicLoading from "@/app/(public)/(.)topics/[slug]/loading";
import TrendingLoading from "@/app/(public)/(.)trending/loading";

afterEach(() => cleanup());

const skeletonCards = () => screen.queryAllByTestId("list-card-skeleton");

describe("loading skeletons", () => {
  it.each([
    ["topic", TopicLoading],
    ["trending", TrendingLoading],
    ["search", SearchLoading],
  ] as [string, ComponentType][])("the %s grid shows six card skeletons", (_name, Loading) => {
    render(<Loading />);
    expect(skeletonCards()).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent(/Loading/);
  });

  it("the curator page shows three card skeletons", () => {
    render(<CuratorLoading />);
    expect(skeletonCards()).toHaveLength(3);
  });

  it("the list page shows a skeleton of its own, without list cards", () => {
    render(<ListLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading list");
    expect(skeletonCards()).toHaveLength(0);
  });
});
