import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/media/format-size";

describe("formatFileSize", () => {
  it("writes sizes in Bytes, KB, MB and GB with at most two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(123_456)).toBe("120.56 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(10 * 1024 * 1024 + 1)).toBe("10 MB");
    expect(formatFileSize(2.345 * 1024 ** 3)).toBe("2.35 GB");
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120 GB");
  });
});
