import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { progressLabels } from "../../../content/forms.ts";
import { CheckboxGroup } from "./checkbox-group.tsx";
import { bindFields } from "./field-frame.tsx";
import { ConsentCheckbox } from "./consent-checkbox.tsx";
import { FormStatus } from "./form-status.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { SelectField } from "./select-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextareaField } from "./textarea-field.tsx";
import { TextField } from "./text-field.tsx";

function registration<Name extends string>(name: Name): UseFormRegisterReturn<Name> {
  return { name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} };
}

const invalid: FieldError = { type: "too_small", message: "Ange din e-postadress" };

/** The rendered HTML as a DOM-less document: elements found by their attributes. */
function render(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const tag = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? "";
  // React writes some attribute names in camel case (autoComplete); HTML ignores the case.
  const attribute = (tagHtml: string, name: string) => tagHtml.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
  const textOf = (id: string) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1];
  return { html, tag, attribute, textOf };
}

describe("TextField", () => {
  it("marks a required field with a hidden asterisk and aria-required, and ties its hint to it", () => {
    const page = render(<TextField label="E-post" type="email" required hint="Vi svarar hit." registration={registration("email")} />);
    const input = page.tag("input");
    expect(page.html).toContain('<span aria-hidden="true" class="text-red-700">*</span>');
    expect(page.attribute(input, "aria-required")).toBe("true");
    expect(page.attribute(input, "type")).toBe("email");
    expect(page.attribute(page.tag("label"), "for")).toBe(page.attribute(input, "id"));
    const describedBy = page.attribute(input, "aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => page.textOf(id))).toEqual(["Vi svarar hit."]);
    expect(page.attribute(input, "aria-invalid")).toBeUndefined();
  });

  it("ties the error message to the field and marks it invalid", () => {
    const page = render(<TextField label="E-post" hint="Vi svarar hit." error={invalid} registration={registration("email")} />);
    const input = page.tag("input");
    expect(page.attribute(input, "aria-invalid")).toBe("true");
    const describedBy = page.attribute(input, "aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => page.textOf(id))).toEqual(["Vi svarar hit.", "Ange din e-postadress"]);
  });

  it("leaves an optional field unmarked", () => {
    const page = render(<TextField label="Telefon" registration={registration("phone")} />);
    expect(page.html).not.toContain("*");
    expect(page.attribute(page.tag("input"), "aria-required")).toBeUndefined();
    expect(page.attribute(page.tag("input"), "aria-describedby")).toBeUndefined();
  });
});

describe("bindFields", () => {
  type Values = { email: string; phone: string };
  const form = { register: registration, formState: { errors: { email: invalid } } } as unknown as Parameters<typeof bindFields<Values>>[0];

  it("gives each field its form's registration and its own error", () => {
    const field = bindFields(form);
    const page = render(
      <>
        <TextField label="E-post" {...field("email")} />
        <TextField label="Telefon" {...field("phone")} />
      </>,
    );
    const [email, phone] = page.html.match(/<input\b[^>]*>/g) ?? [];
    expect(page.attribute(email ?? "", "name")).toBe("email");
    expect(page.attribute(email ?? "", "aria-invalid")).toBe("true");
    expect(page.html).toContain("Ange din e-postadress");
    expect(page.attribute(phone ?? "", "name")).toBe("phone");
    expect(page.attribute(phone ?? "", "aria-invalid")).toBeUndefined();
  });
});

describe("TextareaField and SelectField", () => {
  it("label their control and tie its error to it", () => {
    for (const element of [
      <TextareaField key="t" label="Meddelande" rows={4} error={invalid} registration={registration("message")} />,
      <SelectField key="s" label="Bransch" placeholder="Välj bransch" options={[{ value: "hotel", label: "Hotell" }]} error={invalid} registration={registration("industry")} />,
    ]) {
      const page = render(element);
      const control = page.tag(page.html.includes("<textarea") ? "textarea" : "select");
      expect(page.attribute(page.tag("label"), "for")).toBe(page.attribute(control, "id"));
      expect(page.attribute(control, "aria-invalid")).toBe("true");
      expect(page.textOf(page.attribute(control, "aria-describedby") ?? "")).toBe("Ange din e-postadress");
    }
  });
});

describe("CheckboxGroup", () => {
  it("names its boxes with a legend and describes the group with its error", () => {
    const page = render(
      <CheckboxGroup
        legend="Intresserad av"
        options={[
          { value: "chatbot", label: "Chattbot" },
          { value: "voice-agent", label: "Röstassistent" },
        ]}
        error={invalid}
        registration={registration("services")}
      />,
    );
    expect(page.html).toMatch(/<legend[^>]*>Intresserad av<\/legend>/);
    expect(page.textOf(page.attribute(page.tag("fieldset"), "aria-describedby") ?? "")).toBe("Ange din e-postadress");
    expect(page.html.match(/type="checkbox"[^>]*aria-invalid="true"/g)).toHaveLength(2);
  });
});

describe("ConsentCheckbox", () => {
  it("is required, labelled by its text and described by its error", () => {
    const page = render(
      <ConsentCheckbox error={{ type: "invalid_value", message: "Du måste godkänna villkoren för att fortsätta" }} registration={registration("consent")}>
        Jag godkänner villkoren
      </ConsentCheckbox>,
    );
    const box = page.tag("input");
    expect(page.attribute(box, "aria-required")).toBe("true");
    expect(page.attribute(page.tag("label"), "for")).toBe(page.attribute(box, "id"));
    expect(page.textOf(page.attribute(box, "aria-describedby") ?? "")).toBe("Du måste godkänna villkoren för att fortsätta");
  });
});

describe("HoneypotField", () => {
  it("is a field bots fill in and people never meet: off-screen, hidden from screen readers, out of the tab order", () => {
    const page = render(<HoneypotField registration={registration("website")} />);
    const wrapper = page.tag("div");
    const input = page.tag("input");
    expect(page.attribute(wrapper, "aria-hidden")).toBe("true");
    expect(page.attribute(wrapper, "class")).toContain("-left-[10000px]");
    expect(page.attribute(input, "name")).toBe("website");
    expect(page.attribute(input, "tabindex")).toBe("-1");
    expect(page.attribute(input, "autocomplete")).toBe("off");
  });
});

describe("SubmitButton", () => {
  it("shows its label while idle", () => {
    const page = render(<SubmitButton pending={false}>Skicka förfrågan</SubmitButton>);
    expect(page.html).toMatch(/<button type="submit"[^>]*>Skicka förfrågan<\/button>/);
    expect(page.attribute(page.tag("button"), "disabled")).toBeUndefined();
  });

  it.each(Object.entries(progressLabels))("is disabled and says '%s' progress while the form is submitted", (progress, label) => {
    const page = render(
      <SubmitButton pending progress={progress as keyof typeof progressLabels}>
        Skicka förfrågan
      </SubmitButton>,
    );
    expect(page.attribute(page.tag("button"), "disabled")).toBe("");
    expect(page.html).toContain(`>${label}</button>`);
  });
});

describe("FormStatus", () => {
  it("is a polite live region on the page before there is anything to say", () => {
    const page = render(<FormStatus />);
    expect(page.html).toBe('<div role="status" aria-live="polite" aria-atomic="true"></div>');
  });
});
