import fc from "fast-check";

// Generated input the junk tests share: values at and past the edges of what the server accepts.

/** Dates at and past the edges of what the database stores, and impossible ones. */
export const boundaryDates = fc.constantFrom(
  "0000-01-01T00:00:00Z", "0001-01-01T00:00:00.000Z", "1899-12-31T23:59:59Z", "9999-12-31T23:59:59.999Z", "10000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z", "-000001-01-01T00:00:00Z", "2026-02-29", "2026-13-01", "2026-04-31T10:00:00Z", "2026-01-01T24:00:00Z",
  "2026-01-01T10:00:00+25:00", "1970-01-01T00:00:00Z",
);

/** X-Forwarded-For values a client may send: spoofed, malformed, enormous. */
export const forwardedForJunk = fc.oneof(
  fc.constantFrom("1.2.3.4", "1.2.3.4, 5.6.7.8", "::1", "[2001:db8::1]:80", "unknown", "999.999.999.999", "<script>", ",,,,", " "),
  fc.array(fc.ipV4(), { minLength: 1, maxLength: 400 }).map((addresses) => addresses.join(", ")),
  fc.string({ minLength: 2000, maxLength: 4000 }).map((text) => text.replace(/[\r\n\u0000-\u001f\u007f-\uffff]/g, "x")),
);
