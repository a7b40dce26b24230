import { describe, expect, it } from "vitest";
import { parseAiContent } from "./ai-reply.ts";

describe("parseAiContent", () => {
  it("reads JSON inside a Markdown code fence", () => {
    const content = '```json\n{"response": "Hej!", "context": {"intent": "greeting", "confidence": 1, "entities": []}, "suggestions": []}\n```';
    expect(parseAiContent(content)).toEqual({ response: "Hej!", context: { intent: "greeting", confidence: 1, entities: [] }, suggestions: [] });
  });

  it("fills in a missing or malformed context and keeps only text suggestions, three at most", () => {
    const content = JSON.stringify({
      response: "Svar",
      context: { confidence: 7, entities: ["Chattbot", 3] },
      suggestions: ["A?", 5, " ", "B?", "C?", "D?"],
    });
    expect(parseAiContent(content)).toEqual({
      response: "Svar",
      context: { intent: "unknown", confidence: 1, entities: ["Chattbot"] },
      suggestions: ["A?", "B?", "C?"],
    });
  });

  it("shows JSON without a response text as it is", () => {
    expect(parseAiContent('{"answer": "Hej"}').response).toBe('{"answer": "Hej"}');
  });

  it("removes HTML tags the model wrote, keeping their text and comparisons such as <30", () => {
    const reply = parseAiContent(JSON.stringify({ response: 'Se <a href="javascript:alert(1)">priser</a>, svar på <30 s.<script>x</script>' }));
    expect(reply.response).toBe("Se priser, svar på <30 s.x");
  });
});
