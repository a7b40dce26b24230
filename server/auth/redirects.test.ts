import { describe, expect, it } from "vitest";
import { allowedRedirect, withFragment } from "./redirects.ts";

const origins = ["https://www.example.com", "https://app.example.com"];
const fallback = "https://www.example.com/login?confirmed=true";

describe("allowedRedirect", () => {
  it("keeps an address on an allowed origin, without its fragment", () => {
    expect(allowedRedirect("https://app.example.com/set-password?email=a%40b.se#gammalt", origins, fallback)).toBe(
      "https://app.example.com/set-password?email=a%40b.se",
    );
  });

  it("falls back for other sites, look-alikes, credentials, other schemes and nonsense", () => {
    for (const requested of [
      "https://www.example.com.angripare.net/",
      "https://angripare.net/?https://www.example.com",
      "https://user:pass@www.example.com/",
      "http://www.example.com/",
      "javascript:alert(1)",
      "//angripare.net",
      "inte en adress",
      undefined,
    ]) {
      expect(allowedRedirect(requested, origins, fallback)).toBe(fallback);
    }
  });

  it("allows any port on a developer's machine when the site runs there", () => {
    const local = ["http://localhost:3000"];
    expect(allowedRedirect("http://localhost:5173/set-password", local, fallback)).toBe("http://localhost:5173/set-password");
    expect(allowedRedirect("http://127.0.0.1:41234/login", local, fallback)).toBe("http://127.0.0.1:41234/login");
    expect(allowedRedirect("http://localhost.example.net:5173/", local, fallback)).toBe(fallback);
    expect(allowedRedirect("http://www.example.com:8080/", origins, fallback)).toBe(fallback);
  });
});

describe("withFragment", () => {
  it("writes the parameters sorted by name, as GoTrue does", () => {
    expect(withFragment("https://www.example.com/login", { type: "signup", access_token: "a.b.c", sb: "" })).toBe(
      "https://www.example.com/login#access_token=a.b.c&sb=&type=signup",
    );
  });
});
