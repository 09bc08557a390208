import { describe, expect, it } from "vitest";
import { readJsonBodyOf, readQueryOf } from "@/lib/http/request-guards";

const jsonHeaders = new Headers({ "content-type": "application/json" });
const readJson = (text: string) => readJsonBodyOf(jsonHeaders, async () => new TextEncoder().encode(text));

describe("a JSON request body", () => {
  it("is refused with a message when it nests thousands of levels deep, without exhausting the stack", async () => {
    const deep = `{"listId":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    await expect(readJson(deep)).rejects.toMatchObject({ status: 400, message: "The request body nests more than 64 levels deep: send a flatter JSON body." });
  });

  it("is read when it nests as deep as the limit allows", async () => {
    const atLimit = `${"[".repeat(63)}{"a":1}${"]".repeat(63)}`;
    await expect(readJson(atLimit)).resolves.toBeDefined();
  });

  it("is refused when a string holds half of a surrogate pair, and read when it holds the whole pair", async () => {
    await expect(readJson('{"title":"lone \\udc00 half"}')).rejects.toMatchObject({ status: 400, message: expect.stringContaining("lone surrogate") });
    await expect(readJson('{"title":"\\ud83d"}')).rejects.toMatchObject({ status: 400 });
    await expect(readJson('{"title":"a pair \\ud83d\\ude00"}')).resolves.toEqual({ title: "a pair \u{1F600}" });
  });

  it("is refused when a key or a value holds the NUL character", async () => {
    const message = "The request body must not contain the NUL character (\\u0000).";
    await expect(readJson('{"ti\\u0000tle":"x"}')).rejects.toMatchObject({ status: 400, message });
    await expect(readJson('{"tags":[["a\\u0000"]]}')).rejects.toMatchObject({ status: 400, message });
  });
});

describe("a request's query parameters", () => {
  it("keep the first value of a repeated parameter, as pages read them", () => {
    expect(readQueryOf("?q=garden&q=kitchen&page=2")).toEqual({ q: "garden", page: "2" });
  });

  it("are refused with a message when a value holds a broken percent-escape", () => {
    for (const search of ["?q=%E0%A4%A", "?q=%ED%A0%80", "?q=%FF", "?q=50%"]) {
      expect(() => readQueryOf(search), search).toThrow("A query parameter is not valid: it contains a broken percent-encoded character.");
    }
  });

  it("read encoded text and plus signs as the characters they stand for", () => {
    expect(readQueryOf("?q=caf%C3%A9+au+lait&tag=a%2Bb")).toEqual({ q: "café au lait", tag: "a+b" });
    expect(readQueryOf("")).toEqual({});
  });

  it("keep a parameter named __proto__ as a plain value", () => {
    const query = readQueryOf("?__proto__=x&q=y");
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query.q).toBe("y");
  });

  it("are refused when a value holds the NUL character", () => {
    expect(() => readQueryOf("?q=a%00b")).toThrow("Query parameters must not contain the NUL character (%00).");
  });
});
