import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function capture(level: "info" | "silent" = "info") {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => lines.push(line) } });
  return { logger, lines };
}

describe("createLogger", () => {
  it("writes one JSON object a line, with the level by name", () => {
    const { logger, lines } = capture();
    logger.child({ requestId: "abc12345" }).info({ status: 200 }, "request");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", requestId: "abc12345", status: 200, msg: "request" });
  });

  it("hides credentials and bodies even when a call passes them in", () => {
    const { logger, lines } = capture();
    logger.info({
      headers: { authorization: "Bearer a-hemlighet", cookie: "sid=b-hemlighet", "set-cookie": "sid=c-hemlighet", accept: "text/html" },
      user: { password: "d-hemlighet", token: "e-hemlighet" },
      body: { message: "f-hemlighet" },
    });
    expect(lines[0]).not.toContain("hemlighet");
    expect(JSON.parse(lines[0]!).headers.accept).toBe("text/html");
  });

  it("writes nothing at level silent", () => {
    const { logger, lines } = capture("silent");
    logger.error("fel");
    expect(lines).toEqual([]);
  });
});
