import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./auth-context.ts";
import { AuthProvider } from "./auth-provider.tsx";

function Status() {
  return <p>{useAuth().status}</p>;
}

describe("useAuth", () => {
  it("refuses to work outside an AuthProvider (SPEC §8)", () => {
    expect(() => renderToStaticMarkup(<Status />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("is loading inside the provider until the browser has read the session, so the server renders that state", () => {
    expect(renderToStaticMarkup(<AuthProvider><Status /></AuthProvider>)).toBe("<p>loading</p>");
  });
});
