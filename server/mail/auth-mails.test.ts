import { describe, expect, it } from "vitest";
import { formatLifetime, inviteMail, recoveryMail, signupAgainMail, signupConfirmationMail } from "./auth-mails.ts";
import { linksIn } from "./links.ts";

const site = { name: "Nordsvar", url: "https://www.example.com", email: "kontakt@example.com", phone: "08-465 004 20" };
const link = "https://www.example.com/auth/v1/verify?token=abc&type=recovery&redirect_to=https%3A%2F%2Fwww.example.com%2Fset-password";

describe("the account mails", () => {
  it("carry the link as a button and as text, with how long it works", () => {
    for (const mail of [
      recoveryMail({ to: "kund@example.com", link, validHours: 1, site }),
      inviteMail({ to: "kund@example.com", link, validHours: 168, site }),
      signupConfirmationMail({ to: "kund@example.com", name: undefined, link, validHours: 24, site }),
      signupAgainMail({ to: "kund@example.com", link, validHours: 1, site }),
    ]) {
      expect(mail.to).toBe("kund@example.com");
      expect(mail.replyTo).toBe("kontakt@example.com");
      expect(linksIn(mail.text)[0]).toBe(link);
      expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
      expect(mail.text).toMatch(/Länken fungerar en gång och gäller i (en timme|7 dagar|24 timmar)\./);
      expect(mail.text).toContain("Nordsvar");
    }
  });

  it("say why the recipient gets them, and never name a person in the subject", () => {
    const reset = recoveryMail({ to: "kund@example.com", link, validHours: 1, site });
    expect(reset.subject).toBe("Välj ett nytt lösenord");
    expect(reset.text).toContain("någon bad om ett nytt lösenord till ert konto på www.example.com");
    const invitation = inviteMail({ to: "kund@example.com", link, validHours: 168, site });
    expect(invitation.subject).toBe("Ert konto hos Nordsvar är klart");
    const confirmation = signupConfirmationMail({ to: "kund@example.com", name: "Anna <b>Berg</b>", link, validHours: 24, site });
    expect(confirmation.subject).toBe("Bekräfta er e-postadress");
    expect(confirmation.text).toContain("Hej Anna <b>Berg</b>!");
    expect(confirmation.html).toContain("Hej Anna &lt;b&gt;Berg&lt;/b&gt;!");
    const again = signupAgainMail({ to: "kund@example.com", link, validHours: 1, site });
    expect(again.subject).toBe("Bekräfta er e-postadress och välj ett lösenord");
    expect(again.text).toContain("någon försökte skapa ett konto med er e-postadress på www.example.com");
    expect(again.text).toContain("Inget lösenord ändras förrän ni väljer ett nytt.");
  });

  it("say a lifetime as Swedish does", () => {
    expect(formatLifetime(1)).toBe("en timme");
    expect(formatLifetime(24)).toBe("24 timmar");
    expect(formatLifetime(168)).toBe("7 dagar");
  });
});
