import { describe, expect, it } from "vitest";
import { messageEntry, failureEntry, suggestionsEntry } from "./conversation.ts";
import * as z from "zod/mini";
import { message } from "../../../contracts/lead-requests/fields.ts";
import { buildHandoffMessage, contactMessageMaxLength } from "./handoff-message.ts";

const heading = "Mina frågor i chatten:";

describe("buildHandoffMessage", () => {
  it("lists the visitor's questions under the heading, in order, without the assistant's side", () => {
    const entries = [
      messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?"),
      messageEntry("user", "Vad kostar chattboten?"),
      messageEntry("assistant", "Från 2 995 kr i månaden."),
      suggestionsEntry(["Vad ingår?"]),
      messageEntry("user", "  Kan den kopplas till Fortnox?  "),
      failureEntry("Tyvärr kunde jag inte behandla ditt meddelande just nu. Försök igen senare."),
    ];
    expect(buildHandoffMessage(entries, heading, 2000)).toBe("Mina frågor i chatten:\n– Vad kostar chattboten?\n– Kan den kopplas till Fortnox?");
  });

  it("has nothing to carry over before the visitor has asked anything", () => {
    expect(buildHandoffMessage([messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?")], heading, 2000)).toBeUndefined();
  });

  it("keeps the latest questions within the form's limit", () => {
    const entries = Array.from({ length: 60 }, (_, index) => messageEntry("user", `Fråga nummer ${index + 1} om priser och avtal`));
    const message = buildHandoffMessage(entries, heading, 400);
    expect(message?.length).toBeLessThanOrEqual(400);
    expect(message?.startsWith(`${heading}\n`)).toBe(true);
    expect(message?.endsWith("– Fråga nummer 60 om priser och avtal")).toBe(true);
    expect(message).not.toContain("Fråga nummer 1 ");
  });

  it("cuts a single question longer than the limit instead of dropping it", () => {
    const message = buildHandoffMessage([messageEntry("user", "ö".repeat(3000))], heading, 2000);
    expect(message).toHaveLength(2000);
    expect(message?.startsWith(`${heading}\n– ööö`)).toBe(true);
  });
});

describe("contactMessageMaxLength", () => {
  it("is the contact form's own limit, so a carried-over conversation always fits the form", () => {
    expect(z.safeParse(message, "x".repeat(contactMessageMaxLength)).success).toBe(true);
    expect(z.safeParse(message, "x".repeat(contactMessageMaxLength + 1)).success).toBe(false);
  });
});
