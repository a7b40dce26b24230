import { describe, expect, it } from "vitest";
import { findServiceDetails, serviceDetails } from "./service-details.ts";
import { serviceIds, serviceList, serviceListCapitalized, services } from "./services.ts";

describe("service content (SPEC §3 'Service content')", () => {
  it("has the four SPEC services, once each, in order", () => {
    expect(services.map((service) => service.id)).toEqual(["voice-agent", "chatbot", "email-automation", "social-media"]);
    expect(serviceIds).toEqual(services.map((service) => service.id));
  });

  it.each(serviceDetails)("$id has six features, five benefits and five use cases", (service) => {
    expect(service.features).toHaveLength(6);
    expect(service.benefits).toHaveLength(5);
    expect(service.useCases).toHaveLength(5);
  });

  it.each(serviceDetails)("$id has every text filled in and no item twice", (service) => {
    for (const text of [service.name, service.summary, service.title, service.description, service.longDescription]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(service.description.length).toBeGreaterThan(50);
    expect(service.description.length).toBeLessThanOrEqual(160);
    const items = [...service.features.map((f) => f.title), ...service.benefits, ...service.useCases.map((u) => u.title)];
    expect(new Set(items).size).toBe(items.length);
    expect(service.image.customer.length).toBeGreaterThan(0);
    expect(service.image.assistant.length).toBeGreaterThan(0);
  });

  it("gives every service page its own title", () => {
    expect(new Set(serviceDetails.map((service) => service.title)).size).toBe(serviceDetails.length);
  });

  it("finds a service by id and nothing for an unknown id", () => {
    expect(findServiceDetails("chatbot")?.name).toBe("Chattbot");
    expect(findServiceDetails("okand-tjanst")).toBeUndefined();
  });
});

describe("service names (COPY.md: one name per product)", () => {
  it("lists the four services in running text, names in lower case except AI", () => {
    expect(serviceList()).toBe("röstassistent, chattbot, e-postautomatisering och AI för sociala medier");
    expect(serviceListCapitalized("disjunction")).toBe("Röstassistent, chattbot, e-postautomatisering eller AI för sociala medier");
  });
});
