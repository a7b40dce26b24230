import { describe, expect, it } from "vitest";
import { readDeliveryConfig } from "./config.ts";

describe("readDeliveryConfig", () => {
  it("leaves every target out when nothing is configured", () => {
    expect(readDeliveryConfig({})).toEqual({ targets: {}, signingKey: undefined });
  });

  it("reads the targets and the signing secret", () => {
    const config = readDeliveryConfig({
      AUTOMATION_WEBHOOK_URL: "https://hooks.example.com/leads",
      FORM_SERVICE_URL: "https://forms.example.com/f/abc",
      WEBHOOK_SECRET: "whsec_aGVtbGln",
    });
    expect(config).toEqual({
      targets: { automation_webhook: "https://hooks.example.com/leads", form_service: "https://forms.example.com/f/abc" },
      signingKey: Buffer.from("hemlig"),
    });
  });

  it("reads the chat alerts' webhooks, Slack's and Teams'", () => {
    const config = readDeliveryConfig({
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/XXXX",
      TEAMS_WEBHOOK_URL: "https://prod-01.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke",
    });
    expect(config.targets).toEqual({
      slack: "https://hooks.slack.com/services/T000/B000/XXXX",
      teams: "https://prod-01.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke",
    });
    expect(() => readDeliveryConfig({ SLACK_WEBHOOK_URL: "slack" })).toThrow("SLACK_WEBHOOK_URL");
  });

  it("treats an empty variable as unset", () => {
    expect(readDeliveryConfig({ AUTOMATION_WEBHOOK_URL: "", WEBHOOK_SECRET: " " })).toEqual({ targets: {}, signingKey: undefined });
  });

  it("stops at start-up on a target that is not an http(s) URL or a whsec_ secret that is not base64", () => {
    expect(() => readDeliveryConfig({ FORM_SERVICE_URL: "ftp://forms.example.com" })).toThrow("FORM_SERVICE_URL");
    expect(() => readDeliveryConfig({ AUTOMATION_WEBHOOK_URL: "hooks.example.com" })).toThrow("AUTOMATION_WEBHOOK_URL");
    expect(() => readDeliveryConfig({ WEBHOOK_SECRET: "whsec_???" })).toThrow("WEBHOOK_SECRET");
  });
});
