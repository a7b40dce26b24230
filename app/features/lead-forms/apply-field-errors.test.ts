import { createFormControl } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { applyFieldErrors } from "./apply-field-errors.ts";

function quoteForm() {
  const form = createFormControl({ defaultValues: { companyName: "", contactPerson: "", email: "", message: "" } });
  // Stand-ins for the inputs, registered in the order the form shows them.
  const focused: string[] = [];
  for (const name of ["companyName", "contactPerson", "email", "message"] as const) {
    form.register(name).ref({ name, value: "", focus: () => focused.push(name) });
  }
  return { form, focused };
}

describe("applyFieldErrors", () => {
  it("puts each message on its field and focuses the first field of the form, not of the answer", () => {
    const { form, focused } = quoteForm();
    const marked = applyFieldErrors(form, { message: "Meddelandet är för långt", email: "Ange en giltig e-postadress" });
    expect(marked).toEqual(["email", "message"]);
    expect(form.getFieldState("email").error).toMatchObject({ type: "server", message: "Ange en giltig e-postadress" });
    expect(form.getFieldState("message").error?.message).toBe("Meddelandet är för långt");
    expect(form.getFieldState("companyName").error).toBeUndefined();
    expect(focused).toEqual(["email"]);
  });

  it("leaves out fields the form does not have", () => {
    const { form, focused } = quoteForm();
    const setError = vi.spyOn(form, "setError");
    expect(applyFieldErrors(form, { phone: "Ange ett telefonnummer" })).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
    expect(focused).toEqual([]);
  });
});
