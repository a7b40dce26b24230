import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chatButton, chatWidget } from "../../app/content/chat-widget.ts";
import { contactPage } from "../../app/content/contact-page.ts";
import { servicePrices } from "../../app/content/prices.ts";
import { chatEndpoint } from "../../contracts/chat.ts";
import { chatOpenStorageKey, contactHandoffStorageKey, conversationStorageKey } from "../../app/lib/storage-names.ts";
import { formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { freePort, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The chat widget (SPEC §2 "Global widgets", §4, §5, §8) against the real server. With no
 * AI key it answers with the embedded answerer; the failure path runs a second server
 * whose AI provider cannot be reached. Each visitor comes from an address of its own
 * (the server trusts one proxy), so no test spends another's rate-limit budget.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

let lastAddress = 0;
/** An address from a range set aside for documentation (RFC 5737), new for each call. */
const newClientAddress = () => `198.51.100.${++lastAddress}`;

const question = "Vad kostar chattboten i månaden?";

/** Opens `path` as a visitor who has already answered the cookie banner and seen the popup. */
async function visit(path: string, { viewport = desktop, site = baseUrl } = {}) {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site}${path}`);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const launcher = (page: Page) => page.getByRole("button", { name: chatButton.open });
const dialog = (page: Page) => page.getByRole("dialog", { name: chatWidget.title });
const input = (page: Page) => dialog(page).getByRole("textbox", { name: chatWidget.inputLabel });
const sendButton = (page: Page) => dialog(page).getByRole("button", { name: chatWidget.send });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The items of the conversation, in order: messages, suggestions, failure notices. */
const entries = (page: Page) => dialog(page).locator("ol > li");
/** The messages whose whole text is `text`, followed by the sender and the time. */
const messageWithText = (page: Page, text: string) =>
  entries(page).filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*(${chatWidget.senders.user}|${chatWidget.senders.assistant})\\s*·\\s*\\d{2}:\\d{2}\\s*$`) });
const failureNotice = (page: Page) => entries(page).filter({ hasText: chatWidget.failureMessage });
const suggestionButtons = (page: Page) => dialog(page).getByRole("list", { name: chatWidget.suggestionsTitle }).last().getByRole("button");
const typingIndicator = (page: Page) => dialog(page).getByText(chatWidget.typing, { exact: true });
const liveRegion = (page: Page) => dialog(page).locator("[aria-live]");
const storedChatKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("chat")));
const storedConversation = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), conversationStorageKey);
const isFocused = (page: Page, locator: ReturnType<typeof launcher>) => locator.evaluate((element) => element === document.activeElement);
const chatOpenMarked = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-chat-open"));

async function openChat(page: Page) {
  await launcher(page).click();
  await input(page).waitFor();
}

/** Sends a question and waits for the reply with its suggestions. */
async function ask(page: Page, text: string) {
  const replies = dialog(page).getByRole("list", { name: chatWidget.suggestionsTitle });
  const before = await replies.count();
  await input(page).fill(text);
  await input(page).press("Enter");
  await replies.nth(before).waitFor();
}

/** Holds every request to the chat API until `release` is called, counting them. */
async function holdChatRequests(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const counter = { requests: 0 };
  await page.route(`**${chatEndpoint}`, async (route) => {
    counter.requests += 1;
    await released;
    await route.continue();
  });
  return { counter, release };
}

describe("chat widget", () => {
  it("loads its code and stores nothing until the visitor reaches for it; the first open greets and says an AI answers", async () => {
    const { page, errors, close } = await visit(paths.home);
    const chatChunks: string[] = [];
    page.on("request", (request) => {
      if (/chat-panel/.test(request.url())) chatChunks.push(request.url());
    });
    await page.waitForTimeout(500);
    expect(chatChunks).toEqual([]);
    expect(await storedChatKeys(page)).toEqual([]);
    expect(await dialog(page).count()).toBe(0);
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");

    await launcher(page).hover();
    await expect.poll(() => chatChunks.length).toBeGreaterThan(0);
    expect(await storedChatKeys(page)).toEqual([]);

    await launcher(page).click();
    await input(page).waitFor();
    expect(await isFocused(page, input(page))).toBe(true);
    expect(await chatOpenMarked(page)).toBe(true);
    const greeting = messageWithText(page, chatWidget.greeting);
    expect(await greeting.count()).toBe(1);
    expect(await greeting.locator("time").innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await greeting.innerText()).toContain(chatWidget.senders.assistant);
    expect(await dialog(page).getAttribute("aria-describedby")).toBeTruthy();
    expect(await dialog(page).getByText(chatWidget.aiNotice).isVisible()).toBe(true);
    expect((await storedChatKeys(page)).sort()).toEqual([chatOpenStorageKey, conversationStorageKey].sort());
    expect(errors).toEqual([]);
    await close();
  });

  it("answers a question with the embedded answerer and follow-up suggestions, each of which sends itself", async () => {
    const { page, errors, close } = await visit(paths.home);
    await openChat(page);
    await ask(page, question);

    const asked = messageWithText(page, question);
    expect(await asked.innerText()).toContain(chatWidget.senders.user);
    expect(await asked.locator("time").innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await input(page).inputValue()).toBe("");

    // The reply, then the suggestions as a second assistant message under SPEC's title.
    const items = entries(page);
    expect(await items.count()).toBe(4);
    const reply = (await items.nth(2).innerText()).trim();
    expect(reply.length).toBeGreaterThan(chatWidget.senders.assistant.length + 10);
    expect(await items.nth(3).getByText(chatWidget.suggestionsTitle, { exact: true }).count()).toBe(1);
    const suggestions = await suggestionButtons(page).allInnerTexts();
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.length).toBeLessThanOrEqual(3);

    const followUp = suggestions[0]!;
    const suggestionLists = dialog(page).getByRole("list", { name: chatWidget.suggestionsTitle });
    await suggestionButtons(page).first().click();
    await suggestionLists.nth(1).waitFor();
    expect(await messageWithText(page, followUp).count()).toBe(1);
    expect(await items.count()).toBe(7);
    expect(errors).toEqual([]);
    await close();
  });

  it("answers an elliptical follow-up from the conversation the widget sends back: the same question about the new thing", async () => {
    const email = servicePrices.find((price) => price.service === "email-automation")!;
    const { page, errors, close } = await visit(paths.services);
    await openChat(page);
    await ask(page, "Vad kostar röstassistenten?");
    await ask(page, "Och mejlen?");
    // Greeting, question, reply, suggestions, question: the reply to the follow-up comes sixth.
    const reply = (await entries(page).nth(5).innerText()).trim();
    expect(reply).toContain(formatSek(email.setupCost));
    expect(reply).toContain(formatSek(email.monthlyCost));
    expect(errors).toEqual([]);
    await close();
  });

  it("ignores a message of only whitespace, and a send while a reply is pending, showing that it is typing", async () => {
    const { page, close } = await visit(paths.home);
    await openChat(page);
    const held = await holdChatRequests(page);
    const items = entries(page);

    await input(page).fill("   \n  ");
    await input(page).press("Enter");
    await sendButton(page).click();
    expect(await items.count()).toBe(1);
    expect(held.counter.requests).toBe(0);

    await input(page).fill(question);
    await input(page).press("Enter");
    await typingIndicator(page).waitFor();
    // The request reaches the route above a moment after the page sends it.
    await expect.poll(() => held.counter.requests).toBe(1);
    expect(await sendButton(page).getAttribute("aria-disabled")).toBe("true");

    const second = "Finns det en provperiod?";
    await input(page).fill(second);
    await input(page).press("Enter");
    // The button says it is disabled (aria-disabled), which Playwright honours; a visitor can still press it.
    await sendButton(page).click({ force: true });
    await page.waitForTimeout(300);
    expect(await messageWithText(page, second).count()).toBe(0);
    expect(held.counter.requests).toBe(1);
    expect(await input(page).inputValue()).toBe(second);

    held.release();
    await dialog(page).getByText(chatWidget.suggestionsTitle).first().waitFor();
    expect(await typingIndicator(page).count()).toBe(0);
    expect(await sendButton(page).getAttribute("aria-disabled")).toBeNull();

    // Once the reply is there, the question that waited can be sent.
    await input(page).press("Enter");
    await messageWithText(page, second).waitFor();
    await expect.poll(() => held.counter.requests).toBe(2);
    await close();
  });

  it("keeps the conversation across pages and a reload of the tab", async () => {
    const { page, errors, close } = await visit(paths.home);
    await openChat(page);
    await ask(page, question);
    // The tab's copy of the conversation is written once the reply has shown: wait for it.
    await expect.poll(async () => (await storedConversation(page))?.match(/"role":"assistant"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const stored = await storedConversation(page);

    // A page of the site, reached by a link: the chat opens again with the conversation,
    // and the focus stays with the page.
    await page.getByRole("banner").getByRole("link", { name: "Om oss" }).first().click();
    await page.waitForURL(`**${paths.about}`);
    await waitForHydration(page);
    await dialog(page).waitFor();
    expect(await messageWithText(page, question).count()).toBe(1);
    expect(await isFocused(page, input(page))).toBe(false);
    expect(await chatOpenMarked(page)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    expect(await dialog(page).count()).toBe(0);
    await openChat(page);
    expect(await messageWithText(page, question).count()).toBe(1);
    expect(await messageWithText(page, chatWidget.greeting).count()).toBe(1);
    expect(await storedConversation(page)).toBe(stored);
    expect(errors).toEqual([]);
    await close();
  });

  it("closes on Esc with focus back on the button, and announces each reply once in one polite live region", async () => {
    const { page, close } = await visit(paths.security);
    await launcher(page).focus();
    await page.keyboard.press("Enter");
    await input(page).waitFor();
    expect(await isFocused(page, input(page))).toBe(true);

    await ask(page, question);
    expect(await liveRegion(page).count()).toBe(1);
    expect(await liveRegion(page).getAttribute("aria-live")).toBe("polite");
    const announced = liveRegion(page).locator("p");
    expect(await announced.count()).toBe(1);
    expect(await announced.innerText()).toMatch(new RegExp(`^${chatWidget.senders.assistant}: .{10,}`, "s"));

    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await isFocused(page, launcher(page))).toBe(true);
    expect(await chatOpenMarked(page)).toBe(false);

    await page.keyboard.press("Enter");
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await isFocused(page, input(page))).toBe(true);
    await dialog(page).getByRole("button", { name: chatButton.close }).click();
    await dialog(page).waitFor({ state: "hidden" });
    expect(await isFocused(page, launcher(page))).toBe(true);
    await close();
  });

  it("shows links in replies as safe links and the rest as text, never as HTML", async () => {
    const { page, close } = await visit(paths.home);
    // A reply as an AI provider might write it, stored earlier in this tab.
    const reply = 'Se [våra paket](/tjanster-paket) eller [klicka här](javascript:alert(1)). <img src=x onerror="window.injected=1">';
    await page.evaluate(
      ({ key, content }) => {
        const entry = { id: "a1", kind: "message", role: "assistant", content, time: Date.now() };
        sessionStorage.setItem(key, JSON.stringify({ version: 1, entries: [entry] }));
      },
      { key: conversationStorageKey, content: reply },
    );
    await openChat(page);
    expect(await dialog(page).locator("img").count()).toBe(0);
    expect(await dialog(page).getByText('<img src=x onerror="window.injected=1">', { exact: false }).count()).toBe(1);
    expect(await dialog(page).getByRole("link", { name: "klicka här" }).count()).toBe(0);
    expect(await dialog(page).locator('a[href^="javascript:"]').count()).toBe(0);

    await dialog(page).getByRole("link", { name: "våra paket" }).click();
    await page.waitForURL(`**${paths.packages}`);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    await close();
  });

  it("fills a small phone's screen and passes axe open; closed, the button sits inside the screen", async () => {
    const { page, errors, close } = await visit(paths.contact, { viewport: phone });
    const button = await launcher(page).boundingBox();
    expect(button).not.toBeNull();
    expect(button!.x + button!.width).toBeLessThanOrEqual(phone.width);
    expect(button!.y + button!.height).toBeLessThanOrEqual(phone.height);

    await openChat(page);
    await ask(page, question);
    expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog(page).getByRole("button", { name: chatButton.close }).click();
    await dialog(page).waitFor({ state: "hidden" });
    expect(await isFocused(page, launcher(page))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("offers the contact form when the visitor has sent more than the rate limit allows", async () => {
    const { page, close } = await visit(paths.home);
    // The same visitor (the same address) spends the budget first.
    let status = 0;
    for (let sent = 0; sent < 50 && status !== 429; sent += 1) {
      status = (await page.request.post(`${baseUrl}${chatEndpoint}`, { data: { messages: [], message: "Hej" } })).status();
    }
    expect(status).toBe(429);

    await openChat(page);
    await input(page).fill(question);
    await input(page).press("Enter");
    await page.locator("[data-sonner-toast]", { hasText: chatWidget.failureToast }).waitFor();
    expect(await failureNotice(page).getByRole("link", { name: chatWidget.handoff.link }).getAttribute("href")).toBe(paths.contact);
    await close();
  });

  it("passes axe open on a desktop, beside the page", async () => {
    const { page, close } = await visit(paths.home);
    await openChat(page);
    await ask(page, question);
    const panel = await dialog(page).boundingBox();
    expect(panel!.width).toBeLessThan(desktop.width / 2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });
});

describe("chat widget when the AI fails", () => {
  let failing: SiteServer | undefined;

  beforeAll(async () => {
    // An AI provider on a loopback port nobody listens on: every call fails for real.
    const closedPort = await freePort();
    failing = await serveBuild(inject("buildDir"), "chat-ai-down", { AI_API_KEY: "test-key", AI_BASE_URL: `http://127.0.0.1:${closedPort}/v1` });
  }, 120_000);

  afterAll(async () => {
    await failing?.stop();
  });

  it("says so in SPEC's words and carries the conversation over to the contact form", async () => {
    const { page, close } = await visit(paths.home, { site: failing!.baseUrl });
    await openChat(page);
    await input(page).fill(question);
    await input(page).press("Enter");

    await page.locator("[data-sonner-toast]", { hasText: chatWidget.failureToast }).waitFor();
    const failure = failureNotice(page);
    await failure.waitFor();
    expect(await failure.innerText()).toContain(chatWidget.senders.assistant);
    expect(await liveRegion(page).locator("p").innerText()).toContain(chatWidget.failureMessage);
    expect(await typingIndicator(page).count()).toBe(0);

    await failure.getByRole("link", { name: chatWidget.handoff.link }).click();
    await page.waitForURL(`**${paths.contact}`);
    const message = page.getByRole("main").getByRole("textbox", { name: contactPage.form.labels.message, exact: true });
    await expect.poll(() => message.inputValue()).toBe(`${chatWidget.handoff.heading}\n– ${question}`);
    expect(await isFocused(page, message)).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), contactHandoffStorageKey)).toBeNull();

    // The prefill happens once: a reload shows the form as everyone gets it.
    await page.reload();
    await waitForHydration(page);
    expect(await message.inputValue()).toBe("");
    await close();
  });

  it("fills in the contact form already on screen when the chat is used on /contact", async () => {
    const { page, close } = await visit(paths.contact, { site: failing!.baseUrl });
    await openChat(page);
    await input(page).fill(question);
    await input(page).press("Enter");
    await failureNotice(page).getByRole("link", { name: chatWidget.handoff.link }).click();
    const message = page.getByRole("main").getByRole("textbox", { name: contactPage.form.labels.message, exact: true });
    await expect.poll(() => message.inputValue()).toBe(`${chatWidget.handoff.heading}\n– ${question}`);
    await close();
  });
});
