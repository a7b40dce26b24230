import type * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, forgotPasswordFormSchema, loginFormSchema, newPasswordFormSchema, signupFormSchema } from "./account-forms.ts";

/** Each invalid field's first message, keyed by the field's path. */
function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join(".")] ??= issue.message;
  return byField;
}

describe("the login form", () => {
  it("requires an email and a password (SPEC §5)", () => {
    expect(messages(loginFormSchema, { email: "", password: "", rememberMe: false })).toEqual({
      email: "Ange en e-postadress",
      password: "Ange lösenordet",
    });
  });

  it("accepts a short password, since the account decides whether it is right", () => {
    expect(loginFormSchema.parse({ email: " kund@example.com ", password: "kort", rememberMe: true })).toEqual({
      email: "kund@example.com",
      password: "kort",
      rememberMe: true,
    });
  });

  it("refuses an address that is not one", () => {
    expect(messages(loginFormSchema, { email: "kund@", password: "x", rememberMe: false })).toEqual({ email: "Ange en giltig e-postadress" });
  });
});

describe("the forgot-password form", () => {
  it("requires a valid email", () => {
    expect(messages(forgotPasswordFormSchema, { email: "" })).toEqual({ email: "Ange en e-postadress" });
    expect(forgotPasswordFormSchema.parse({ email: "kund@example.com" })).toEqual({ email: "kund@example.com" });
  });
});

describe("a new password", () => {
  it("must be at least 8 characters (SPEC §8)", () => {
    expect(messages(newPasswordFormSchema, { password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: "Lösenordet måste vara minst 8 tecken",
    });
  });

  it("must be typed the same twice, the message under the confirmation (SPEC §8)", () => {
    expect(messages(newPasswordFormSchema, { password: "långt-lösenord", confirmPassword: "långt-lösenorD" })).toEqual({
      confirmPassword: "Lösenorden matchar inte",
    });
  });

  it("is accepted at exactly 8 characters, typed the same twice", () => {
    expect(newPasswordFormSchema.safeParse({ password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
  });

  it("on the dashboard also needs the current password", () => {
    expect(messages(changePasswordFormSchema, { currentPassword: "", password: "långt-lösenord", confirmPassword: "långt-lösenord" })).toEqual({
      currentPassword: "Ange lösenordet",
    });
    expect(changePasswordFormSchema.safeParse({ currentPassword: "gammalt", password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
  });
});

describe("the signup form", () => {
  it("requires name, company, email and a password of at least 8 characters", () => {
    expect(messages(signupFormSchema, { name: " ", company: "", email: "", password: "kort" })).toEqual({
      name: "Ange namn",
      company: "Ange företagets namn",
      email: "Ange en e-postadress",
      password: "Lösenordet måste vara minst 8 tecken",
    });
  });

  it("trims the name, company and email but keeps the password as typed", () => {
    expect(signupFormSchema.parse({ name: " Anna ", company: " Bolaget AB ", email: " anna@example.com ", password: " hemligt! " })).toEqual({
      name: "Anna",
      company: "Bolaget AB",
      email: "anna@example.com",
      password: " hemligt! ",
    });
  });
});
